/// The subscribers notified together: the store-wide ones, or those watching one window.
///
/// What a notification checks for every entry (still on, joined at this version, its screen
/// changed) is kept in the roster's marks, contiguous values beside the entries: an entry with
/// nothing to hear costs a few comparisons and no reference counting. The entry object, with its
/// weak subscriber and its pipeline, is visited only when notified.
///
/// An entry that ends (unsubscribed, its subscriber gone, or its window lost) is marked at once
/// and leaves the lane at once, or, during a notification of the lane, when it is over.
@MainActor
@usableFromInline
final class SubscriberLane<State> {
  /// `nil` for the store-wide lane.
  @usableFromInline let window: WindowUUID?

  // A write that drops an entry could run code, a `deinit` of something the entry's closures
  // held; so no write drops the last reference to an entry: whoever takes entries out keeps them
  // until the arrays are consistent again (see `removeEndedEntries()`).
  /// In one stored property, because safe Swift checks each access to a class's stored property
  /// at run time, and a notification reaches all of it at once.
  @usableFromInline var roster = Roster()
  /// The lane's subscriptions to rows, one row lane per ``Rows`` they watch; notified after the
  /// roster.
  @usableFromInline var rowLanes: [any RowNotifying<State>] = []

  init(window: WindowUUID?) {
    self.window = window
  }

  var liveCount: Int {
    rowLanes.reduce(roster.entries.count { $0.isActive && $0.subscriber != nil }) {
      $0 + $1.liveCount
    }
  }

  @inlinable
  var isEmpty: Bool {
    roster.entries.isEmpty && rowLanes.isEmpty
  }

  func append(
    _ entry: Entry, joinedAtVersion version: Int,
    locateScreen: (any ScreenLocating<State>)?, gate: ScreenGate?
  ) {
    roster.entries.append(entry)
    roster.marks.append(Mark(joinedAtVersion: version, gate: gate))
    roster.locators.append(locateScreen)
  }

  /// Takes out the entries whose subscriber went away, unless a notification is under way, for
  /// the caller to release once its own lists are consistent.
  ///
  /// A notification drops them as it reaches them, but a lane may not be notified for a long time,
  /// while each keeps its pipeline. Subscribing sweeps the lane, so that subscribers that come and
  /// go, as the loops of async sequences do, leave at most one sweep's worth behind.
  func removeGoneEntries() -> RemovedEntries {
    guard !roster.notification.isUnderWay else { return RemovedEntries() }
    var foundGone = false
    for index in roster.entries.indices where roster.entries[index].subscriber == nil {
      roster.entries[index].isActive = false
      roster.marks[index].isActive = false
      foundGone = true
    }
    guard foundGone else { return RemovedEntries() }
    return removeEndedEntries()
  }

  /// Marks the entry ended, and takes it out unless a notification is under way. Returns its
  /// locator when it left, for the caller to release with the entry once its lists are consistent.
  @inlinable
  func remove(_ entry: Entry) -> (any ScreenLocating<State>)? {
    guard entry.isActive else { return nil }
    entry.isActive = false
    guard let index = roster.entries.firstIndex(where: { $0 === entry }) else {
      removeRowSubscription(entry)
      return nil
    }
    if roster.notification.isUnderWay {
      roster.marks[index].isActive = false
      roster.notification.hasEndedEntries = true
      return nil
    }
    roster.entries.remove(at: index)
    roster.marks.remove(at: index)
    return roster.locators.remove(at: index)
  }

  /// Sends a state to the entries, in subscription order, skipping those added during the
  /// notification, those that joined at this version (they received it when they subscribed),
  /// those that end meanwhile, and screen subscriptions whose screen did not change, unless
  /// `everyEntry` (after a change of the app-wide state).
  ///
  /// Safe Swift checks every access to the class-held arrays at run time, which costs about as
  /// much as deciding whether an entry hears the state; so entries are decided in batches of up to
  /// 64, one access each (``DueEntries``), and only those due are visited. Deciding ahead is sound:
  /// it calls no subscriber, and an action a subscriber dispatches waits until this state is
  /// published; only a subscription ended meanwhile can change the answer, which each entry
  /// checks again once a subscriber was called.
  ///
  /// Returns the entries that left the lane, for the caller to release once its own lists are
  /// consistent; `nil` when none left.
  @inlinable
  func notifyEntries<Delivery: EntryDelivery<State>>(
    of state: State, version: Int, windowRevisions: WindowRevisions?, everyEntry: Bool,
    delivery: Delivery
  ) -> RemovedEntries? {
    var batch = DueEntries()
    var underWay = false
    var calledSubscriber = false
    var hasEndedEntries = false
    while batch.hasNextBatch {
      // One access to the roster decides the batch and, when entries are due, marks the
      // notification under way and hands back the entries for the calls: a subscriber may end
      // subscriptions, or add some, which changes the arrays but never moves or drops an entry
      // while the lane is notified, so the positions decided stay those of this copy.
      guard
        let entries = batch.decideNext(
          in: &roster, state: state, version: version, windowRevisions: windowRevisions,
          everyEntry: everyEntry)
      else { continue }
      underWay = true
      while let index = batch.takeNext() {
        // A subscriber called before may have ended this subscription.
        if calledSubscriber, !roster.isActive(at: index) { continue }
        if delivery.deliver(state, to: entries[index]) {
          calledSubscriber = true
        } else {
          roster.marks[index].isActive = false
          entries[index].isActive = false
          hasEndedEntries = true
        }
      }
    }
    if underWay, roster.notification.finish() { hasEndedEntries = true }
    guard hasEndedEntries else { return nil }
    return removeEndedEntries()
  }

  /// Takes a row subscription's entry out of its row lane, and drops the row lane if it was the
  /// last of it.
  @usableFromInline
  func removeRowSubscription(_ entry: Entry) {
    for (position, rowLane) in rowLanes.enumerated() where rowLane.remove(entry) {
      if rowLane.isEmpty { rowLanes.remove(at: position) }
      return
    }
  }

  /// Sends a state to the row subscriptions whose row changed; see ``RowNotifying``. Returns the
  /// entries that ended, as ``notifyEntries(of:version:windowRevisions:everyEntry:delivery:)``
  /// does.
  @inlinable
  func notifyRows<Delivery: EntryDelivery<State>>(
    of state: State, version: Int, delivery: Delivery
  ) -> RemovedEntries? {
    var removed = RemovedEntries()
    // A copy: a subscriber may subscribe to other rows meanwhile.
    for rowLane in rowLanes {
      delivery.notify(rowLane, state: state, version: version, removed: &removed)
    }
    guard !removed.entries.isEmpty else { return nil }
    rowLanes.removeAll { $0.isEmpty }
    return removed
  }

  /// Takes the ended entries out, with their locators, and releases none of them: a `deinit` run
  /// by a release may end or add a subscription of this lane, which must find the lane and its
  /// list consistent, so the caller keeps them until then.
  @usableFromInline
  func removeEndedEntries() -> RemovedEntries {
    var removed = RemovedEntries()
    var kept = 0
    for index in roster.marks.indices {
      guard roster.marks[index].isActive else {
        removed.entries.append(roster.entries[index])
        removed.locators.append(roster.locators[index])
        continue
      }
      roster.entries[kept] = roster.entries[index]
      roster.marks[kept] = roster.marks[index]
      roster.locators[kept] = roster.locators[index]
      kept += 1
    }
    roster.entries.removeLast(roster.entries.count - kept)
    roster.marks.removeLast(roster.marks.count - kept)
    roster.locators.removeLast(roster.locators.count - kept)
    return removed
  }

}

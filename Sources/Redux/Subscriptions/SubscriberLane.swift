/// One list of subscribers that are notified together: the store-wide subscribers, or those
/// watching one window.
///
/// What a notification checks for every entry (whether the subscription is still on, whether it
/// joined at this version, whether its screen changed) is kept in ``marks``, a contiguous array of
/// values beside ``entries``: an entry that has nothing to hear costs a few comparisons and no
/// reference counting. The entry object, with the weak reference to its subscriber and its
/// pipeline, is visited only for entries that are notified.
///
/// An entry that ends (its subscriber unsubscribed, went away or lost its window) is marked at
/// once and leaves the lane at once, or, during a notification of the lane, when the notification
/// is over. Once nothing refers to the entry any more, its pipeline and what its closures captured
/// are released.
@MainActor
@usableFromInline
final class SubscriberLane<State> {
  /// The window whose subscribers the lane holds, or `nil` for the store-wide lane.
  @usableFromInline let window: WindowUUID?

  // A write that drops an entry could run code, a `deinit` of something the entry's closures
  // held; so no write drops the last reference to an entry: whoever takes entries out keeps them
  // until the arrays are consistent again (see `removeEndedEntries()`).
  /// The entries, their marks and locators, and the state of a notification, in one stored
  /// property: safe Swift checks each access to a class's stored property at run time, and a
  /// notification reaches them all at once.
  @usableFromInline var roster = Roster()

  /// Makes an empty lane.
  ///
  /// - Parameter window: The window whose subscribers it holds, or `nil` for the store-wide lane.
  init(window: WindowUUID?) {
    self.window = window
  }

  /// The number of entries whose subscription is on and whose subscriber is alive.
  var liveCount: Int {
    roster.entries.count { $0.isActive && $0.subscriber != nil }
  }

  /// Whether the lane has no entry left.
  @inlinable
  var isEmpty: Bool {
    roster.entries.isEmpty
  }

  /// Adds an entry at the end of the lane.
  ///
  /// - Parameters:
  ///   - entry: The entry.
  ///   - version: The version of the state its subscriber is given as it subscribes.
  ///   - locateScreen: For a screen subscription, finds its screen in a state; `nil` otherwise.
  ///   - gate: For a screen subscription, its gate, which knows the screen in that state.
  func append(
    _ entry: Entry, joinedAtVersion version: Int,
    locateScreen: (any ScreenLocating<State>)?, gate: ScreenGate?
  ) {
    roster.entries.append(entry)
    roster.marks.append(Mark(joinedAtVersion: version, gate: gate))
    roster.locators.append(locateScreen)
  }

  /// Takes out the entries whose subscriber went away, unless a notification is under way, and
  /// returns them, with their locators, for the caller to release once its own lists are
  /// consistent.
  ///
  /// A notification drops such entries as it reaches them, but a lane may not be notified again
  /// for a long time (a window that hears no more actions, a screen that does not change), and
  /// until then an entry keeps its pipeline and what that captured. Subscribing to the lane
  /// sweeps it, so that subscribers that come and go, as the loops of async sequences do, leave
  /// at most one sweep's worth behind.
  ///
  /// - Returns: The entries taken out, with their locators.
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

  /// Ends an entry's subscription: marks it, and takes it out of the lane unless a notification
  /// is under way.
  ///
  /// - Returns: The entry's screen locator when it left the lane, for the caller to release once
  ///   its own lists are consistent, as it releases the entry.
  @inlinable
  func remove(_ entry: Entry) -> (any ScreenLocating<State>)? {
    guard entry.isActive else { return nil }
    entry.isActive = false
    guard let index = roster.entries.firstIndex(where: { $0 === entry }) else { return nil }
    if roster.notification.isUnderWay {
      roster.marks[index].isActive = false
      roster.notification.hasEndedEntries = true
      return nil
    }
    roster.entries.remove(at: index)
    roster.marks.remove(at: index)
    return roster.locators.remove(at: index)
  }

  /// Sends a state to the entries, in subscription order.
  ///
  /// Entries added during the notification are not visited, and neither are entries that joined
  /// at this version: they received it when they subscribed. Entries that end during the
  /// notification are skipped. A screen subscription is skipped when its screen did not change,
  /// unless `everyEntry` is set.
  ///
  /// The lane's arrays are class-held, and safe Swift checks every access to them at run time,
  /// which costs about as much as deciding whether an entry hears the state. So the entries are
  /// decided in batches of up to 64, each batch in one access to the ``roster``
  /// (``DueEntries/decideNext(in:state:version:windowRevisions:everyEntry:)``); only the entries
  /// that hear the state are then visited one by one. Deciding a batch ahead calls no subscriber
  /// (the gates and the screen lookups only read `state`), and an action dispatched by a
  /// subscriber waits until this state is published, so the answers cannot change before the
  /// entries hear it; only a subscription ended meanwhile can, which each entry checks again once
  /// a subscriber was called.
  ///
  /// - Parameters:
  ///   - state: The new state.
  ///   - version: Its version.
  ///   - windowRevisions: The revisions of the lane's window's screens, when known.
  ///   - everyEntry: Whether to notify screen subscriptions whatever their screen did, as after
  ///     a change of the app-wide state.
  /// - Returns: The entries that left the lane, found gone or ended by a subscriber meanwhile,
  ///   with their locators, for the caller to release once its own lists are consistent; `nil`
  ///   when none left.
  @inlinable
  func notifyEntries(
    of state: State, version: Int, windowRevisions: WindowRevisions?, everyEntry: Bool
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
        if entries[index].deliver(state) {
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

  /// Takes the entries that ended out of the lane, and returns them with their locators.
  ///
  /// Nothing taken out is released here: the caller keeps it until its own lists are consistent
  /// again. Releasing an entry or a locator can release what its closures captured or what it
  /// holds, and a `deinit` there may end or add a subscription of this lane, which must find the
  /// lane and its list consistent.
  ///
  /// - Returns: The entries taken out, with their locators.
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

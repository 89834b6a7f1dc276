/// The store's subscribers: those of the whole store, and those watching one window each.
///
/// Subscribers are held weakly; one that has gone away is dropped the next time it would be
/// notified. Each window's subscribers are kept in their own ``SubscriberLane``, so that an
/// action for one window notifies that window's lane and the store-wide lane, and costs nothing
/// for the lanes of other windows.
///
/// When every window hears about an action, store-wide subscribers come first, then each
/// window's subscribers, window by window in the order the windows got their first subscriber.
/// Within a lane, subscribers are notified in the order they subscribed.
@MainActor
@usableFromInline
final class SubscriberList<State> {
  @usableFromInline typealias Entry = SubscriberLane<State>.Entry

  // Taking an entry or a lane out could run a `deinit` of something it held, which may subscribe
  // or unsubscribe in turn; so whatever is taken out is kept until the list is consistent again,
  // at the end of the change, and released only then.
  @usableFromInline let storeWide = SubscriberLane<State>(window: nil)
  // Whether a subscription was ever added to `storeWide`; never reset. Checked on every dispatch
  // before asking the store-wide lane whether it is empty, which reads its roster with a run-time
  // check of exclusive access: a multi-window app whose subscriptions all watch a window never
  // pays for it. Private, with a reader that is not inlined, so that the compiler checks this
  // flag's accesses when compiling.
  private var storeWideLaneWasUsed = false

  @usableFromInline
  var everHadStoreWideSubscriptions: Bool { storeWideLaneWasUsed }
  @usableFromInline var laneByWindow = WindowTable<SubscriberLane<State>>()
  /// Windows with a lane, in the order their lanes were made.
  @usableFromInline var windowOrder: [WindowUUID] = []
  /// Each subscriber's current subscription, and the window it watches, by the subscriber's
  /// identity.
  @usableFromInline var entryByObject: [ObjectIdentifier: Registration] = [:]

  /// A subscriber's current subscription: its entry, and the window whose lane holds it.
  @usableFromInline
  struct Registration {
    /// The subscription's entry.
    @usableFromInline let entry: Entry
    /// The window the subscription watches, or `nil` for the whole store: which lane holds it.
    @usableFromInline let window: WindowUUID?
  }

  /// Makes an empty list.
  init() {}

  /// The number of subscribers that are still alive and subscribed.
  var count: Int {
    laneByWindow.values.reduce(storeWide.liveCount) { $0 + $1.liveCount }
  }

  /// The number of subscribers alive and subscribed to one window.
  ///
  /// Subscriptions to ``WindowUUID/unavailable`` live in the store-wide lane, since they hear
  /// every action; they are counted from the registrations, which know the window each watches,
  /// apart from the store-wide ones.
  func count(in window: WindowUUID) -> Int {
    guard window.isUnavailable else { return laneByWindow[window]?.liveCount ?? 0 }
    return entryByObject.values.count {
      $0.window == window && $0.entry.isActive && $0.entry.subscriber != nil
    }
  }

  /// Adds a subscriber at the end of its lane, replacing its previous subscription if any.
  ///
  /// - Parameters:
  ///   - subscriber: The subscriber, held weakly.
  ///   - window: The window the subscription watches, or `nil` for the whole store.
  ///   - version: The version of the state the subscriber is given as it subscribes; a publish of
  ///     that same version skips it.
  ///   - locateScreen: For a screen subscription, finds its screen in a state.
  ///   - gate: For a screen subscription, its gate, which knows the screen in the state the
  ///     subscriber is given.
  ///   - receive: The input of the subscriber's pipeline.
  /// - Returns: The new entry; it stays active until its subscription ends, which a `deinit`
  ///   run by this very call may already have done.
  @usableFromInline
  @discardableResult
  func add(
    _ subscriber: AnyObject,
    window: WindowUUID?,
    version: Int,
    locateScreen: (any ScreenLocating<State>)?,
    gate: ScreenGate?,
    receive: @escaping (State, consuming AnyObject) -> Void
  ) -> Entry {
    let entry = Entry(subscriber: subscriber, receive: receive)
    let lane = lane(for: window)
    let swept = lane.removeGoneEntries()
    for ended in swept.entries where entryByObject[ended.key]?.entry === ended {
      entryByObject.removeValue(forKey: ended.key)
    }
    lane.append(entry, joinedAtVersion: version, locateScreen: locateScreen, gate: gate)
    // The subscription this one replaces ends after the new one is in place, and is released
    // last: a `deinit` that its release runs finds the list consistent, and a subscription it
    // makes for the same subscriber replaces this one cleanly.
    let replaced = entryByObject.updateValue(
      Registration(entry: entry, window: window), forKey: entry.key)
    var replacedLocator: (any ScreenLocating<State>)?
    if let replaced, let lane = existingLane(for: replaced.window) {
      replacedLocator = lane.remove(replaced.entry)
      dropIfEmpty(lane)
    }
    keepAlive((replaced, replacedLocator, swept))
    return entry
  }

  /// Ends a subscriber's subscription; does nothing when it is not subscribed.
  @usableFromInline
  func remove(_ subscriber: AnyObject) {
    guard let registration = entryByObject.removeValue(forKey: ObjectIdentifier(subscriber)),
      let lane = existingLane(for: registration.window)
    else { return }
    let locator = lane.remove(registration.entry)
    dropIfEmpty(lane)
    // Released only now that the list is consistent; see `add`.
    keepAlive((registration, locator))
  }

  /// The lane of the subscriptions that watch a window, or `nil` when it has none.
  ///
  /// Entries do not refer back to their lane: a weak reference would give every lane a side
  /// table, which makes each retain and release of a lane on the dispatch path take a slower path.
  private func existingLane(for window: WindowUUID?) -> SubscriberLane<State>? {
    guard let window, !window.isUnavailable else { return storeWide }
    return laneByWindow[window]
  }

  /// The lane of the subscriptions that watch a window, found by a dispatch for that window, or
  /// `nil` when it has none.
  @inlinable
  func lane(watching window: WindowUUID) -> SubscriberLane<State>? {
    guard let position = laneByWindow.position(of: window) else { return nil }
    return laneByWindow.values[position]
  }

  /// Ends every subscription watching a window.
  @usableFromInline
  func removeWindow(_ window: WindowUUID) {
    guard let lane = laneByWindow.removeValue(forKey: window) else { return }
    // Released after the roster's arrays are emptied; see `SubscriberLane.removeEndedEntries()`.
    let ended = lane.roster.entries
    let endedLocators = lane.roster.locators
    for entry in ended {
      if entryByObject[entry.key]?.entry === entry {
        entryByObject.removeValue(forKey: entry.key)
      }
      entry.isActive = false
    }
    lane.roster.entries.removeAll()
    lane.roster.marks.removeAll()
    lane.roster.locators.removeAll()
    windowOrder.removeAll { $0 == window }
    keepAlive((lane, ended, endedLocators))
  }

  /// Ends every subscription watching a window that matches `isRemoved`.
  @usableFromInline
  func removeWindows(where isRemoved: (WindowUUID) -> Bool) {
    for window in windowOrder where isRemoved(window) {
      removeWindow(window)
    }
  }

  /// Delivers a state to the store-wide subscribers, then to the lanes of the windows the route
  /// names.
  @inlinable
  func deliver(_ state: State, version: Int, route: WindowRoute) {
    if everHadStoreWideSubscriptions, !storeWide.isEmpty {
      deliver(state, version: version, windowRevisions: nil, everyEntry: true, to: storeWide)
    }
    if let window = route.window {
      guard let lane = lane(watching: window) else { return }
      deliver(
        state, version: version, windowRevisions: route.windowRevisions,
        everyEntry: route.appWideStateChanged, to: lane)
    } else {
      for window in windowOrder {
        guard let lane = laneByWindow[window] else { continue }
        deliver(
          state, version: version, windowRevisions: nil, everyEntry: route.appWideStateChanged,
          to: lane)
      }
    }
  }

  /// Delivers a state to one lane, then removes what ended meanwhile.
  @inlinable
  func deliver(
    _ state: State, version: Int, windowRevisions: WindowRevisions?, everyEntry: Bool,
    to lane: SubscriberLane<State>
  ) {
    guard
      let removed = lane.notifyEntries(
        of: state, version: version, windowRevisions: windowRevisions, everyEntry: everyEntry)
    else { return }
    // Entries that ended during the notification, found gone or unsubscribed, left the lane as
    // it finished: those still registered were found gone, and a window's lane left with none
    // is dropped. What left is released only then.
    for entry in removed.entries where entryByObject[entry.key]?.entry === entry {
      entryByObject.removeValue(forKey: entry.key)
    }
    if lane.isEmpty { dropIfEmpty(lane) }
    keepAlive(removed)
  }

  private func lane(for window: WindowUUID?) -> SubscriberLane<State> {
    guard let window, !window.isUnavailable else {
      storeWideLaneWasUsed = true
      return storeWide
    }
    if let lane = laneByWindow[window] { return lane }
    let lane = SubscriberLane<State>(window: window)
    laneByWindow[window] = lane
    windowOrder.append(window)
    return lane
  }

  /// Removes a window's lane once no subscriber is left in it.
  @usableFromInline
  func dropIfEmpty(_ lane: SubscriberLane<State>) {
    guard lane.isEmpty, let window = lane.window, laneByWindow[window] === lane else { return }
    laneByWindow.removeValue(forKey: window)
    windowOrder.removeAll { $0 == window }
  }
}

/// The store's subscribers, held weakly. Each window's are kept in their own ``SubscriberLane``,
/// so that an action for one window costs nothing for the lanes of other windows.
///
/// Store-wide subscribers hear first; when every window hears an action, each window's lane
/// follows, in the order the windows got their first subscriber. Within a lane, subscribers hear
/// in the order they subscribed.
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
  /// In the order their lanes were made.
  @usableFromInline var windowOrder: [WindowUUID] = []
  @usableFromInline var entryByObject: [ObjectIdentifier: Registration] = [:]
  #if DEBUG
  /// Debug builds only: told of the subscriptions each window's closing ends, when the store
  /// reports lifetime warnings (`Store+LifetimeWarnings.swift`).
  var windowClosingObserver: ((WindowUUID, [SubscriptionRecord]) -> Void)?
  #endif

  /// A subscriber's current subscription, and the window it watches (`nil` for the whole store).
  @usableFromInline
  struct Registration {
    @usableFromInline let entry: Entry
    @usableFromInline let window: WindowUUID?
  }

  init() {}

  var count: Int {
    laneByWindow.values.reduce(storeWide.liveCount) { $0 + $1.liveCount }
  }

  /// Subscriptions to ``WindowUUID/unavailable`` hear every action, so they live in the
  /// store-wide lane; they are counted from the registrations, which know their window.
  func count(in window: WindowUUID) -> Int {
    guard window.isUnavailable else { return laneByWindow[window]?.liveCount ?? 0 }
    return entryByObject.values.count {
      $0.window == window && $0.entry.isActive && $0.entry.subscriber != nil
    }
  }

  /// Adds a subscriber at the end of its lane, replacing its previous subscription. A `deinit`
  /// run by this very call may already have ended the entry it returns.
  @usableFromInline
  @discardableResult
  func add(
    _ subscriber: AnyObject,
    window: WindowUUID?,
    version: Int,
    locateScreen: (any ScreenLocating<State>)?,
    gate: ScreenGate?,
    row: (any RowWatching<State>)?,
    state: State,
    receive: @escaping (State, consuming AnyObject) -> Void
  ) -> Entry {
    let entry = Entry(subscriber: subscriber, receive: receive)
    let lane = lane(for: window)
    var swept = lane.removeGoneEntries()
    if let row {
      let sweptRows = row.join(entry, to: lane, state: state, version: version)
      swept.entries += sweptRows
      swept.locators += sweptRows.map { _ in nil }
    } else {
      lane.append(entry, joinedAtVersion: version, locateScreen: locateScreen, gate: gate)
    }
    for ended in swept.entries where entryByObject[ended.key]?.entry === ended {
      entryByObject.removeValue(forKey: ended.key)
    }
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

  // Entries do not refer back to their lane: a weak reference would give every lane a side table,
  // which makes each retain and release of a lane on the dispatch path take a slower path.
  private func existingLane(for window: WindowUUID?) -> SubscriberLane<State>? {
    guard let window, !window.isUnavailable else { return storeWide }
    return laneByWindow[window]
  }

  @inlinable
  func lane(watching window: WindowUUID) -> SubscriberLane<State>? {
    guard let position = laneByWindow.position(of: window) else { return nil }
    return laneByWindow.values[position]
  }

  @usableFromInline
  func removeWindow(_ window: WindowUUID) {
    guard let lane = laneByWindow.removeValue(forKey: window) else { return }
    // Released after the roster's arrays are emptied; see `SubscriberLane.removeEndedEntries()`.
    var endedRows = SubscriberLane<State>.RemovedEntries()
    for rowLane in lane.rowLanes {
      rowLane.endAll(into: &endedRows)
    }
    lane.rowLanes.removeAll()
    let ended = lane.roster.entries + endedRows.entries
    let endedLocators = lane.roster.locators + endedRows.locators
    #if DEBUG
    reportClosing(of: window, ending: ended, locators: endedLocators)
    #endif
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

  @usableFromInline
  func removeWindows(where isRemoved: (WindowUUID) -> Bool) {
    for window in windowOrder where isRemoved(window) {
      removeWindow(window)
    }
  }

  /// Delivers to the store-wide lane, then to the lanes of the windows the route names, handing
  /// the state to each due entry through `delivery` (``EntryDelivery``).
  @inlinable
  func deliver<Delivery: EntryDelivery<State>>(
    _ state: State, version: Int, route: WindowRoute, delivery: Delivery
  ) {
    if everHadStoreWideSubscriptions, !storeWide.isEmpty {
      deliver(
        state, version: version, windowRevisions: nil, everyEntry: true, to: storeWide,
        delivery: delivery)
    }
    if let window = route.window {
      guard let lane = lane(watching: window) else { return }
      deliver(
        state, version: version, windowRevisions: route.windowRevisions,
        everyEntry: route.appWideStateChanged, to: lane, delivery: delivery)
    } else {
      for window in windowOrder {
        guard let lane = laneByWindow[window] else { continue }
        deliver(
          state, version: version, windowRevisions: nil, everyEntry: route.appWideStateChanged,
          to: lane, delivery: delivery)
      }
    }
  }

  @inlinable
  func deliver<Delivery: EntryDelivery<State>>(
    _ state: State, version: Int, windowRevisions: WindowRevisions?, everyEntry: Bool,
    to lane: SubscriberLane<State>, delivery: Delivery
  ) {
    if let removed = lane.notifyEntries(
      of: state, version: version, windowRevisions: windowRevisions, everyEntry: everyEntry,
      delivery: delivery)
    {
      release(removed, from: lane)
    }
    // Then the lane's subscriptions to rows, by the rows that changed.
    if !lane.rowLanes.isEmpty,
      let removed = lane.notifyRows(of: state, version: version, delivery: delivery)
    {
      release(removed, from: lane)
    }
  }

  @usableFromInline
  func release(_ removed: SubscriberLane<State>.RemovedEntries, from lane: SubscriberLane<State>) {
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

  @usableFromInline
  func dropIfEmpty(_ lane: SubscriberLane<State>) {
    guard lane.isEmpty, let window = lane.window, laneByWindow[window] === lane else { return }
    laneByWindow.removeValue(forKey: window)
    windowOrder.removeAll { $0 == window }
  }
}

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

  // Dynamic exclusivity checks are off for the fields below, which the dispatch path reads on
  // every action. They are safe to skip: the fields are confined to the main actor, and every
  // access is a single read or write that calls no other code, so two accesses never overlap.
  @usableFromInline let storeWide = SubscriberLane<State>(window: nil)
  @exclusivity(unchecked) @usableFromInline var laneByWindow = WindowTable<SubscriberLane<State>>()
  /// Windows with a lane, in the order their lanes were made.
  @exclusivity(unchecked) @usableFromInline var windowOrder: [WindowUUID] = []
  @exclusivity(unchecked) @usableFromInline var entryByObject: [ObjectIdentifier: Entry] = [:]

  /// Makes an empty list.
  init() {}

  /// The number of subscribers that are still alive and subscribed.
  var count: Int {
    laneByWindow.values.reduce(storeWide.liveCount) { $0 + $1.liveCount }
  }

  /// The number of subscribers alive and subscribed to one window.
  ///
  /// Subscriptions to ``WindowUUID/unavailable`` live in the store-wide lane, since they hear
  /// every action; they are counted there, apart from the store-wide ones.
  func count(in window: WindowUUID) -> Int {
    guard window.isUnavailable else { return laneByWindow[window]?.liveCount ?? 0 }
    return storeWide.entries.count {
      $0.isActive && $0.subscriber != nil && $0.window == window
    }
  }

  /// Adds a subscriber at the end of its lane, replacing its previous subscription if any.
  ///
  /// - Parameters:
  ///   - subscriber: The subscriber, held weakly.
  ///   - window: The window the subscription watches, or `nil` for the whole store.
  ///   - version: The version of the state the subscriber is given as it subscribes; a publish of
  ///     that same version skips it.
  ///   - gate: For a screen subscription, what says whether its screen changed.
  ///   - receive: The input of the subscriber's pipeline.
  @usableFromInline
  func add(
    _ subscriber: AnyObject,
    window: WindowUUID?,
    version: Int,
    gate: ScreenGate<State>?,
    receive: @escaping (State, AnyObject) -> Void
  ) {
    remove(subscriber)
    let entry = Entry(
      subscriber: subscriber, window: window, joinedAtVersion: version, gate: gate,
      receive: receive)
    lane(for: window).append(entry)
    entryByObject[entry.key] = entry
  }

  /// Ends a subscriber's subscription; does nothing when it is not subscribed.
  @usableFromInline
  func remove(_ subscriber: AnyObject) {
    guard let entry = entryByObject.removeValue(forKey: ObjectIdentifier(subscriber)),
      let lane = existingLane(for: entry.window)
    else { return }
    lane.remove(entry)
    dropIfEmpty(lane)
  }

  /// The lane of the subscriptions that watch a window, or `nil` when it has none.
  ///
  /// Entries do not refer back to their lane: a weak reference would give every lane a side
  /// table, which makes each retain and release of a lane on the dispatch path take a slower path.
  private func existingLane(for window: WindowUUID?) -> SubscriberLane<State>? {
    guard let window, !window.isUnavailable else { return storeWide }
    return laneByWindow[window]
  }

  /// Ends every subscription watching a window.
  @usableFromInline
  func removeWindow(_ window: WindowUUID) {
    guard let lane = laneByWindow.removeValue(forKey: window) else { return }
    for entry in lane.entries {
      if entryByObject[entry.key] === entry {
        entryByObject.removeValue(forKey: entry.key)
      }
      entry.isActive = false
    }
    lane.entries.removeAll()
    windowOrder.removeAll { $0 == window }
  }

  /// Ends every subscription watching a window that matches `isRemoved`.
  @usableFromInline
  func removeWindows(where isRemoved: (WindowUUID) -> Bool) {
    for window in windowOrder where isRemoved(window) {
      removeWindow(window)
    }
  }

  /// Sends a state to the store-wide subscribers, then to the subscribers of the windows the
  /// route names.
  @inlinable
  func publish(_ state: State, version: Int, route: WindowRoute) {
    if !storeWide.isEmpty {
      publish(state, version: version, windowRevisions: nil, everyEntry: true, to: storeWide)
    }
    switch route.audience {
    case .window(let window):
      guard let position = laneByWindow.position(of: window) else { return }
      publish(
        state, version: version, windowRevisions: route.windowRevisions,
        everyEntry: route.appWideStateChanged, to: laneByWindow.values[position])
    case .everyWindow:
      for window in windowOrder {
        guard let lane = laneByWindow[window] else { continue }
        publish(
          state, version: version, windowRevisions: nil, everyEntry: route.appWideStateChanged,
          to: lane)
      }
    }
  }

  @inlinable
  func publish(
    _ state: State, version: Int, windowRevisions: WindowRevisions?, everyEntry: Bool,
    to lane: SubscriberLane<State>
  ) {
    let gone = lane.publish(
      state, version: version, windowRevisions: windowRevisions, everyEntry: everyEntry)
    guard !gone.isEmpty else { return }
    for entry in gone where entryByObject[entry.key] === entry {
      entryByObject.removeValue(forKey: entry.key)
    }
    dropIfEmpty(lane)
  }

  private func lane(for window: WindowUUID?) -> SubscriberLane<State> {
    guard let window, !window.isUnavailable else { return storeWide }
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

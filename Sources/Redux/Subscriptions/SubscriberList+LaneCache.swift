// The cache of lanes that `laneCache` holds: how a lookup uses it, and how it is made, filled
// and cleared.
extension SubscriberList {
  /// The lane of a window's subscriptions, or `nil` when it has none; remembers it for the next
  /// lookup.
  ///
  /// Inlinable, so that the table lookup is compiled for the app's state type: generic code
  /// would look up the table's type metadata at run time on every miss. Only the accesses to
  /// ``laneCache`` stay in this module.
  @inlinable
  func lane(watching window: WindowUUID) -> SubscriberLane<State>? {
    // Every lane this list holds is a `SubscriberLane<State>`, so the checked cast succeeds.
    if let lane = cachedLane(watching: window) as? SubscriberLane<State> { return lane }
    guard let position = laneByWindow.position(of: window) else { return nil }
    let lane = laneByWindow.values[position]
    cacheLane(lane, watching: window, laneCount: laneByWindow.count)
    return lane
  }

  /// The lane in the cache slot of `window`, if it watches `window`.
  ///
  /// - Parameter window: The window looked up.
  @usableFromInline
  func cachedLane(watching window: WindowUUID) -> WindowLane? {
    guard !laneCache.isEmpty,
      let lane = laneCache[Self.cacheSlot(of: window, slotCount: laneCache.count)],
      lane.window == window
    else { return nil }
    return lane
  }

  /// Puts a window's lane in the window's cache slot, for the next lookup; first makes the cache
  /// anew, empty, when it has no slots or fewer than ``laneCacheSlotsPerLane`` per lane.
  ///
  /// The lane it replaces, if any, stays in ``laneByWindow``, so replacing it releases nothing.
  ///
  /// - Parameters:
  ///   - lane: The window's lane.
  ///   - window: The window.
  ///   - laneCount: The number of lanes in ``laneByWindow``.
  @usableFromInline
  func cacheLane(_ lane: WindowLane, watching window: WindowUUID, laneCount: Int) {
    // Changed in a copy and put back: each access to the stored array is a plain read or write
    // that encloses no call, so the compiler can prove that no two accesses overlap.
    var cache = laneCache
    laneCache = []
    let wanted = Self.laneCacheSlotsPerLane * max(1, laneCount)
    if cache.isEmpty || cache.count < wanted {
      var slotCount = Self.smallestLaneCacheSize
      while slotCount < wanted { slotCount *= 2 }
      cache = Array(repeating: nil, count: slotCount)
    }
    cache[Self.cacheSlot(of: window, slotCount: cache.count)] = lane
    laneCache = cache
  }

  /// The fewest slots the cache of lanes has once a lookup has made it.
  static var smallestLaneCacheSize: Int { 8 }

  /// How many slots of the cache of lanes a lane has, at least, when the cache is made.
  ///
  /// With actions for random windows, a lookup finds its slot taken by another window about
  /// 26% of the time at two slots per lane, and 11% at four (256 windows, `redux-bench`); a
  /// slot is 8 bytes.
  static var laneCacheSlotsPerLane: Int { 4 }

  /// The slot of a window in a cache of `slotCount` slots: where a `WindowTable` of as many
  /// slots starts its search for the window.
  ///
  /// - Parameters:
  ///   - window: The window.
  ///   - slotCount: The number of slots in the cache, a power of two.
  static func cacheSlot(of window: WindowUUID, slotCount: Int) -> Int {
    assert(slotCount > 0 && slotCount.nonzeroBitCount == 1, "A cache has 2ⁿ slots.")
    return WindowTable<WindowLane>.homeSlot(of: window.words, slotCount: slotCount)
  }

  /// Clears a window's cache slot if it holds the window's lane, before that lane leaves the
  /// table; the other windows' cached lanes stay.
  ///
  /// The lane is still in ``laneByWindow``, so clearing the slot releases nothing for good.
  ///
  /// - Parameter window: The window whose lane leaves the table.
  @usableFromInline
  func forgetCachedLane(watching window: WindowUUID) {
    guard !laneCache.isEmpty else { return }
    let slot = Self.cacheSlot(of: window, slotCount: laneCache.count)
    guard laneCache[slot]?.window == window else { return }
    // Changed in a copy and put back, as in `cacheLane`.
    var cache = laneCache
    laneCache = []
    cache[slot] = nil
    laneCache = cache
  }
}

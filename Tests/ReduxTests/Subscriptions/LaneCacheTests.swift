import ReduxTestSupport
import Testing

@testable import Redux

/// A subscriber of these tests.
private final class Listener {}

/// A subscriber list finds a window's lane in a cache, one lane per slot, before its table of
/// lanes: whatever the cache holds, a lookup finds the window's current lane, or none.
@MainActor
@Suite("Lane cache: a lookup finds the window's current lane")
struct LaneCacheTests {
  /// The fewest slots a cache has.
  static var smallestCacheSize: Int { SubscriberList<Int>.smallestLaneCacheSize }

  /// Two windows whose hashes fall in the same slot of the smallest cache.
  static func windowsSharingACacheSlot() -> (WindowUUID, WindowUUID) {
    var random = SplitMix64(seed: 18)
    let first = WindowUUID(high: random.next(), low: random.next())
    let slot = SubscriberList<Int>.cacheSlot(of: first, slotCount: smallestCacheSize)
    while true {
      let second = WindowUUID(high: random.next(), low: random.next())
      if second != first,
        SubscriberList<Int>.cacheSlot(of: second, slotCount: smallestCacheSize) == slot
      {
        return (first, second)
      }
    }
  }

  /// Two windows whose hashes fall in different slots of the smallest cache.
  static func windowsInDifferentCacheSlots() -> [WindowUUID] {
    var random = SplitMix64(seed: 3)
    let first = WindowUUID(high: random.next(), low: random.next())
    let slot = SubscriberList<Int>.cacheSlot(of: first, slotCount: smallestCacheSize)
    while true {
      let second = WindowUUID(high: random.next(), low: random.next())
      if SubscriberList<Int>.cacheSlot(of: second, slotCount: smallestCacheSize) != slot {
        return [first, second]
      }
    }
  }

  /// Subscribes `subscriber` to `window`, recording what it hears in `heard` under `name`.
  @discardableResult
  fileprivate func subscribe(
    _ subscriber: Listener, to window: WindowUUID, in list: SubscriberList<Int>,
    heard: EventLog? = nil, name: String = ""
  ) -> SubscriberList<Int>.Entry {
    list.add(
      subscriber, window: window, version: 0, locateScreen: nil, gate: nil,
      receive: { value, _ in heard?.record("\(name) heard \(value)") })
  }

  @Test func windowsSharingACacheSlotEachFindTheirOwnLane() {
    let (first, second) = Self.windowsSharingACacheSlot()
    let list = SubscriberList<Int>()
    let listeners = [Listener(), Listener()]
    subscribe(listeners[0], to: first, in: list)
    subscribe(listeners[1], to: second, in: list)
    for _ in 0..<3 {
      #expect(list.lane(watching: first) === list.laneByWindow[first])
      #expect(list.lane(watching: second) === list.laneByWindow[second])
    }
    #expect(list.laneCache.count == Self.smallestCacheSize)
  }

  @Test func aLookupFindsEachWindowsLaneInTheCache() {
    let windows = Self.windowsInDifferentCacheSlots()
    let list = SubscriberList<Int>()
    let listeners = [Listener(), Listener()]
    for (listener, window) in zip(listeners, windows) {
      subscribe(listener, to: window, in: list)
    }
    #expect(list.cachedLane(watching: windows[0]) == nil)
    _ = list.lane(watching: windows[0])
    _ = list.lane(watching: windows[1])
    // Both stay in the cache, where the one-entry memory it replaced kept only the last.
    #expect(list.cachedLane(watching: windows[0]) === list.laneByWindow[windows[0]])
    #expect(list.cachedLane(watching: windows[1]) === list.laneByWindow[windows[1]])
  }

  @Test func aLaneLeavingClearsOnlyItsOwnSlot() {
    let windows = Self.windowsInDifferentCacheSlots()
    let list = SubscriberList<Int>()
    let leaving = Listener()
    let staying = Listener()
    subscribe(leaving, to: windows[0], in: list)
    subscribe(staying, to: windows[1], in: list)
    _ = list.lane(watching: windows[0])
    _ = list.lane(watching: windows[1])
    list.remove(leaving)
    #expect(list.cachedLane(watching: windows[0]) == nil)
    #expect(list.cachedLane(watching: windows[1]) === list.laneByWindow[windows[1]])
    list.removeWindow(windows[1])
    #expect(list.cachedLane(watching: windows[1]) == nil)
    #expect(list.laneCache.allSatisfy { $0 == nil })
  }

  @Test func windowsAddedOneByOneAreFoundAsTheCacheGrows() {
    var random = SplitMix64(seed: 9)
    let list = SubscriberList<Int>()
    var windows: [WindowUUID] = []
    var listeners: [Listener] = []
    var sizes: Set<Int> = []
    for _ in 0..<40 {
      let window = WindowUUID(high: random.next(), low: random.next())
      let listener = Listener()
      subscribe(listener, to: window, in: list)
      windows.append(window)
      listeners.append(listener)
      for window in windows {
        #expect(list.lane(watching: window) === list.laneByWindow[window])
      }
      // A lookup that missed made the cache anew when the lanes had outgrown it.
      #expect(list.laneCache.count >= SubscriberList<Int>.laneCacheSlotsPerLane * windows.count)
      sizes.insert(list.laneCache.count)
    }
    // Four slots per lane: 8 up to 2 lanes, 16 up to 4, ..., 256 from 33 to 40.
    #expect(sizes == [8, 16, 32, 64, 128, 256])
  }

  @Test func aDeinitRunByRemovingAWindowMayMakeALaneInTheSameSlot() {
    let (first, second) = Self.windowsSharingACacheSlot()
    let list = SubscriberList<Int>()
    let leaving = Listener()
    let newcomer = Listener()
    let heard = EventLog()
    do {
      // Released with the first window's subscription, once the list is consistent again.
      let hook = DeinitHook {
        list.add(
          newcomer, window: second, version: 0, locateScreen: nil, gate: nil,
          receive: { value, _ in heard.record("newcomer heard \(value)") })
        _ = list.lane(watching: second)
      }
      list.add(
        leaving, window: first, version: 0, locateScreen: nil, gate: nil,
        receive: { _, _ in _ = hook })
    }
    #expect(list.lane(watching: first) === list.laneByWindow[first])
    list.removeWindow(first)
    #expect(list.lane(watching: first) == nil)
    #expect(list.lane(watching: second) === list.laneByWindow[second])
    #expect(list.count(in: second) == 1)
    list.publish(
      1, version: 1,
      route: WindowRoute(
        audience: .window(second), appWideStateChanged: false, windowRevisions: nil,
        windowsClosed: false))
    #expect(heard.take() == ["newcomer heard 1"])
  }

  @Test func aLaneDroppedAndMadeAnewIsFoundAnew() {
    let window = WindowUUID()
    let list = SubscriberList<Int>()
    let leaving = Listener()
    let newcomer = Listener()
    let heard = EventLog()
    subscribe(leaving, to: window, in: list)
    let dropped = list.lane(watching: window)
    #expect(dropped != nil)
    // The window's last subscriber leaves, and its lane with it.
    list.remove(leaving)
    #expect(list.laneByWindow[window] == nil)
    #expect(list.lane(watching: window) == nil)
    subscribe(newcomer, to: window, in: list, heard: heard, name: "newcomer")
    let found = list.lane(watching: window)
    #expect(found != nil)
    #expect(found !== dropped)
    #expect(found === list.laneByWindow[window])
    list.publish(
      1, version: 1,
      route: WindowRoute(
        audience: .window(window), appWideStateChanged: false, windowRevisions: nil,
        windowsClosed: false))
    #expect(heard.take() == ["newcomer heard 1"])
  }

  @Test func aRemovedWindowsLaneIsNotFound() {
    let window = WindowUUID()
    let list = SubscriberList<Int>()
    let listener = Listener()
    subscribe(listener, to: window, in: list)
    #expect(list.lane(watching: window) != nil)
    list.removeWindow(window)
    #expect(list.lane(watching: window) == nil)
    #expect(list.laneCache.allSatisfy { $0 == nil })
  }

  @Test func manyWindowsEachFindTheirLaneInAnyOrder() {
    var random = SplitMix64(seed: 7)
    let windows = (0..<100).map { _ in WindowUUID(high: random.next(), low: random.next()) }
    let list = SubscriberList<Int>()
    let listeners = windows.map { _ in Listener() }
    for (listener, window) in zip(listeners, windows) {
      subscribe(listener, to: window, in: list)
    }
    for _ in 0..<500 {
      let window = windows[Int(random.next() % UInt64(windows.count))]
      #expect(list.lane(watching: window) === list.laneByWindow[window])
    }
    #expect(list.lane(watching: WindowUUID()) == nil)
    // At least four slots a lane, a power of two.
    #expect(list.laneCache.count >= SubscriberList<Int>.laneCacheSlotsPerLane * windows.count)
    #expect(list.laneCache.count.nonzeroBitCount == 1)
  }

  @Test func actionsForWindowsSharingACacheSlotReachOnlyTheirWindow() {
    let (first, second) = Self.windowsSharingACacheSlot()
    let store = Store(state: CounterState(), reducer: CounterState.reducer)
    let subscribers = [RecordingSubscriber<Int>(), RecordingSubscriber<Int>()]
    for (subscriber, window) in zip(subscribers, [first, second]) {
      store.subscribe(subscriber, to: .window(window)) { $0.select { $0.count } }
    }
    for _ in 0..<3 {
      store.dispatch(counterAction(.increment, window: first))
      store.dispatch(counterAction(.increment, window: second))
    }
    #expect(subscribers[0].received == [0, 1, 3, 5])
    #expect(subscribers[1].received == [0, 2, 4, 6])
  }
}

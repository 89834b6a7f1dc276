import Redux
import Testing

@testable import ReduxBench

/// The benchmark's floors, and the app code run alone, do exactly the work the store does, call
/// for call: otherwise the ratios the targets judge would compare different work. Counts only,
/// never timings.
@MainActor
@Suite("redux-bench: floors")
struct BenchFloorTests {
  private func script(windows: Int, length: Int = 300) -> ActionScript {
    ActionScript(windows: (0..<windows).map { _ in WindowUUID() }, length: length, seed: 7)
  }

  @Test(arguments: [1, 3, 16])
  func theFloorsCallEachScreensSubscriberAsOftenAsTheStoreWithItsStates(windows: Int) {
    let script = script(windows: windows)
    let store = StoreMultiWindowSubject(script: script)
    let floor = FloorSubject(script: script)
    let floorUUID = FloorUUIDSubject(script: script)
    let appCode = AppCodeSubject(script: script)
    let subjects: [any ScreenProbing] = [store, floor, floorUUID, appCode]
    for subject in subjects {
      subject.resetNotificationCount()
      // Twice the script: the floors' precomputed actions wrap around as the store's script does.
      subject.dispatchNext(600)
    }
    let expected = store.probes.map(\.received)
    // Every action changes at least its own screen.
    #expect(expected.reduce(0, +) >= 600)
    #expect(store.probes.count == windows * 5)
    #expect(floor.probes.map(\.received) == expected)
    #expect(floorUUID.probes.map(\.received) == expected)
    #expect(appCode.probes.map(\.received) == expected)
    #expect(floor.notificationCount == store.notificationCount)
    #expect(floorUUID.notificationCount == store.notificationCount)
    // And each screen's subscriber that was called was last given the same state. (A screen the
    // actions never changed still shows, in the store, the state it got when it subscribed.)
    for (index, probe) in store.probes.enumerated() where probe.received > 0 {
      #expect(floor.probes[index].shown == probe.shown)
      #expect(floorUUID.probes[index].shown == probe.shown)
      #expect(appCode.probes[index].shown == probe.shown)
    }
  }

  @Test func theCheckBeforeTimingAcceptsTheFloors() throws {
    let script = script(windows: 4)
    try SubscriberCallCheck.verify(
      store: StoreMultiWindowSubject(script: script),
      others: [
        ("floor", FloorSubject(script: script)), ("floor-uuid", FloorUUIDSubject(script: script)),
        ("app-code", AppCodeSubject(script: script)),
      ],
      windows: 4, dispatches: 500)
  }

  @Test func theCheckBeforeTimingRejectsAFloorThatDiffersWithAClearError() throws {
    let script = script(windows: 2)
    let late = FloorUUIDSubject(script: script)
    // One action ahead of the store: the same kind of work, but not the same calls.
    late.dispatchNext(1)
    let error = try #require(
      throws: BenchError.self,
      performing: {
        try SubscriberCallCheck.verify(
          store: StoreMultiWindowSubject(script: script), others: [("floor-uuid", late)],
          windows: 2, dispatches: 100)
      })
    #expect(
      error.message.hasPrefix(
        "error: bench: floor-uuid does not make the store's subscriber calls at 2 windows over "
          + "the same 100 actions: "))
  }

  @Test func aDifferentNumberOfCallsIsNamedWithTheScreen() {
    let state = BenchPanelState(windowUUID: WindowUUID(), screen: .inbox, taps: 1)
    let expected: [[BenchPanelState?]] = [[], [], [state], [], [], [], [], [state], [], []]
    var calls = expected
    calls[7] = []
    #expect(SubscriberCallCheck.difference(expected, from: expected) == nil)
    #expect(
      SubscriberCallCheck.difference(calls, from: expected)
        == "the window 1, inbox screen received 0 states where the store's received 1 "
        + "(1 calls in all where the store made 2)")
  }

  @Test func theKeyedFloorCallsExactlyTheStoresListeners() {
    let store = KeyedStatesSubject(keys: 50, listenersPerKey: 10, seed: 3)
    let floor = KeyedFloorSubject(keys: 50, listenersPerKey: 10, seed: 3)
    store.dispatchNext(1_000)
    floor.dispatchNext(1_000)
    #expect(store.notificationCount == 10_000)
    #expect(floor.callsByKey == store.callsByKey)
    #expect(floor.bumpsByKey == store.bumpsByKey)
    #expect(floor.onlyChangedKeyListenersCalled)
  }

  @Test func allocationsAreCountedExactlyOrNotAtAll() {
    switch DispatchAllocationCount(dispatches: 256, seed: 1).run() {
    case .success(let counts):
      // The floor allocates nothing; the store's loop makes one action object per dispatch,
      // which the count must see.
      #expect(counts.floorUUIDAt64Windows == 0)
      #expect(counts.storeAt1Window >= 1 && counts.storeAt64Windows >= 1)
    case .failure(let unavailable):
      #expect(!unavailable.reason.isEmpty)
    }
  }
}

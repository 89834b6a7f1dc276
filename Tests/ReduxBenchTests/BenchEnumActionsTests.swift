import Redux
import Testing

@testable import ReduxBench

/// The enum-action workload does the class-action workload's work, call for call, so that the
/// two compare the ways of dispatching and reducing and nothing else; and its allocations are
/// what Performance.md says they are. Counts only, never timings.
@MainActor
@Suite("redux-bench: enum actions")
struct BenchEnumActionsTests {
  private func script(windows: Int, length: Int = 300) -> ActionScript {
    ActionScript(windows: (0..<windows).map { _ in WindowUUID() }, length: length, seed: 7)
  }

  @Test(arguments: [1, 3, 16])
  func theEnumActionStoreCallsEachScreensSubscriberAsTheClassActionStoreDoes(windows: Int) {
    let script = script(windows: windows)
    let classStore = StoreMultiWindowSubject(script: script)
    let enumStore = EnumStoreMultiWindowSubject(script: script)
    for subject in [classStore, enumStore] as [any ScreenProbing] {
      subject.resetNotificationCount()
      // Twice the script, so that the stream wraps around in both.
      subject.dispatchNext(600)
    }
    #expect(classStore.notificationCount >= 600)
    #expect(enumStore.notificationCount == classStore.notificationCount)
    #expect(enumStore.probes.map(\.received) == classStore.probes.map(\.received))
    #expect(enumStore.probes.map(\.shown) == classStore.probes.map(\.shown))
  }

  @Test func theCheckBeforeTimingAcceptsTheEnumActionStore() throws {
    let script = script(windows: 4)
    try SubscriberCallCheck.verify(
      store: StoreMultiWindowSubject(script: script),
      others: [("the enum-action store", EnumStoreMultiWindowSubject(script: script))],
      windows: 4, dispatches: 500)
  }

  @Test func theWorkloadRowsPairTheTwoStoresWithEqualNotifications() throws {
    let timer = DispatchTimer(repetitions: 2, repetitionNanoseconds: 200_000, maximumBatch: 50)
    let rows = try EnumActionsWorkload(
      windowCounts: [2, 5], scriptLength: 128, seed: 3, timer: timer
    ).run()
    #expect(rows.map(\.workload) == Array(repeating: "enum", count: 4))
    #expect(rows.map(\.windows) == [2, 2, 5, 5])
    #expect(rows.map(\.implementation) == ["store", "baseline", "store", "baseline"])
    for pair in [rows[0...1], rows[2...3]] {
      #expect(pair.first?.notificationsPerDispatch == pair.last?.notificationsPerDispatch)
      #expect(pair.allSatisfy { $0.notificationsPerDispatch >= 1 && $0.screensPerWindow == 5 })
    }
    // The enum-action store is compared with the class-action store; the latter with nothing.
    #expect(rows[0].speedupOverBaseline != nil && rows[1].speedupOverBaseline == nil)
  }

  @Test func enumActionDispatchesAreCountedAsTheClassActionStoresAre() {
    let count = DispatchAllocationCount(dispatches: 256, seed: 1)
    switch count.perDispatch([
      (1, EnumStoreMultiWindowSubject.init), (64, EnumStoreMultiWindowSubject.init),
      (64, FloorUUIDSubject.init),
    ]) {
    case .success(let counts):
      // Each enum dispatch makes its Action object, which the count must see; the floor
      // allocates nothing.
      #expect(counts[0] >= 1 && counts[1] >= 1)
      #expect(counts[2] == 0)
    case .failure(let unavailable):
      #expect(!unavailable.reason.isEmpty)
    }
  }

  /// The reason for what an enum dispatch allocates beyond the `Action` object: an enum whose
  /// value does not fit an existential's inline buffer (three words) is boxed on the heap when
  /// it becomes the action's `any ActionType`.
  @Test func aPayloadAboveThreeWordsCostsOneMoreAllocationPerDispatch() throws {
    #expect(MemoryLayout<ThreeWordAction>.size == 24)
    #expect(MemoryLayout<FourWordAction>.size == 32)
    // A second case needs a tag byte where the payload has no spare bits: 25 bytes, boxed too.
    #expect(MemoryLayout<TaggedThreeWordAction>.size == 25)
    let counter: MallocCallCounter
    do throws(MallocCallCounter.Unavailable) {
      counter = try MallocCallCounter()
    } catch {
      #expect(!error.reason.isEmpty)
      return
    }
    let script = script(windows: 1)
    let subject = EnumStoreMultiWindowSubject(script: script)
    let window = script.windows[0]
    // Actions no reducer handles, so that each dispatch does the same work whatever its payload.
    func allocationsPerDispatch(_ action: any ModernAction) throws -> Double {
      let dispatches = 200
      // Warmed up first, as every count is.
      for _ in 0..<dispatches { subject.store.dispatch(action, forWindowUUID: window) }
      let before = try #require(counter.count())
      for _ in 0..<dispatches { subject.store.dispatch(action, forWindowUUID: window) }
      let after = try #require(counter.count())
      return Double(after - before) / Double(dispatches)
    }
    let noPayload = try allocationsPerDispatch(NoPayloadAction.ping)
    let threeWords = try allocationsPerDispatch(ThreeWordAction.load(1, 2, 3))
    let fourWords = try allocationsPerDispatch(FourWordAction.load(1, 2, 3, 4))
    let taggedThreeWords = try allocationsPerDispatch(TaggedThreeWordAction.load(1, 2, 3))
    let counts = "\(noPayload), \(threeWords), \(fourWords), \(taggedThreeWords)"
    #expect(noPayload >= 1)
    // Within a tenth: a debug build's store makes a few allocations now and then, as its
    // buffers grow, besides those of every dispatch.
    #expect(abs(threeWords - noPayload) < 0.1, "\(counts)")
    #expect(abs(fourWords - noPayload - 1) < 0.1, "\(counts)")
    #expect(abs(taggedThreeWords - noPayload - 1) < 0.1, "\(counts)")
  }
}

/// An enum action with no payload.
private enum NoPayloadAction: ModernAction {
  case ping
}

/// An enum action whose payload fills an existential's inline buffer exactly.
private enum ThreeWordAction: ModernAction {
  case load(Int, Int, Int)
}

/// An enum action whose payload is a word too large for an existential's inline buffer.
private enum FourWordAction: ModernAction {
  case load(Int, Int, Int, Int)
}

/// An enum action with the three-word payload and a second case.
private enum TaggedThreeWordAction: ModernAction {
  case load(Int, Int, Int)
  case reset
}

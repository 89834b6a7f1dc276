import Redux
import Testing

@testable import ReduxTesting

// MARK: - Fixtures

private enum LedgerActionType: ActionType {
  case record
}

private struct Ledger: StateType {
  var entries = 0

  static func defaultState(from state: Ledger) -> Ledger { state }

  static let reducer: Reducer<Ledger> = { state, action in
    var next = state
    if case LedgerActionType.record = action.actionType {
      next.entries += 1
    }
    return next
  }
}

/// The global store of a legacy app, declared as the wiki's app does but as a `var` of the
/// protocol type so that a test can swap it.
///
/// Only ``GlobalStoreSwapTests`` uses it, and that suite is serialized: no two tests ever see
/// it at the same time.
@MainActor private var legacyStore: any DefaultDispatchStore<Ledger> = Store(
  state: Ledger(), reducer: Ledger.reducer)

/// A global that is not an object, to check that swapping it raises no identity failure.
@MainActor private var legacyEntryLimit = 10

/// A screen that reads the global store instead of being handed one.
@MainActor
private final class LegacyLedgerScreen {
  func recordTapped() {
    legacyStore.dispatch(Action(windowUUID: .unavailable, actionType: LedgerActionType.record))
  }
}

private struct ExpectedError: Error {}

// MARK: - Tests

@MainActor
@Suite("GlobalStoreSwap", .serialized)
struct GlobalStoreSwapTests {
  @Test func installsTheTestStoreAndResetPutsTheOriginalBack() {
    let original = legacyStore
    let mock = MockStore(state: Ledger())
    let swap = GlobalStoreSwap(installing: mock, get: { legacyStore }, set: { legacyStore = $0 })
    #expect(legacyStore === mock)
    #expect(swap.original === original)
    #expect(swap.installed === mock)
    #expect(!swap.isReset)

    LegacyLedgerScreen().recordTapped()
    #expect(mock.dispatchedActions.count == 1)
    #expect(original.state.entries == 0)

    let messages = FailureReporter.capturing { swap.reset() }
    #expect(messages.isEmpty)
    #expect(swap.isReset)
    #expect(legacyStore === original)
  }

  @Test func resettingTwiceLeavesTheGlobalAlone() {
    let original = legacyStore
    let first = GlobalStoreSwap(
      installing: MockStore(state: Ledger()), get: { legacyStore }, set: { legacyStore = $0 })
    first.reset()
    let second = GlobalStoreSwap(
      installing: MockStore(state: Ledger()), get: { legacyStore }, set: { legacyStore = $0 })
    let messages = FailureReporter.capturing { first.reset() }
    #expect(messages.isEmpty)
    #expect(legacyStore === second.installed)
    second.reset()
    #expect(legacyStore === original)
  }

  @Test func aRecorderSubscribesToTheSwappedGlobalStore() {
    let store = Store(state: Ledger(), reducer: Ledger.reducer)
    let swap = GlobalStoreSwap(installing: store, get: { legacyStore }, set: { legacyStore = $0 })
    defer { swap.reset() }
    let recorder = StateRecorder(legacyStore) { $0.select(\.entries) }
    LegacyLedgerScreen().recordTapped()
    recorder.expectNewValues([0, 1])
    recorder.stop()
  }

  @Test func withGlobalStoreReplacesTheGlobalForTheClosureOnly() {
    let original = legacyStore
    let mock = MockStore(state: Ledger())
    let installed = withGlobalStore(
      replacedBy: mock, get: { legacyStore }, set: { legacyStore = $0 }
    ) {
      LegacyLedgerScreen().recordTapped()
      return legacyStore
    }
    #expect(installed === mock)
    #expect(mock.dispatchedActions.count == 1)
    #expect(legacyStore === original)
  }

  @Test func withGlobalStorePutsTheOriginalBackWhenTheClosureThrows() {
    let original = legacyStore
    #expect(throws: ExpectedError.self) {
      try withGlobalStore(
        replacedBy: MockStore(state: Ledger()), get: { legacyStore }, set: { legacyStore = $0 }
      ) {
        throw ExpectedError()
      }
    }
    #expect(legacyStore === original)
  }

  @Test func withGlobalStoreKeepsTheTestStoreAcrossSuspensions() async {
    let original = legacyStore
    let mock = MockStore(state: Ledger())
    await withGlobalStore(replacedBy: mock, get: { legacyStore }, set: { legacyStore = $0 }) {
      await Task.yield()
      LegacyLedgerScreen().recordTapped()
    }
    #expect(mock.dispatchedActions.count == 1)
    #expect(legacyStore === original)
  }

  @Test func resetReportsThatSomethingElseReplacedTheGlobal() {
    let original = legacyStore
    let swap = GlobalStoreSwap(
      installing: MockStore(state: Ledger()), get: { legacyStore }, set: { legacyStore = $0 })
    legacyStore = MockStore(state: Ledger())
    let messages = FailureReporter.capturing { swap.reset() }
    #expect(
      messages == [
        "The global store no longer holds the test's store: something else assigned it while the"
          + " test ran, such as another test swapping it in parallel. Run every suite that swaps"
          + " the global store with the .serialized trait, or inject the store instead."
      ])
    #expect(legacyStore === original)
  }

  @Test func releasingASwapWithoutResetIsReportedWhereItWasMade() {
    let original = legacyStore
    let collector = FailureCollector()
    let line: UInt = #line + 2
    FailureReporter.$collector.withValue(collector) {
      _ = GlobalStoreSwap(
        installing: MockStore(state: Ledger()), get: { legacyStore }, set: { legacyStore = $0 })
    }
    legacyStore = original
    #expect(
      collector.messages == [
        "A GlobalStoreSwap was released without reset(): the global store still holds the test's"
          + " store, and the tests that follow will use it. Call reset() when the test ends, for"
          + " example with defer { swap.reset() }, or use withGlobalStore(replacedBy:get:set:)."
      ])
    #expect(collector.sites.map(\.line) == [line])
  }

  @Test func aGlobalThatIsNotAnObjectIsSwappedWithoutAnIdentityCheck() {
    let swap = GlobalStoreSwap(
      installing: 3, get: { legacyEntryLimit }, set: { legacyEntryLimit = $0 })
    #expect(legacyEntryLimit == 3)
    legacyEntryLimit = 4
    let messages = FailureReporter.capturing { swap.reset() }
    #expect(messages.isEmpty)
    #expect(legacyEntryLimit == 10)
  }
}

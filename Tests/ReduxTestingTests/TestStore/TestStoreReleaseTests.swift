import Redux
import Testing

@testable import ReduxTesting

/// A test store released without `finish()` reports, at the line that made it, the actions the
/// test never received.
@MainActor
@Suite("TestStore: released unfinished")
struct TestStoreReleaseTests {
  /// Runs `body`, in which a store is made and released, and returns the failures it reported.
  private func failures(_ body: () -> Void) -> FailureCollector {
    let collector = FailureCollector()
    FailureReporter.$collector.withValue(collector) { body() }
    return collector
  }

  @Test func aStoreReleasedWithActionsNeverReceivedReportsThemWhereItWasMade() {
    var madeAtLine: UInt = 0
    let collector = failures {
      madeAtLine = #line + 1
      let store = TestStore(state: ShoppingState(), reducer: ShoppingState.reducer)
      store.dispatch(Action.saved(3))
      store.dispatch(Action.clear())
    }
    #expect(
      collector.messages == [
        """
        The test store was released while 2 dispatched actions were never received:
          1. Action(ShoppingActionType.saved(count: 3), window: 1A2B3C4D)
          2. Action(ShoppingActionType.clear, window: 1A2B3C4D)
        Receive them with `receive`, skip them with `skipReceivedActions()`, or set \
        `exhaustivity = .off`.
        End the test with store.finish() to check this where the test ends.
        """
      ])
    #expect(collector.sites.map(\.line) == [madeAtLine])
    #expect(
      collector.sites.map { "\($0.fileID)" } == ["ReduxTestingTests/TestStoreReleaseTests.swift"])
  }

  @Test func aFinishedStoreReportsNothingWhenReleased() {
    let collector = failures {
      let store = TestStore(state: ShoppingState(), reducer: ShoppingState.reducer)
      store.dispatch(Action.saved(3))
      _ = FailureReporter.capturing { store.finish() }
    }
    #expect(collector.messages.isEmpty)
  }

  @Test func aStoreWithNothingWaitingOrNotExhaustiveReportsNothingWhenReleased() {
    let collector = failures {
      let checked = TestStore(state: ShoppingState(), reducer: ShoppingState.reducer)
      checked.send(.add("Milk")) {
        $0.items = ["Milk"]
        $0.lastAdded = "Milk"
      }
      let loose = TestStore(
        state: ShoppingState(), reducer: ShoppingState.reducer, exhaustivity: .off)
      loose.dispatch(Action.saved(1))
    }
    #expect(collector.messages.isEmpty)
  }

  /// Found by a review: `finish()` with `.off` marked the waiting actions as checked, so a store
  /// made exhaustive again was released without a word about them.
  @Test func aFinishWithoutExhaustivityLeavesTheWaitingActionsToTheReleaseCheck() {
    let collector = failures {
      let store = TestStore(
        state: ShoppingState(), reducer: ShoppingState.reducer, exhaustivity: .off)
      store.dispatch(Action.saved(3))
      let atFinish = FailureReporter.capturing { store.finish() }
      #expect(atFinish.isEmpty)
      #expect(store.pendingActions.count == 1, "the action stays waiting")
      store.exhaustivity = .on
    }
    #expect(collector.messages.count == 1)
    #expect(collector.messages.first?.contains("saved(count: 3)") == true)
  }

  @Test func actionsDispatchedAfterFinishAreReportedWhenTheStoreIsReleased() {
    let collector = failures {
      let store = TestStore(state: ShoppingState(), reducer: ShoppingState.reducer)
      store.dispatch(Action.clear())
      _ = FailureReporter.capturing { store.finish() }
      store.dispatch(Action.saved(3))
    }
    // The action that finish() reported is not reported twice; the later one is.
    #expect(collector.messages.count == 1)
    #expect(collector.messages.first?.contains("saved(count: 3)") == true)
    #expect(collector.messages.first?.contains("ShoppingActionType.clear") == false)
  }
}

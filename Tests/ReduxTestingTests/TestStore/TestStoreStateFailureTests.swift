import Redux
import Testing

@testable import ReduxTesting

private enum ChecklistError: Error {
  case notReady
}

@MainActor
@Suite("TestStore failure messages: state checks")
struct TestStoreStateFailureTests {
  @Test func anExhaustiveSendWithAWrongExpectationShowsTheFieldByFieldDifference() {
    let store = makeShoppingStore()
    let failures = FailureReporter.capturing {
      store.send(.add("Milk")) { $0.items = ["Bread"] }
    }
    #expect(
      failures == [
        """
        State after Action(ShoppingActionType.add(title: "Milk"), window: 1A2B3C4D) is not the \
        expected one (− expected, + actual):
        −−− expected
        +++ actual
          items:
        −   [0]: "Bread"
        +   [0]: "Milk"
        − lastAdded: nil
        + lastAdded: "Milk"
          … (3 unchanged)
        """
      ])
    // The test goes on from the actual state.
    #expect(store.state.items == ["Milk"])
    // The save that follows the add is another test's business.
    store.skipReceivedActions()
  }

  @Test func anExhaustiveSendWithoutClosureExpectsNoChange() {
    let store = TestStore(state: ShoppingState(items: ["Milk"]), reducer: ShoppingState.reducer)
    let failures = FailureReporter.capturing {
      store.send(.clear(in: otherShoppingWindow))
    }
    #expect(
      failures == [
        """
        State after Action(ShoppingActionType.clear, window: 5E6F7A8B) is not the expected one \
        (− expected, + actual):
        −−− expected
        +++ actual
          items:
        −   [0]: "Milk"
          … (4 unchanged)
        No assert closure was given, so the action was expected not to change the state.
        """
      ])
  }

  @Test func aReceivedActionIsCheckedTheSameWay() {
    let store = makeShoppingStore()
    store.send(.add("Milk")) {
      $0.items = ["Milk"]
      $0.lastAdded = "Milk"
    }
    let failures = FailureReporter.capturing {
      store.receive(ShoppingActionType.saved(count: 1)) { $0.savedCount = 2 }
    }
    #expect(
      failures == [
        """
        State after Action(ShoppingActionType.saved(count: 1), window: 1A2B3C4D) is not the \
        expected one (− expected, + actual):
        −−− expected
        +++ actual
          … (2 unchanged)
        − savedCount: 2
        + savedCount: 1
          … (2 unchanged)
        """
      ])
  }

  @Test func aNonExhaustiveSendReportsOnlyTheAssertedFieldsThatDiffer() {
    let store = makeShoppingStore(exhaustivity: .off)
    let failures = FailureReporter.capturing {
      // `lastAdded` is right and `items` wrong; `savedCount` is not asserted.
      store.send(.add("Milk")) {
        $0.items = ["Bread"]
        $0.lastAdded = "Milk"
      }
    }
    #expect(
      failures == [
        """
        State after Action(ShoppingActionType.add(title: "Milk"), window: 1A2B3C4D) does not \
        have the asserted values (− expected, + actual):
        −−− expected
        +++ actual
          items:
        −   [0]: "Bread"
        +   [0]: "Milk"
          … (4 unchanged)
        """
      ])
  }

  @Test func anAssertClosureThatThrowsIsReported() {
    let store = TestStore(state: ShoppingState(), reducer: ShoppingState.reducer)
    let failures = FailureReporter.capturing {
      store.send(.clear(in: otherShoppingWindow)) { _ in throw ChecklistError.notReady }
    }
    #expect(
      failures == [
        "The assert closure for Action(ShoppingActionType.clear, window: 5E6F7A8B) threw "
          + "ChecklistError: notReady"
      ])
  }

  @Test func aNonExhaustiveAssertClosureThatThrowsIsReportedToo() {
    let store = TestStore(
      state: ShoppingState(), reducer: ShoppingState.reducer, exhaustivity: .off)
    let failures = FailureReporter.capturing {
      store.send(.clear()) { _ in throw ChecklistError.notReady }
    }
    #expect(
      failures == [
        "The assert closure for Action(ShoppingActionType.clear, window: 1A2B3C4D) threw "
          + "ChecklistError: notReady"
      ])
  }

  @Test func failuresPointAtTheLineOfTheTestsCall() {
    let store = makeShoppingStore()
    let sendLine: UInt = #line + 2
    let failures = failuresWithLines {
      store.send(.add("Milk"))
      store.finish()
    }
    #expect(failures.map(\.line) == [sendLine, sendLine + 1])
  }
}

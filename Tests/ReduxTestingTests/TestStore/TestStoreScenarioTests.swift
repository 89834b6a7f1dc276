import Redux
import Testing

@testable import ReduxTesting

@MainActor
@Suite("TestStore: passing exhaustive and non-exhaustive tests")
struct TestStoreScenarioTests {
  @Test func sendThenReceiveTheMiddlewaresFollowUpExhaustively() {
    let store = makeShoppingStore()
    let failures = FailureReporter.capturing {
      store.send(.add("Milk")) {
        $0.items = ["Milk"]
        $0.lastAdded = "Milk"
      }
      #expect(store.pendingActions.map(\.description) == [Action.saved(1).description])
      store.receive(ShoppingActionType.saved(count: 1), window: shoppingWindow) {
        $0.savedCount = 1
      }
      store.send(.clear()) { $0.items = [] }
      store.finish()
    }
    #expect(failures == [])
    #expect(store.state == ShoppingState(items: [], lastAdded: "Milk", savedCount: 1))
  }

  @Test func anInPlaceReducerWorksTheSame() {
    let store = TestStore(state: ShoppingState(), reducer: ShoppingState.inPlaceReducer)
    store.send(.add("Milk")) {
      $0.items = ["Milk"]
      $0.lastAdded = "Milk"
    }
    store.send(.clear()) { $0.items = [] }
    store.finish()
  }

  @Test func anActionThatChangesNothingNeedsNoClosure() {
    let store = TestStore(state: ShoppingState(), reducer: ShoppingState.reducer)
    let failures = FailureReporter.capturing {
      store.send(.clear())
      store.finish()
    }
    #expect(failures == [])
  }

  @Test func receiveMatchesByClassAndPredicate() {
    let store = TestStore(state: ShoppingState(), reducer: ShoppingState.reducer)
    store.dispatch(SuggestionAction(text: "Milk", windowUUID: shoppingWindow))
    store.dispatch(SuggestionAction(text: "Bread", windowUUID: otherShoppingWindow))
    store.dispatch(Action.clear())
    let failures = FailureReporter.capturing {
      store.receive(SuggestionAction.self, where: { $0.text == "Milk" }) {
        $0.suggestion = "Milk"
      }
      store.receive(SuggestionAction.self, window: otherShoppingWindow) {
        $0.suggestion = "Bread"
      }
      store.receive(Action.self, where: { $0.windowUUID == shoppingWindow })
      store.finish()
    }
    #expect(failures == [])
  }

  @Test func aControllerHandedTheTestStoreDispatchesAndRendersHeadlessly() {
    let store = makeShoppingStore()
    let controller = ShoppingController(store: store)
    controller.subscribeToRedux()
    #expect(controller.label == "0 items")

    controller.addTapped(title: "Milk")
    // Nothing is reduced until the test receives the action.
    #expect(controller.label == "0 items")
    store.receive(ShoppingActionType.add(title: "Milk")) {
      $0.items = ["Milk"]
      $0.lastAdded = "Milk"
    }
    #expect(controller.label == "1 items")
    store.receive(ShoppingActionType.saved(count: 1)) { $0.savedCount = 1 }

    controller.unsubscribeFromRedux()
    #expect(store.subscriberCount == 0)
    store.finish()
  }

  @Test func nonExhaustiveSendChecksOnlyTheAssertedFields() {
    let store = makeShoppingStore(exhaustivity: .off)
    let failures = FailureReporter.capturing {
      // `lastAdded` changes too, and the `saved` follow-up is never received.
      store.send(.add("Milk")) { $0.items = ["Milk"] }
      // The waiting `saved(1)` is processed first, silently.
      store.send(.add("Bread")) { $0.savedCount = 1 }
      // `saved(2)` is left waiting: not a failure in a non-exhaustive test.
      store.finish()
    }
    #expect(failures == [])
    #expect(store.pendingActions.map(\.description) == [Action.saved(2).description])
    #expect(store.state.savedCount == 1)
  }

  @Test func nonExhaustiveReceiveProcessesEarlierActionsUntilAMatch() {
    let store = makeShoppingStore(exhaustivity: .off)
    let failures = FailureReporter.capturing {
      store.send(.add("Milk"))
      store.send(.add("Bread"))
      store.dispatch(Action.clear())
      // saved(1) (processed before the second add) and saved(2) are skipped.
      store.receive(ShoppingActionType.clear) { $0.items = [] }
      store.finish()
    }
    #expect(failures == [])
    #expect(store.pendingActions.isEmpty)
    #expect(store.state.savedCount == 2)
  }

  @Test func exhaustivityCanChangeInTheMiddleOfATest() {
    let store = makeShoppingStore(exhaustivity: .off)
    store.send(.add("Milk"))
    let skipped = store.skipReceivedActions()
    #expect(skipped.map(\.description) == [Action.saved(1).description])
    store.exhaustivity = .on
    store.send(.clear()) { $0.items = [] }
    store.finish()
  }

  @Test func skipReceivedActionsProcessesTheFollowUpsOfTheSkippedActionsToo() {
    let store = makeShoppingStore()
    store.dispatch(Action.add("Milk"))
    let skipped = store.skipReceivedActions()
    #expect(
      skipped.map(\.description) == [Action.add("Milk").description, Action.saved(1).description])
    #expect(store.state == ShoppingState(items: ["Milk"], lastAdded: "Milk", savedCount: 1))
    store.finish()
  }

  @Test func actionsDispatchedFromOtherThreadsAreQueuedInOrder() async {
    let store = TestStore(state: ShoppingState(), reducer: ShoppingState.reducer)
    await Task.detached {
      for index in 0..<100 {
        store.dispatch(Action.saved(index))
      }
    }.value
    #expect(store.pendingActions.count == 100)
    for index in 0..<100 {
      await store.receive(ShoppingActionType.saved(count: index)) { $0.savedCount = index }
    }
    store.finish()
  }
}

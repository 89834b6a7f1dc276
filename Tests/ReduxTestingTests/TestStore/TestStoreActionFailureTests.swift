import Redux
import ReduxTestSupport
import Testing

@testable import ReduxTesting

@MainActor
@Suite("TestStore failure messages: received actions")
struct TestStoreActionFailureTests {
  @Test func sendingWhileActionsWaitListsThemAndProcessesThemFirst() {
    let store = makeShoppingStore()
    store.dispatch(Action.saved(7))
    store.dispatch(Action.clear())
    let failures = FailureReporter.capturing {
      store.send(.clear())
    }
    #expect(
      failures == [
        """
        Sent Action(ShoppingActionType.clear, window: 1A2B3C4D) before receiving 2 dispatched \
        actions:
          1. Action(ShoppingActionType.saved(count: 7), window: 1A2B3C4D)
          2. Action(ShoppingActionType.clear, window: 1A2B3C4D)
        They were, in order, processed before the sent action. Receive them with `receive`, \
        skip them with `skipReceivedActions()`, or set `exhaustivity = .off`.
        """
      ])
    #expect(store.state.savedCount == 7)
  }

  @Test func sendingWhileOneActionWaitsListsItAndItsFollowUps() {
    let store = makeShoppingStore()
    store.dispatch(Action.add("Milk"))
    let failures = FailureReporter.capturing {
      store.send(.clear()) { $0.items = [] }
    }
    #expect(
      failures == [
        """
        Sent Action(ShoppingActionType.clear, window: 1A2B3C4D) before receiving 2 dispatched \
        actions:
          1. Action(ShoppingActionType.add(title: "Milk"), window: 1A2B3C4D)
          2. Action(ShoppingActionType.saved(count: 1), window: 1A2B3C4D)
        They were, in order, processed before the sent action. Receive them with `receive`, \
        skip them with `skipReceivedActions()`, or set `exhaustivity = .off`.
        """
      ])
  }

  @Test func sendingWhileOneActionWaitsSaysIt() {
    let store = makeShoppingStore()
    store.dispatch(Action.saved(7))
    let failures = FailureReporter.capturing {
      store.send(.clear())
    }
    #expect(
      failures == [
        """
        Sent Action(ShoppingActionType.clear, window: 1A2B3C4D) before receiving 1 dispatched \
        action:
          1. Action(ShoppingActionType.saved(count: 7), window: 1A2B3C4D)
        It was processed before the sent action. Receive it with `receive`, skip it with \
        `skipReceivedActions()`, or set `exhaustivity = .off`.
        """
      ])
  }

  @Test func receivingWhenNothingWaitsSaysSoAndPointsAtTheAsyncVariant() {
    let store = makeShoppingStore()
    let failures = FailureReporter.capturing {
      store.receive(ShoppingActionType.saved(count: 1), window: shoppingWindow)
    }
    #expect(
      failures == [
        """
        Expected to receive an action of type ShoppingActionType.saved(count: 1) for window \
        1A2B3C4D, but no dispatched action is waiting to be received. An action dispatched from \
        another task may not have arrived yet: wait for it with `await receive(…)`.
        """
      ])
  }

  @Test func awaitingAnActionThatNeverComesNamesTheTimeout() async {
    let gate = AsyncGate()
    let store = makeShoppingStore(gate: gate)
    // The suggestion's gate opens only after the wait.
    store.send(.requestSuggestion()) { $0.isLoading = true }
    let failures = await FailureReporter.capturing {
      await store.receive(SuggestionAction.self, timeout: .milliseconds(50))
    }
    #expect(
      failures == [
        """
        Expected to receive an action of class SuggestionAction within 0.05 seconds, but no \
        action was dispatched to the store.
        """
      ])
    // The suggestion arrives once the gate opens, when or after the store is released: this
    // test does not check it.
    store.exhaustivity = .off
    gate.open()
  }

  @Test func receivingAnotherActionNamesBoth() {
    let store = makeShoppingStore()
    store.dispatch(Action.saved(1))
    let failures = FailureReporter.capturing {
      store.receive(ShoppingActionType.clear)
    }
    #expect(
      failures == [
        """
        Expected to receive an action of type ShoppingActionType.clear, but received \
        Action(ShoppingActionType.saved(count: 1), window: 1A2B3C4D). It was processed without \
        checking the state.
        """
      ])
    #expect(store.state.savedCount == 1)
  }

  @Test func receivingAnotherActionListsThoseStillWaiting() {
    let store = makeShoppingStore()
    store.dispatch(Action.clear())
    store.dispatch(Action.saved(3))
    let failures = FailureReporter.capturing {
      store.receive(
        SuggestionAction.self, window: shoppingWindow, where: { $0.text == "Milk" })
    }
    #expect(
      failures == [
        """
        Expected to receive an action of class SuggestionAction for window 1A2B3C4D matching \
        the predicate, but received Action(ShoppingActionType.clear, window: 1A2B3C4D). It was \
        processed without checking the state.
        Still waiting to be received:
          1. Action(ShoppingActionType.saved(count: 3), window: 1A2B3C4D)
        """
      ])
    // The action still waiting is not this test's business.
    store.skipReceivedActions()
  }

  @Test func aNonExhaustiveReceiveWithoutMatchListsTheProcessedAction() {
    let store = makeShoppingStore(exhaustivity: .off)
    store.dispatch(Action.saved(1))
    let failures = FailureReporter.capturing {
      store.receive(ShoppingActionType.add(title: "Milk"))
    }
    #expect(
      failures == [
        """
        Expected to receive an action of type ShoppingActionType.add(title: "Milk"), but the \
        only dispatched action did not match; it was processed:
          1. Action(ShoppingActionType.saved(count: 1), window: 1A2B3C4D)
        """
      ])
    #expect(store.state.savedCount == 1)
  }

  @Test func aNonExhaustiveAwaitWithoutMatchListsTheProcessedActions() async {
    let store = makeShoppingStore(exhaustivity: .off)
    store.dispatch(Action.saved(1))
    store.dispatch(Action.clear(in: otherShoppingWindow))
    let failures = await FailureReporter.capturing {
      await store.receive(
        ShoppingActionType.clear, window: shoppingWindow, timeout: .milliseconds(20))
    }
    #expect(
      failures == [
        """
        Expected to receive an action of type ShoppingActionType.clear for window 1A2B3C4D \
        within 0.02 seconds, but none of the 2 dispatched actions matched; they were processed:
          1. Action(ShoppingActionType.saved(count: 1), window: 1A2B3C4D)
          2. Action(ShoppingActionType.clear, window: 5E6F7A8B)
        """
      ])
  }

  @Test func finishListsTheActionsNeverReceived() {
    let store = makeShoppingStore()
    store.send(.add("Milk")) {
      $0.items = ["Milk"]
      $0.lastAdded = "Milk"
    }
    let failures = FailureReporter.capturing {
      store.finish()
    }
    #expect(
      failures == [
        """
        1 dispatched action was not received by the end of the test:
          1. Action(ShoppingActionType.saved(count: 1), window: 1A2B3C4D)
        Receive it with `receive`, skip it with `skipReceivedActions()`, or set \
        `exhaustivity = .off`.
        """
      ])
  }

  @Test func finishListsSeveralActionsNeverReceivedInOrder() {
    let store = makeShoppingStore()
    store.dispatch(Action.clear(in: otherShoppingWindow))
    store.dispatch(SuggestionAction(text: "Milk", windowUUID: shoppingWindow))
    let failures = FailureReporter.capturing {
      store.finish()
    }
    #expect(
      failures == [
        """
        2 dispatched actions were not received by the end of the test:
          1. Action(ShoppingActionType.clear, window: 5E6F7A8B)
          2. SuggestionAction(ShoppingActionType.suggestion, window: 1A2B3C4D, text: "Milk")
        Receive them with `receive`, skip them with `skipReceivedActions()`, or set \
        `exhaustivity = .off`.
        """
      ])
  }

  @Test func aNonExhaustiveFinishAcceptsWaitingActions() {
    let store = makeShoppingStore(exhaustivity: .off)
    store.send(.add("Milk"))
    let failures = FailureReporter.capturing {
      store.finish()
    }
    #expect(failures == [])
    #expect(store.pendingActions.count == 1)
  }

  @Test func assertNoPendingActionsFailsWhateverTheExhaustivity() {
    let store = makeShoppingStore(exhaustivity: .off)
    store.dispatch(Action.saved(7))
    store.dispatch(Action.clear())
    let failures = FailureReporter.capturing {
      store.assertNoPendingActions()
    }
    #expect(
      failures == [
        """
        Expected no dispatched action waiting to be received, but 2 dispatched actions were \
        waiting:
          1. Action(ShoppingActionType.saved(count: 7), window: 1A2B3C4D)
          2. Action(ShoppingActionType.clear, window: 1A2B3C4D)
        """
      ])
    #expect(store.pendingActions.count == 2)
  }
}

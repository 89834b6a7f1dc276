import Redux
import ReduxTestSupport
import Testing

@testable import ReduxTesting

@MainActor
@Suite("TestStore: receiving actions dispatched from other tasks")
struct TestStoreAsyncReceiveTests {
  @Test func awaitsAnActionThatAMiddlewareDispatchesFromATask() async {
    let gate = AsyncGate()
    let store = makeShoppingStore(gate: gate)
    store.send(.requestSuggestion()) { $0.isLoading = true }
    // The middleware's task waits for the gate: nothing has arrived yet.
    #expect(store.pendingActions.isEmpty)
    gate.open()
    await store.receive(ShoppingActionType.suggestion, window: shoppingWindow) {
      $0.isLoading = false
      $0.suggestion = "Milk"
    }
    store.finish()
  }

  @Test func awaitsByClassAndPredicate() async {
    let gate = AsyncGate()
    let store = makeShoppingStore(gate: gate)
    store.send(.requestSuggestion()) { $0.isLoading = true }
    gate.open()
    await store.receive(SuggestionAction.self, where: { $0.text == "Milk" }) {
      $0.isLoading = false
      $0.suggestion = "Milk"
    }
    store.finish()
  }

  @Test func returnsAtOnceWhenTheActionIsAlreadyWaiting() async {
    let store = makeShoppingStore()
    store.send(.add("Milk")) {
      $0.items = ["Milk"]
      $0.lastAdded = "Milk"
    }
    await store.receive(Action.self, timeout: .zero) { $0.savedCount = 1 }
    store.finish()
  }

  @Test func nonExhaustiveWaitSkipsActionsUntilTheExpectedOneArrives() async {
    let gate = AsyncGate()
    let store = makeShoppingStore(gate: gate, exhaustivity: .off)
    store.send(.requestSuggestion())
    store.send(.add("Bread"))
    gate.open()
    // saved(1) waits already and is skipped; the suggestion arrives later.
    await store.receive(SuggestionAction.self, window: shoppingWindow) {
      $0.suggestion = "Milk"
    }
    #expect(store.state.savedCount == 1)
    store.finish()
  }

  @Test func awaitsEachOfManyActionsDispatchedFromAnotherTask() async {
    let store = TestStore(state: ShoppingState(), reducer: ShoppingState.reducer)
    let producer = Task.detached {
      for count in 1...50 {
        store.dispatch(Action.saved(count))
        await Task.yield()
      }
    }
    for count in 1...50 {
      await store.receive(ShoppingActionType.saved(count: count)) { $0.savedCount = count }
    }
    await producer.value
    store.finish()
  }

  /// Found by a review: a wait stopped by its task's cancellation said it had waited the whole
  /// timeout.
  @Test func aCancelledWaitSaysItWasCancelledRatherThanTimedOut() async {
    let store = TestStore(state: ShoppingState(), reducer: ShoppingState.reducer)
    store.timeout = .seconds(60)
    let failures = await FailureReporter.capturing {
      let waiting = Task { await store.receive(ShoppingActionType.clear) }
      waiting.cancel()
      await waiting.value
    }
    #expect(failures.count == 1)
    let message = failures.first ?? ""
    #expect(
      message.hasPrefix(
        "Expected to receive an action of type ShoppingActionType.clear, but the task waiting "
          + "for it was cancelled after "))
    #expect(message.hasSuffix(" seconds, before any action was dispatched to the store."))
    #expect(!message.contains("60"))
  }

  @Test func theStoresTimeoutIsTheDefaultOfEveryAwait() async {
    let store = TestStore(state: ShoppingState(), reducer: ShoppingState.reducer)
    #expect(store.timeout == .seconds(1))
    store.timeout = .milliseconds(30)
    let failures = await FailureReporter.capturing {
      await store.receive(ShoppingActionType.clear)
    }
    #expect(
      failures == [
        """
        Expected to receive an action of type ShoppingActionType.clear within 0.03 seconds, but \
        no action was dispatched to the store.
        """
      ])
  }
}

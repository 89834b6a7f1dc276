import Redux
import Testing

@testable import ReduxTesting

/// What a subscriber calls on its test store while it hears about a state.
private enum NestedCall {
  case send
  case receive
  case skipReceivedActions
}

/// Calls its test store from inside `newState`, once, after the first state it hears about
/// (the one it is given as it subscribes).
@MainActor
private final class MeddlingView: StoreSubscriber {
  let store: TestStore<ShoppingState>
  let call: NestedCall
  private(set) var heard = 0

  init(store: TestStore<ShoppingState>, call: NestedCall) {
    self.store = store
    self.call = call
  }

  func newState(state: [String]) {
    heard += 1
    guard heard == 2 else { return }
    switch call {
    case .send: store.send(.add("Eggs"))
    case .receive: store.receive(ShoppingActionType.saved(count: 1))
    case .skipReceivedActions: store.skipReceivedActions()
    }
  }
}

@MainActor
@Suite("TestStore: calls from a subscriber while an action is processed")
struct TestStoreReentrancyTests {
  @Test(arguments: [
    (NestedCall.send, "send"), (.receive, "receive"), (.skipReceivedActions, "skipReceivedActions"),
  ])
  fileprivate func aNestedCallFailsAndDoesNothing(call: NestedCall, name: String) {
    let store = makeShoppingStore()
    let view = MeddlingView(store: store, call: call)
    store.subscribe(view) { $0.select(\.items) }
    let failures = FailureReporter.capturing {
      store.send(.add("Milk")) {
        $0.items = ["Milk"]
        $0.lastAdded = "Milk"
      }
    }
    #expect(
      failures == [
        """
        `\(name)` was called while the store was processing \
        Action(ShoppingActionType.add(title: "Milk"), window: 1A2B3C4D), from a subscriber or \
        middleware; it did nothing. Dispatch the action instead (`store.dispatch(…)`) and \
        receive it from the test.
        """
      ])
    // The nested call neither processed nor took anything: the middleware's `saved` still waits.
    #expect(store.state.items == ["Milk"])
    store.receive(ShoppingActionType.saved(count: 1)) { $0.savedCount = 1 }
    store.finish()
  }

  @Test func theSameCallsWorkOnceTheActionIsProcessed() {
    let store = makeShoppingStore()
    store.send(.add("Milk")) {
      $0.items = ["Milk"]
      $0.lastAdded = "Milk"
    }
    #expect(store.skipReceivedActions().count == 1)
    store.send(.add("Eggs")) {
      $0.items = ["Milk", "Eggs"]
      $0.lastAdded = "Eggs"
    }
    store.receive(ShoppingActionType.saved(count: 2)) { $0.savedCount = 2 }
    store.finish()
  }
}

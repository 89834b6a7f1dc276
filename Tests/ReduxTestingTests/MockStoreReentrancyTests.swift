import Redux
import ReduxTestSupport
import ReduxTesting
import Testing

private struct Board: StateType {
  var score = 0

  static func defaultState(from state: Board) -> Board { state }
}

@MainActor
private final class ScoreView: StoreSubscriber {
  private(set) var received: [Int] = []

  func newState(state: Int) {
    received.append(state)
  }
}

private enum BoardActionType: ActionType {
  case cancelled
}

/// Dispatches to its store when it goes away, as a cancellation token might.
private final class DispatchingToken: Sendable {
  let store: MockStore<Board>

  init(store: MockStore<Board>) {
    self.store = store
  }

  deinit {
    store.dispatch(Action(windowUUID: .unavailable, actionType: BoardActionType.cancelled))
  }
}

private final class TokenAction: Action {
  let token: DispatchingToken

  init(token: DispatchingToken) {
    self.token = token
    super.init(windowUUID: .unavailable, actionType: BoardActionType.cancelled)
  }
}

/// A `MockStore` stays consistent, and never deadlocks, whatever a `deinit` that it runs does.
@MainActor
@Suite("MockStore: re-entrant deinits")
struct MockStoreReentrancyTests {
  @Test func replacingASubscriptionWhoseReleaseSubscribesAnotherObjectKeepsBoth() {
    let store = MockStore(state: Board())
    let replaced = ScoreView()
    let newcomer = ScoreView()
    do {
      let hook = DeinitHook { store.subscribe(newcomer) { $0.select(\.score) } }
      store.subscribe(replaced) {
        $0.select {
          _ = hook; return $0.score
        }
      }
    }
    store.subscribe(replaced) { $0.select { -$0.score } }
    store.state.score = 2

    #expect(store.subscriberCount == 2)
    #expect(replaced.received == [0, 0, -2])
    #expect(newcomer.received == [0, 2])
  }

  @Test func unsubscribingASubscriptionWhoseReleaseSubscribesAgainKeepsTheNewOne() {
    let store = MockStore(state: Board())
    let view = ScoreView()
    do {
      let hook = DeinitHook { store.subscribe(view) { $0.select { $0.score * 10 } } }
      store.subscribe(view) {
        $0.select {
          _ = hook; return $0.score
        }
      }
    }
    store.unsubscribe(view)
    store.state.score = 1

    #expect(store.subscriberCount == 1)
    #expect(view.received == [0, 0, 10])
  }

  @Test func clearingActionsWhoseReleaseDispatchesRecordsTheNewAction() {
    let store = MockStore(state: Board())
    store.dispatch(TokenAction(token: DispatchingToken(store: store)))
    store.clearDispatchedActions()

    #expect(store.dispatchedActions.count == 1)
    #expect(store.dispatchedActions.first is TokenAction == false)
  }
}

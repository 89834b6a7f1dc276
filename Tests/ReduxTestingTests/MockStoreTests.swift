import Redux
import ReduxTesting
import Testing

private enum PingActionType: ActionType {
  case ping
}

private enum TallyAction: ModernAction, Equatable {
  case add(Int)
  case reset
}

private enum PongAction: ModernAction {
  case pong
}

private struct Scoreboard: StateType {
  var score = 0
  var note = ""

  static func defaultState(from state: Scoreboard) -> Scoreboard { state }
}

@MainActor
private final class ScoreView: StoreSubscriber {
  var shown: [Int] = []

  func newState(state: Int) {
    shown.append(state)
  }
}

@MainActor
@Suite("MockStore")
struct MockStoreTests {
  @Test func recordsDispatchedActionsInOrderWithoutReducing() {
    let store = MockStore(state: Scoreboard())
    let window = WindowUUID()
    store.dispatch(Action(windowUUID: window, actionType: PingActionType.ping))
    store.dispatch(Action(windowUUID: .unavailable, actionType: PingActionType.ping))
    #expect(store.dispatchedActions.map(\.windowUUID) == [window, .unavailable])
    #expect(store.state == Scoreboard())
    store.clearDispatchedActions()
    #expect(store.dispatchedActions.isEmpty)
  }

  @Test func dispatchedActionsOfATypeSeeEachActionOfABatchInOrder() {
    let store = MockStore(state: Scoreboard())
    let windowA = WindowUUID()
    let windowB = WindowUUID()
    store.dispatch(TallyAction.add(1), forWindowUUID: windowA)
    store.dispatch(
      ActionBatch([
        Action(TallyAction.add(2), windowUUID: windowA),
        Action(windowUUID: windowA, actionType: PingActionType.ping),
        Action(TallyAction.reset, windowUUID: windowB),
      ]))
    store.dispatch(ActionBatch([TallyAction.add(3), .add(4)], windowUUID: windowB))
    store.dispatch(TallyAction.add(5), forWindowUUID: windowA)

    let tallies = store.dispatchedActions(of: TallyAction.self)
    #expect(tallies.map(\.action) == [.add(1), .add(2), .reset, .add(3), .add(4), .add(5)])
    #expect(
      tallies.map(\.windowUUID) == [windowA, windowA, windowB, windowB, windowB, windowA])
    // The batch's other action is not of the type asked for.
    #expect(store.dispatchedActions(of: PongAction.self).isEmpty)

    // All the dispatched actions stay as they were dispatched: a batch is one of them.
    let dispatched = store.dispatchedActions
    #expect(dispatched.count == 4)
    #expect((dispatched[1] as? ActionBatch)?.actions.count == 3)
    #expect((dispatched[2] as? ActionBatch)?.actions.count == 2)
    #expect(dispatched[3].actionType(as: TallyAction.self) == .add(5))
  }

  @Test func recordsDispatchesFromOtherThreads() async {
    let store = MockStore(state: Scoreboard())
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<8 {
        group.addTask {
          for _ in 0..<250 {
            store.dispatch(Action(windowUUID: .unavailable, actionType: PingActionType.ping))
          }
        }
      }
    }
    #expect(store.dispatchedActions.count == 2_000)
  }

  @Test func subscribersReceiveTheStateTheTestSetsThroughTheirSelection() {
    let store = MockStore(state: Scoreboard())
    let view = ScoreView()
    store.subscribe(view) { $0.select(\.score) }
    store.state.score = 3
    store.state.note = "unrelated"
    store.state.score = 5
    #expect(view.shown == [0, 3, 5])
    #expect(store.subscribeCallCount == 1)
    #expect(store.subscriberCount == 1)
  }

  @Test func unsubscribedViewsHearNothingMore() {
    let store = MockStore(state: Scoreboard())
    let view = ScoreView()
    store.subscribe(view) { $0.select(\.score) }
    store.unsubscribe(view)
    store.state.score = 9
    #expect(view.shown == [0])
    #expect(store.unsubscribeCallCount == 1)
    #expect(store.subscriberCount == 0)
  }

  @Test func subscriberCountInAWindowCountsThatWindowsLiveSubscriptions() {
    let store = MockStore(state: Scoreboard())
    let windowA = WindowUUID()
    let windowB = WindowUUID()
    let inA = [ScoreView(), ScoreView()]
    let inB = ScoreView()
    let storeWide = ScoreView()
    for view in inA {
      store.subscribe(view, to: .window(windowA)) { $0.select(\.score) }
    }
    store.subscribe(inB, to: .window(windowB)) { $0.select(\.score) }
    store.subscribe(storeWide) { $0.select(\.score) }
    #expect(store.subscriberCount(in: windowA) == 2)
    #expect(store.subscriberCount(in: windowB) == 1)
    #expect(store.subscriberCount(in: WindowUUID()) == 0)
    #expect(store.subscriberCount == 4)

    // Moving a view to another window moves its count; unsubscribing removes it.
    store.subscribe(inA[0], to: .window(windowB)) { $0.select(\.score) }
    #expect(store.subscriberCount(in: windowA) == 1)
    #expect(store.subscriberCount(in: windowB) == 2)
    store.unsubscribe(inB)
    #expect(store.subscriberCount(in: windowB) == 1)

    // A window subscription receives the states the test sets, like any other.
    store.state.score = 7
    #expect(inA[1].shown == [0, 7])
  }

  @Test func subscriberCountInAWindowForgetsSubscribersThatAreGone() {
    let store = MockStore(state: Scoreboard())
    let window = WindowUUID()
    do {
      let view = ScoreView()
      store.subscribe(view, to: .window(window)) { $0.select(\.score) }
      #expect(store.subscriberCount(in: window) == 1)
    }
    #expect(store.subscriberCount(in: window) == 0)
  }
}

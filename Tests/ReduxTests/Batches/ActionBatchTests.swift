import Foundation
import Redux
import ReduxTesting
import Testing

@Suite("Action batches: reduced one by one, published once")
@MainActor
struct ActionBatchTests {
  nonisolated func batch(_ amounts: Int...) -> sending ActionBatch {
    ActionBatch(amounts.map { AddAction(amount: $0) })
  }

  @Test func middlewaresSeeEachActionAndSubscribersHearOnce() {
    var seenByMiddleware: [Int] = []
    let middleware: Middleware<CounterState> = { state, _ in seenByMiddleware.append(state.count) }
    let store = Store(
      state: CounterState(), reducer: CounterState.reducer, middlewares: [middleware])
    let subscriber = RecordingSubscriber<Int>()
    store.subscribe(subscriber) { $0.select(\.count) }
    var heardByListener: [Int] = []
    let listener = store.addListener(stateSelector: { $0.count }) { heardByListener.append($0) }
    store.dispatch(batch(1, 2, 3))
    #expect(seenByMiddleware == [1, 3, 6])
    #expect(subscriber.received == [0, 6])
    #expect(heardByListener == [6])
    #expect(store.state.seen == ["add1", "add2", "add3"])
    _ = listener
  }

  @Test func anEmptyBatchIsNoAction() {
    var middlewareCalls = 0
    let store = Store(
      state: CounterState(), reducer: CounterState.reducer,
      middlewares: [{ _, _ in middlewareCalls += 1 }])
    let subscriber = RecordingSubscriber<CounterState>()
    store.subscribe(subscriber)
    store.dispatch(ActionBatch([]))
    #expect(middlewareCalls == 0)
    #expect(subscriber.received.count == 1)
    #expect(store.state.seen.isEmpty)
  }

  @Test func anActionNoReducerHandlesChangesWhatItWouldAlone() {
    let store = Store(state: CounterState(), reducer: CounterState.reducer)
    store.dispatch(
      ActionBatch([AddAction(amount: 2), counterAction(.noop), AddAction(amount: 5)]))
    #expect(store.state.count == 7)
    #expect(store.state.seen == ["add2", "noop", "add5"])
  }

  @Test func actionsDispatchedDuringABatchFollowIt() {
    let dispatcher = StoreDispatcher()
    let echo: Middleware<CounterState> = { _, action in
      if let add = action as? AddAction, add.amount < 10 {
        dispatcher.dispatch(AddAction(amount: add.amount * 10))
      }
    }
    let store = Store(state: CounterState(), reducer: CounterState.reducer, middlewares: [echo])
    dispatcher.connect(to: store)
    let subscriber = RecordingSubscriber<[String]>()
    store.subscribe(subscriber) { $0.select(\.seen) }
    store.dispatch(batch(1, 2))
    #expect(store.state.seen == ["add1", "add2", "add10", "add20"])
    #expect(
      subscriber.received == [[], ["add1", "add2"], ["add1", "add2", "add10"], store.state.seen])
  }

  @Test func aBatchInABatchIsFlattened() {
    let inner = batch(1, 2)
    let outer = ActionBatch([inner, AddAction(amount: 3)])
    #expect(outer.actions.count == 3)
    #expect(outer.description.hasPrefix("ActionBatch(3 actions)"))
  }

  @Test func aBatchIsForTheWindowItsActionsShareOrForEveryWindow() {
    let window = WindowUUID()
    let one = ActionBatch([
      AddAction(amount: 1, windowUUID: window), AddAction(amount: 2, windowUUID: window),
    ])
    let mixed = ActionBatch([AddAction(amount: 1, windowUUID: window), AddAction(amount: 2)])
    #expect(one.windowUUID == window)
    #expect(mixed.windowUUID == .unavailable)
    #expect(ActionBatch([]).windowUUID == .unavailable)
  }

  @Test func historyKeepsEachActionOfABatch() throws {
    let history = StoreHistory(initialState: CounterState())
    let store = Store(
      state: CounterState(), reducer: history.reducer(wrapping: CounterState.reducer),
      middlewares: [history.middleware])
    store.dispatch(batch(1, 2, 3))
    try history.undo(in: store)
    #expect(store.state.count == 3)
    try history.goto(1, in: store)
    #expect(store.state.count == 1)
  }

  @Test func aTestStoreSendsAndReceivesBatches() {
    let dispatcher = StoreDispatcher()
    let splitter: Middleware<CounterState> = { _, action in
      guard let add = action as? AddAction, add.amount == 100 else { return }
      dispatcher.dispatch(ActionBatch([AddAction(amount: 50), AddAction(amount: 50)]))
    }
    let store = TestStore(
      state: CounterState(), reducer: CounterState.reducer, middlewares: [splitter])
    dispatcher.connect(to: store)
    store.send(batch(1, 2)) {
      $0.count = 3
      $0.seen = ["add1", "add2"]
    }
    store.send(AddAction(amount: 100)) {
      $0.count = 103
      $0.seen.append("add100")
    }
    store.receive(ActionBatch.self, where: { $0.actions.count == 2 }) {
      $0.count = 203
      $0.seen += ["add50", "add50"]
    }
    store.finish()
  }
}

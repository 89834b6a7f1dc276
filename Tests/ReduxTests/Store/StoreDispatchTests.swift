import Testing

@testable import Redux

@MainActor
@Suite("Store dispatch")
struct StoreDispatchTests {
  @Test func dispatchOnTheMainActorIsProcessedBeforeItReturns() {
    let store = Store(state: CounterState(), reducer: CounterState.reducer)
    store.dispatch(counterAction(.increment))
    #expect(store.state.count == 1)
    store.dispatch(AddAction(amount: 41))
    #expect(store.state.count == 42)
    #expect(store.pendingActionCount == 0)
  }

  @Test func middlewaresRunAfterTheReducerInOrderWithTheNewState() {
    var calls: [String] = []
    let store = Store(
      state: CounterState(),
      reducer: CounterState.reducer,
      middlewares: [
        { state, action in calls.append("first \(state.count) \(CounterState.tag(of: action))") },
        { state, _ in calls.append("second \(state.count)") },
      ]
    )
    store.dispatch(AddAction(amount: 5))
    #expect(calls == ["first 5 add5", "second 5"])
  }

  @Test func middlewaresSeeTheNewStateInTheStoreBeforeSubscribersHearOfIt() {
    var events: [String] = []
    var storeReference: Store<CounterState>?
    let store = Store(
      state: CounterState(),
      reducer: CounterState.reducer,
      middlewares: [{ _, _ in events.append("middleware sees \(storeReference!.state.count)") }]
    )
    storeReference = store
    let subscriber = RecordingSubscriber<Int>()
    subscriber.onNewState = { events.append("subscriber hears \($0)") }
    store.subscribe(subscriber) { $0.select(\.count) }
    store.dispatch(counterAction(.increment))
    #expect(events == ["subscriber hears 0", "middleware sees 1", "subscriber hears 1"])
  }

  @Test func actionsDispatchedByAMiddlewareAreQueuedNotNested() {
    var log: [String] = []
    var store: Store<CounterState>!
    store = Store(
      state: CounterState(),
      reducer: CounterState.reducer,
      middlewares: [
        { state, action in
          log.append("middleware \(CounterState.tag(of: action)) count \(state.count)")
          if case CounterActionType.increment = action.actionType, state.count < 3 {
            store.dispatch(counterAction(.increment))
            log.append("dispatched follow-up; count still \(store.state.count)")
          }
        }
      ]
    )
    let subscriber = RecordingSubscriber<Int>()
    subscriber.onNewState = { log.append("subscriber \($0)") }
    store.subscribe(subscriber) { $0.select(\.count) }
    store.dispatch(counterAction(.increment))
    #expect(store.state.count == 3)
    #expect(
      log == [
        "subscriber 0",
        "middleware increment count 1",
        "dispatched follow-up; count still 1",
        "subscriber 1",
        "middleware increment count 2",
        "dispatched follow-up; count still 2",
        "subscriber 2",
        "middleware increment count 3",
        "subscriber 3",
      ])
  }

  @Test func actionsDispatchedBySubscribersRunAfterEverySubscriberHeardTheCurrentOne() {
    let store = Store(state: CounterState(), reducer: CounterState.reducer)
    var log: [String] = []
    let first = RecordingSubscriber<Int>()
    let second = RecordingSubscriber<Int>()
    first.onNewState = { count in
      log.append("first \(count)")
      if count == 1 { store.dispatch(AddAction(amount: 10)) }
    }
    second.onNewState = { count in log.append("second \(count)") }
    store.subscribe(first) { $0.select(\.count) }
    store.subscribe(second) { $0.select(\.count) }
    store.dispatch(counterAction(.increment))
    #expect(log == ["first 0", "second 0", "first 1", "second 1", "first 11", "second 11"])
  }

  @Test func reentrantDispatchesAreFirstInFirstOut() {
    var store: Store<CounterState>!
    store = Store(
      state: CounterState(),
      reducer: CounterState.reducer,
      middlewares: [
        { _, action in
          guard let add = action as? AddAction, add.amount == 0 else { return }
          for amount in 1...3 { store.dispatch(AddAction(amount: amount)) }
        },
        { _, action in
          guard let add = action as? AddAction, add.amount == 1 else { return }
          store.dispatch(AddAction(amount: 100))
        },
      ]
    )
    store.dispatch(AddAction(amount: 0))
    #expect(store.state.seen == ["add0", "add1", "add2", "add3", "add100"])
  }

  @Test func aLongChainOfFollowUpActionsDoesNotGrowTheStack() {
    let chainLength = 100_000
    var store: Store<CounterState>!
    store = Store(
      state: CounterState(),
      reducer: { state, _ in CounterState(count: state.count + 1) },
      middlewares: [
        { state, _ in
          if state.count < chainLength { store.dispatch(counterAction(.increment)) }
        }
      ]
    )
    store.dispatch(counterAction(.increment))
    #expect(store.state.count == chainLength)
    #expect(store.pendingActionCount == 0)
  }

  @Test func actionsDispatchedFromInsideAReducerWaitForTheCurrentActionToBePublished() {
    let storeBox = StoreBox()
    let store = Store(
      state: CounterState(),
      reducer: { state, action in
        let next = CounterState.reducer(state, action)
        if let add = action as? AddAction, add.amount == 1 {
          storeBox.store?.dispatch(AddAction(amount: 2))
        }
        return next
      }
    )
    storeBox.store = store
    let subscriber = RecordingSubscriber<[String]>()
    store.subscribe(subscriber) { $0.select(\.seen) }
    store.dispatch(AddAction(amount: 1))
    #expect(subscriber.received == [[], ["add1"], ["add1", "add2"]])
  }

  @Test func dispatchFromAnotherTaskIsProcessedOnTheMainActorInOrder() async {
    let store = Store(state: CounterState(), reducer: CounterState.reducer)
    await Task.detached {
      for amount in 1...50 { store.dispatch(AddAction(amount: amount)) }
    }.value
    await waitUntilIdle(store)
    #expect(store.state.seen == (1...50).map { "add\($0)" })
    #expect(store.state.count == (1...50).reduce(0, +))
  }

  @Test func eachSenderKeepsItsOrderWhenManyDispatchConcurrently() async {
    let store = Store(state: CounterState(), reducer: CounterState.reducer)
    let senders = 8
    let perSender = 200
    await withTaskGroup(of: Void.self) { group in
      for sender in 0..<senders {
        group.addTask {
          for index in 0..<perSender {
            store.dispatch(AddAction(amount: sender * 1_000_000 + index))
          }
        }
      }
    }
    await waitUntilIdle(store)
    #expect(store.state.seen.count == senders * perSender)
    for sender in 0..<senders {
      let mine = store.state.seen.compactMap { tag -> Int? in
        guard let amount = Int(tag.dropFirst(3)), amount / 1_000_000 == sender else { return nil }
        return amount % 1_000_000
      }
      #expect(mine == Array(0..<perSender), "sender \(sender) was reordered")
    }
  }

  @Test func dispatchFromANonisolatedFunctionIsQueuedForTheMainActor() async {
    let store = Store(state: CounterState(), reducer: CounterState.reducer)
    dispatchWithoutIsolation(to: store)
    await waitUntilIdle(store)
    #expect(store.state.count == 7)
  }

  @Test func mainActorDispatchRunsAfterActionsQueuedEarlierFromElsewhere() async {
    let store = Store(state: CounterState(), reducer: CounterState.reducer)
    await Task.detached { store.dispatch(AddAction(amount: 1)) }.value
    store.dispatch(AddAction(amount: 2))
    #expect(store.state.seen == ["add1", "add2"])
  }

  @Test func anActionKeepsTheWindowItWasDispatchedFor() {
    let window = WindowUUID()
    var seenWindows: [WindowUUID] = []
    let store = Store(
      state: CounterState(),
      reducer: CounterState.reducer,
      middlewares: [{ _, action in seenWindows.append(action.windowUUID) }]
    )
    store.dispatch(counterAction(.noop, window: window))
    store.dispatch(counterAction(.noop))
    #expect(seenWindows == [window, .unavailable])
  }
}

/// Dispatches from a context that is not isolated to any actor.
nonisolated func dispatchWithoutIsolation(to store: Store<CounterState>) {
  store.dispatch(AddAction(amount: 7))
}

/// Waits until actions dispatched from other tasks have been processed on the main actor.
@MainActor
func waitUntilIdle<State>(_ store: Store<State>) async {
  while store.pendingActionCount > 0 {
    await Task.yield()
  }
}

/// Lets a `@Sendable` reducer reach the store it belongs to, which is made after the reducer.
final class StoreBox: @unchecked Sendable {
  // Safety: written once on the main actor before any dispatch, then only read, on the main actor.
  var store: Store<CounterState>?
}

import Redux
import Testing

@MainActor
@Suite("Window subscriptions on a store whose state is not windowed")
struct NonWindowedStoreTests {
  let windowA = WindowUUID()
  let windowB = WindowUUID()

  /// A store over the plain counter state, with a value reducer, and one subscription per window
  /// whose selection reports to `tally`.
  func makeStoreWithSubscriptions(
    tally: SelectionTally,
    subscribers: [RecordingSubscriber<Int>]
  ) -> Store<CounterState> {
    let store = Store(state: CounterState(), reducer: CounterState.reducer)
    for (subscriber, (name, window)) in zip(subscribers, [("A", windowA), ("B", windowB)]) {
      store.subscribe(subscriber, to: .window(window)) {
        $0.select { state in
          tally.hit(name)
          return state.count
        }
      }
    }
    return store
  }

  @Test func aWindowSubscriptionHearsItsWindowAndEveryWindowButNotOthers() {
    let tally = SelectionTally()
    let subscribers = [RecordingSubscriber<Int>(), RecordingSubscriber<Int>()]
    let store = makeStoreWithSubscriptions(tally: tally, subscribers: subscribers)
    #expect(tally.order == ["A", "B"])
    #expect(store.subscriberCount(in: windowA) == 1)
    tally.reset()

    store.dispatch(counterAction(.increment, window: windowA))
    #expect(tally.order == ["A"])
    store.dispatch(counterAction(.increment, window: windowB))
    #expect(tally.order == ["A", "B"])
    store.dispatch(counterAction(.increment, window: WindowUUID()))
    #expect(tally.order == ["A", "B"])
    store.dispatch(counterAction(.increment))
    #expect(tally.order == ["A", "B", "A", "B"])
    #expect(subscribers[0].received == [0, 1, 4])
    #expect(subscribers[1].received == [0, 2, 4])
    #expect(store.state.count == 4)
  }

  @Test func windowActionsAreOrdinaryActionsOfTheirWindow() {
    let tally = SelectionTally()
    let subscribers = [RecordingSubscriber<Int>(), RecordingSubscriber<Int>()]
    let store = makeStoreWithSubscriptions(tally: tally, subscribers: subscribers)
    tally.reset()
    // Without a windowed state the store knows no closed window: the subscription goes on.
    store.dispatch(WindowAction(windowUUID: windowA, actionType: .closeWindow))
    store.dispatch(counterAction(.increment, window: windowA))
    #expect(tally.order == ["A", "A"])
    #expect(store.subscriberCount(in: windowA) == 1)
    #expect(subscribers[0].received == [0, 1])
  }

  @Test func storeWideSubscribersComeFirstThenWindowsInOrderOfFirstSubscription() {
    let tally = SelectionTally()
    let subscribers = [RecordingSubscriber<Int>(), RecordingSubscriber<Int>()]
    let store = makeStoreWithSubscriptions(tally: tally, subscribers: subscribers)
    let storeWide = RecordingSubscriber<Int>()
    store.subscribe(storeWide) {
      $0.select { state in
        tally.hit("store")
        return state.count
      }
    }
    tally.reset()
    store.dispatch(counterAction(.noop))
    #expect(tally.order == ["store", "A", "B"])
    store.dispatch(counterAction(.noop, window: windowB))
    #expect(tally.order == ["store", "A", "B", "store", "B"])
  }
}

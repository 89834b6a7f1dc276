import Redux
import ReduxTestSupport
import Testing

/// Subscriptions replaced or ended while a `deinit` that their release runs subscribes or
/// unsubscribes: the store's list of subscribers stays consistent whatever the `deinit` does.
@MainActor
@Suite("Soundness: subscriptions replaced under a deinit")
struct SubscriberReplacementTests {
  @Test func aDeinitThatResubscribesTheReplacedSubscriberLeavesItOneSubscription() {
    let store = Store(state: CounterState(), reducer: CounterState.reducer)
    let subscriber = RecordingSubscriber<Int>()
    do {
      let hook = DeinitHook {
        store.subscribe(subscriber) { $0.select { $0.count + 1000 } }
      }
      store.subscribe(subscriber) {
        $0.select {
          _ = hook; return $0.count
        }
      }
    }
    // Replacing the subscription releases the hook, whose deinit subscribes the same object.
    store.subscribe(subscriber) { $0.select { $0.count + 100 } }
    #expect(store.subscriberCount == 1)

    store.dispatch(AddAction(amount: 1))
    // One subscription, the last made: the deinit's, which replaced the one being made before it
    // delivered anything.
    #expect(subscriber.received == [0, 1000, 1001])
    store.unsubscribe(subscriber)
    store.dispatch(AddAction(amount: 1))
    #expect(store.subscriberCount == 0)
    #expect(subscriber.received.count == 3)
  }

  @Test func aDeinitThatSubscribesAnotherObjectWhileASubscriptionIsReplacedKeepsBoth() {
    let store = Store(state: CounterState(), reducer: CounterState.reducer)
    let window = WindowUUID()
    let replaced = RecordingSubscriber<Int>()
    let newcomer = RecordingSubscriber<Int>()
    do {
      let hook = DeinitHook {
        store.subscribe(newcomer, to: .window(window)) { $0.select { $0.count * 2 } }
      }
      store.subscribe(replaced, to: .window(window)) {
        $0.select {
          _ = hook; return $0.count
        }
      }
    }
    store.subscribe(replaced, to: .window(window)) { $0.select { -$0.count } }
    #expect(store.subscriberCount(in: window) == 2)

    store.dispatch(AddAction(amount: 3, windowUUID: window))
    #expect(replaced.received == [0, 0, -3])
    #expect(newcomer.received == [0, 6])
    store.unsubscribe(replaced)
    store.unsubscribe(newcomer)
    #expect(store.subscriberCount(in: window) == 0)
  }

  @Test func aDeinitThatUnsubscribesDuringAnUnsubscribeLeavesNothingBehind() {
    let store = Store(state: CounterState(), reducer: CounterState.reducer)
    let first = RecordingSubscriber<Int>()
    let second = RecordingSubscriber<Int>()
    store.subscribe(second) { $0.select { $0.count } }
    do {
      let hook = DeinitHook { store.unsubscribe(second) }
      store.subscribe(first) {
        $0.select {
          _ = hook; return $0.count
        }
      }
    }
    store.unsubscribe(first)
    store.dispatch(AddAction(amount: 1))

    #expect(store.subscriberCount == 0)
    #expect(first.received == [0])
    #expect(second.received == [0])
  }
}

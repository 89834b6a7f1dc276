import Testing

@testable import Redux

/// A lane decides which entries hear a state in batches of 64 (see `SubscriberLane.DueEntries`):
/// these tests cross the batch boundaries with exact counts.
@MainActor
@Suite("Store subscriptions: lanes of more than 64 subscribers")
struct LargeLaneNotificationTests {
  @Test func everySubscriberOfALargeLaneHearsEachChangeOnceAndInOrder() {
    let store = Store(state: CounterState(), reducer: CounterState.reducer)
    var order: [Int] = []
    let subscribers = (0..<150).map { position in
      let subscriber = RecordingSubscriber<Int>()
      subscriber.onNewState = { _ in order.append(position) }
      return subscriber
    }
    for subscriber in subscribers {
      store.subscribe(subscriber) { $0.select(\.count) }
    }
    order.removeAll()
    store.dispatch(counterAction(.increment))
    store.dispatch(counterAction(.noop))
    store.dispatch(counterAction(.increment))
    #expect(subscribers.allSatisfy { $0.received == [0, 1, 2] })
    #expect(order == Array(0..<150) + Array(0..<150))
  }

  @Test func aSubscriberEndedByAnEarlierOneInAnotherBatchIsSkipped() {
    let store = Store(state: CounterState(), reducer: CounterState.reducer)
    let subscribers = (0..<140).map { _ in RecordingSubscriber<Int>() }
    for subscriber in subscribers {
      store.subscribe(subscriber) { $0.select(\.count) }
    }
    // The first subscriber ends one in the second batch and one in the third, once.
    var ended = false
    subscribers[0].onNewState = { _ in
      guard !ended else { return }
      ended = true
      store.unsubscribe(subscribers[70])
      store.unsubscribe(subscribers[130])
    }
    store.dispatch(counterAction(.increment))
    store.dispatch(counterAction(.increment))
    #expect(subscribers[70].received == [0])
    #expect(subscribers[130].received == [0])
    let others = subscribers.indices.filter { $0 != 70 && $0 != 130 }
    #expect(others.allSatisfy { subscribers[$0].received == [0, 1, 2] })
    #expect(store.subscriberCount == 138)
  }

  @Test func aSubscriberAddedDuringTheNotificationOfALargeLaneHearsOnlyLaterChanges() {
    let store = Store(state: CounterState(), reducer: CounterState.reducer)
    let subscribers = (0..<100).map { _ in RecordingSubscriber<Int>() }
    for subscriber in subscribers {
      store.subscribe(subscriber) { $0.select(\.count) }
    }
    let late = RecordingSubscriber<Int>()
    subscribers[80].onNewState = { count in
      if count == 1 { store.subscribe(late) { $0.select(\.count) } }
    }
    store.dispatch(counterAction(.increment))
    store.dispatch(counterAction(.increment))
    // `late` got the current state as it subscribed, then only the next change.
    #expect(late.received == [1, 2])
    #expect(subscribers.allSatisfy { $0.received == [0, 1, 2] })
    #expect(store.subscriberCount == 101)
  }
}

import Redux
import ReduxTesting
import Testing

/// A subscriber of another class than ``RecordingSubscriber``, so that a pipeline handed the
/// wrong subscriber would call `newState` on an object of the wrong class.
@MainActor
private final class LabelSubscriber: StoreSubscriber {
  private(set) var received: [String] = []

  func newState(state: String) {
    received.append(state)
  }
}

/// Subscriptions made, replaced or ended from inside transforms, selectors and `newState`: every
/// subscriber receives the selection its own transform describes, and nothing else.
///
/// CI also runs this suite in a release build (`swift test -c release --filter Soundness`), where
/// a subscriber handed another pipeline's values would be undefined behaviour rather than a trap.
@MainActor
@Suite("Soundness: subscription pipelines")
struct PipelineSoundnessTests {
  @Test func aTransformThatSubscribesAnotherSubscriberKeepsBothSelectionsApart() {
    let store = Store(state: CounterState(), reducer: CounterState.reducer)
    let outer = RecordingSubscriber<Int>()
    let inner = RecordingSubscriber<Int>()
    store.subscribe(outer) { outerInput in
      var innerInput: Subscription<CounterState>?
      store.subscribe(inner) { input in
        innerInput = input
        // The inner subscription is built from the outer transform's stage.
        return outerInput.select { $0.count }
      }
      // And the outer one from the inner transform's stage.
      return innerInput!.select { $0.count * 10 }
    }
    store.dispatch(AddAction(amount: 2))
    store.dispatch(AddAction(amount: 3))

    #expect(outer.received == [0, 20, 50])
    #expect(inner.received == [0, 2, 5])
    #expect(store.subscriberCount == 2)
  }

  @Test func aSubscriberIsNeverHandedAnotherSubscribersPipeline() {
    let store = Store(state: CounterState(), reducer: CounterState.reducer)
    let labels = LabelSubscriber()
    let counts = RecordingSubscriber<Int>()
    store.subscribe(labels) { labelInput in
      var countInput: Subscription<CounterState>?
      store.subscribe(counts) { input in
        countInput = input
        return labelInput.select { $0.count }
      }
      return countInput!.select { "count \($0.count)" }
    }
    store.dispatch(AddAction(amount: 4))

    #expect(labels.received == ["count 0", "count 4"])
    #expect(counts.received == [0, 4])
  }

  @Test func oneStageReturnedByTwoTransformsGivesEachSubscriptionItsOwnFilters() {
    let store = Store(state: CounterState(), reducer: CounterState.reducer)
    let first = RecordingSubscriber<Int>()
    let second = RecordingSubscriber<Int>()
    var shared: Subscription<Int>?
    store.subscribe(first) { input in
      let stage = input.select { $0.count / 2 }.skipRepeats()
      shared = stage
      return stage
    }
    store.subscribe(second) { _ in shared! }
    for _ in 0..<4 { store.dispatch(AddAction(amount: 1)) }

    // Counts 1, 2, 3, 4 select 0, 1, 1, 2: each pipeline skips its own repeats.
    #expect(first.received == [0, 1, 2])
    #expect(second.received == [0, 1, 2])
  }

  @Test func subscribingAndUnsubscribingFromSelectorsAndNewStateKeepsSelectionsApart() {
    let store = Store(state: CounterState(), reducer: CounterState.reducer)
    let watcher = RecordingSubscriber<Int>()
    let dropped = RecordingSubscriber<Int>()
    let joiner = RecordingSubscriber<String>()
    let late = RecordingSubscriber<Int>()
    store.subscribe(dropped) { $0.select { $0.count } }
    store.subscribe(watcher) { input in
      input.select { state in
        // A selector that ends one subscription and starts another while the store publishes.
        if state.count == 1 {
          store.unsubscribe(dropped)
          store.subscribe(joiner) { $0.select { "joined at \($0.count)" } }
        }
        return state.count * 100
      }
    }
    watcher.onNewState = { value in
      // A subscriber that subscribes from `newState` and dispatches a follow-up.
      if value == 100 {
        store.subscribe(late) { $0.select { -$0.count } }
        store.dispatch(AddAction(amount: 10))
      }
    }
    store.dispatch(AddAction(amount: 1))

    #expect(watcher.received == [0, 100, 1100])
    // Notified before the selector ended its subscription, then never again.
    #expect(dropped.received == [0, 1])
    #expect(joiner.received == ["joined at 1", "joined at 11"])
    #expect(late.received == [-1, -11])
    #expect(store.subscriberCount == 3)
  }

  @Test func aMockStoreKeepsSelectionsApartAsAStoreDoes() {
    let store = MockStore(state: CounterState())
    let outer = RecordingSubscriber<Int>()
    let inner = RecordingSubscriber<Int>()
    store.subscribe(outer) { outerInput in
      var innerInput: Subscription<CounterState>?
      store.subscribe(inner) { input in
        innerInput = input
        return outerInput.select { $0.count }
      }
      return innerInput!.select { $0.count * 10 }
    }
    store.state.count = 7

    #expect(outer.received == [0, 70])
    #expect(inner.received == [0, 7])
  }

  @Test func aMockStoreSubscriptionMadeInsideATransformIsReplacedByTheOuterOne() {
    let store = MockStore(state: CounterState())
    let subscriber = RecordingSubscriber<Int>()
    store.subscribe(subscriber) { input in
      store.subscribe(subscriber) { $0.select { $0.count + 1 } }
      return input.select { $0.count + 2 }
    }
    store.state.count = 1

    #expect(subscriber.received == [1, 2, 3])
    #expect(store.subscriberCount == 1)
  }

  @Test func aTransformReturningAStageOfAnotherStateTypeStopsWithAMessage() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let other = Store(state: ChainState(), reducer: ChainState.reducer)
        var foreign: Subscription<Int>?
        other.subscribe(RecordingSubscriber<Int>()) { input in
          let stage = input.select(\.reduced)
          foreign = stage
          return stage
        }
        let store = Store(state: CounterState(), reducer: CounterState.reducer)
        store.subscribe(RecordingSubscriber<Int>()) { _ in foreign! }
      }
    }
  }
}

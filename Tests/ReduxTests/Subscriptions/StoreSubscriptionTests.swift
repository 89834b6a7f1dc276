import Testing

@testable import Redux

@MainActor
@Suite("Store subscriptions")
struct StoreSubscriptionTests {
  @Test func subscribingDeliversTheCurrentStateAtOnce() {
    let store = Store(state: CounterState(count: 3), reducer: CounterState.reducer)
    let whole = RecordingSubscriber<CounterState>()
    let count = RecordingSubscriber<Int>()
    store.subscribe(whole)
    store.subscribe(count) { $0.select(\.count) }
    #expect(whole.received == [CounterState(count: 3)])
    #expect(count.received == [3])
  }

  @Test func equatableSelectionsSkipRepeatsByDefault() {
    let store = Store(state: CounterState(), reducer: CounterState.reducer)
    let count = RecordingSubscriber<Int>()
    store.subscribe(count) { $0.select(\.count) }
    store.dispatch(counterAction(.noop))
    store.dispatch(counterAction(.increment))
    store.dispatch(counterAction(.flash))
    store.dispatch(counterAction(.increment))
    #expect(count.received == [0, 1, 2])
  }

  @Test func wholeStateSubscribersHearOnlyAboutChanges() {
    let store = Store(
      state: CounterState(),
      reducer: { state, action in
        action.actionType as? CounterActionType == .increment
          ? CounterState(count: state.count + 1) : state
      }
    )
    let whole = RecordingSubscriber<CounterState>()
    store.subscribe(whole)
    store.dispatch(counterAction(.noop))
    store.dispatch(counterAction(.increment))
    #expect(whole.received.map(\.count) == [0, 1])
  }

  @Test func nonEquatableSelectionsAreDeliveredAfterEveryAction() {
    struct Snapshot { let count: Int }
    let store = Store(state: CounterState(), reducer: CounterState.reducer)
    let snapshots = RecordingSubscriber<Snapshot>()
    store.subscribe(snapshots) { $0.select { Snapshot(count: $0.count) } }
    store.dispatch(counterAction(.noop))
    store.dispatch(counterAction(.increment))
    #expect(snapshots.received.map(\.count) == [0, 0, 1])
  }

  @Test func skipRepeatsWithACustomComparison() {
    struct Snapshot { let count: Int }
    let store = Store(state: CounterState(), reducer: CounterState.reducer)
    let snapshots = RecordingSubscriber<Snapshot>()
    store.subscribe(snapshots) {
      $0.select { Snapshot(count: $0.count) }.skipRepeats { $0.count == $1.count }
    }
    store.dispatch(counterAction(.noop))
    store.dispatch(counterAction(.increment))
    store.dispatch(counterAction(.noop))
    #expect(snapshots.received.map(\.count) == [0, 1])
  }

  @Test func skipWhenAndOnlyWhenCompareWithThePreviousValue() {
    let store = Store(state: CounterState(), reducer: CounterState.reducer)
    let evenJumps = RecordingSubscriber<Int>()
    let increases = RecordingSubscriber<Int>()
    store.subscribe(evenJumps) { $0.select(\.count).skip { old, new in (new - old) % 2 != 0 } }
    store.subscribe(increases) { $0.select(\.count).only { old, new in new > old } }
    for amount in [1, 2, -5, 4] {
      store.dispatch(AddAction(amount: amount))
    }
    // counts: 0 → 1 → 3 → -2 → 2
    #expect(evenJumps.received == [0, 3, 2])
    #expect(increases.received == [0, 1, 3, 2])
  }

  @Test func selectionsChainAndKeyPathsWork() {
    let store = Store(state: CounterState(), reducer: CounterState.reducer)
    let parity = RecordingSubscriber<Bool>()
    store.subscribe(parity) { $0.select(\.count).select { $0 % 2 == 0 } }
    for _ in 0..<4 { store.dispatch(counterAction(.increment)) }
    #expect(parity.received == [true, false, true, false, true])
  }

  @Test func transientFlagsAreSeenOnceThenReset() {
    let store = Store(state: CounterState(), reducer: CounterState.reducer)
    let flashing = RecordingSubscriber<Bool>()
    store.subscribe(flashing) { $0.select(\.isFlashing) }
    store.dispatch(counterAction(.flash))
    store.dispatch(counterAction(.noop))
    store.dispatch(counterAction(.noop))
    #expect(flashing.received == [false, true, false])
  }

  @Test func subscribersAreNotifiedInTheOrderTheySubscribed() {
    let store = Store(state: CounterState(), reducer: CounterState.reducer)
    var order: [String] = []
    let subscribers = (0..<5).map { _ in RecordingSubscriber<Int>() }
    for (index, subscriber) in subscribers.enumerated().reversed() {
      subscriber.onNewState = { _ in order.append("s\(index)") }
    }
    for subscriber in subscribers {
      store.subscribe(subscriber) { $0.select(\.count) }
    }
    order.removeAll()
    store.dispatch(counterAction(.increment))
    #expect(order == ["s0", "s1", "s2", "s3", "s4"])
  }

  @Test func subscribersAreHeldWeaklyAndDroppedWhenGone() {
    let store = Store(state: CounterState(), reducer: CounterState.reducer)
    weak var weakSubscriber: RecordingSubscriber<Int>?
    do {
      let subscriber = RecordingSubscriber<Int>()
      weakSubscriber = subscriber
      store.subscribe(subscriber) { $0.select(\.count) }
      #expect(store.subscriberCount == 1)
    }
    #expect(weakSubscriber == nil)
    #expect(store.subscriberCount == 0)
    store.dispatch(counterAction(.increment))
    #expect(store.subscriberCount == 0)
  }

  @Test func subscribingTheSameObjectAgainReplacesItsSubscription() {
    let store = Store(state: CounterState(count: 1), reducer: CounterState.reducer)
    let subscriber = RecordingSubscriber<Int>()
    store.subscribe(subscriber) { $0.select(\.count) }
    store.subscribe(subscriber) { $0.select { $0.count * 100 } }
    #expect(store.subscriberCount == 1)
    store.dispatch(counterAction(.increment))
    #expect(subscriber.received == [1, 100, 200])
  }

  @Test func unsubscribedSubscribersHearNothingMore() {
    let store = Store(state: CounterState(), reducer: CounterState.reducer)
    let subscriber = RecordingSubscriber<Int>()
    store.subscribe(subscriber) { $0.select(\.count) }
    store.dispatch(counterAction(.increment))
    store.unsubscribe(subscriber)
    store.unsubscribe(subscriber)
    store.dispatch(counterAction(.increment))
    #expect(subscriber.received == [0, 1])
    #expect(store.subscriberCount == 0)
  }

  @Test func unsubscribingAnotherSubscriberFromInsideNewStateIsSafe() {
    let store = Store(state: CounterState(), reducer: CounterState.reducer)
    let first = RecordingSubscriber<Int>()
    let second = RecordingSubscriber<Int>()
    first.onNewState = { count in
      if count == 1 { store.unsubscribe(second) }
    }
    store.subscribe(first) { $0.select(\.count) }
    store.subscribe(second) { $0.select(\.count) }
    store.dispatch(counterAction(.increment))
    store.dispatch(counterAction(.increment))
    #expect(first.received == [0, 1, 2])
    #expect(second.received == [0])
  }

  @Test func unsubscribingItselfFromInsideNewStateIsSafe() {
    let store = Store(state: CounterState(), reducer: CounterState.reducer)
    let subscriber = RecordingSubscriber<Int>()
    subscriber.onNewState = { [unowned subscriber] count in
      if count == 1 { store.unsubscribe(subscriber) }
    }
    store.subscribe(subscriber) { $0.select(\.count) }
    store.dispatch(counterAction(.increment))
    store.dispatch(counterAction(.increment))
    #expect(subscriber.received == [0, 1])
  }

  @Test func subscribingFromInsideNewStateDeliversOnceAndJoinsTheNextRound() {
    let store = Store(state: CounterState(), reducer: CounterState.reducer)
    let first = RecordingSubscriber<Int>()
    let late = RecordingSubscriber<Int>()
    first.onNewState = { count in
      if count == 1 { store.subscribe(late) { $0.select(\.count) } }
    }
    store.subscribe(first) { $0.select(\.count) }
    store.dispatch(counterAction(.increment))
    #expect(late.received == [1])
    store.dispatch(counterAction(.increment))
    #expect(late.received == [1, 2])
  }

  @Test func subscribingFromAMiddlewareDoesNotDeliverTheSameStateTwice() {
    struct Snapshot { let count: Int }
    let late = RecordingSubscriber<Snapshot>()
    var store: Store<CounterState>!
    store = Store(
      state: CounterState(),
      reducer: CounterState.reducer,
      middlewares: [
        { state, _ in
          if state.count == 1 { store.subscribe(late) { $0.select { Snapshot(count: $0.count) } } }
        }
      ]
    )
    store.dispatch(counterAction(.increment))
    #expect(late.received.map(\.count) == [1])
    store.dispatch(counterAction(.increment))
    #expect(late.received.map(\.count) == [1, 2])
  }

  @Test func selectionsOfASubscriberThatWentAwayAreNotEvaluated() {
    let store = Store(state: CounterState(), reducer: CounterState.reducer)
    var evaluations = 0
    do {
      let subscriber = RecordingSubscriber<Int>()
      store.subscribe(subscriber) {
        $0.select { state in
          evaluations += 1
          return state.count
        }
      }
    }
    #expect(evaluations == 1)
    store.dispatch(counterAction(.increment))
    #expect(evaluations == 1)
  }

  @Test func theStoreLetsGoOfASelectionWhenItsSubscriberUnsubscribesOrIsFoundGone() {
    final class Captured {}
    let store = Store(state: CounterState(), reducer: CounterState.reducer)
    // Subscribers that stay, so that the ended entries are too few to be swept from the list.
    let stayers = (0..<3).map { _ in RecordingSubscriber<Int>() }
    for stayer in stayers { store.subscribe(stayer) { $0.select(\.count) } }
    let unsubscribed = RecordingSubscriber<Int>()
    weak var capturedByUnsubscribed: Captured?
    weak var capturedByGone: Captured?
    do {
      let first = Captured()
      let second = Captured()
      capturedByUnsubscribed = first
      capturedByGone = second
      store.subscribe(unsubscribed) {
        $0.select { state in withExtendedLifetime(first) { state.count } }
      }
      let gone = RecordingSubscriber<Int>()
      store.subscribe(gone) { $0.select { state in withExtendedLifetime(second) { state.count } } }
    }

    store.unsubscribe(unsubscribed)
    #expect(capturedByUnsubscribed == nil)
    #expect(capturedByGone != nil)
    store.dispatch(counterAction(.increment))
    #expect(capturedByGone == nil)
    #expect(stayers.allSatisfy { $0.received == [0, 1] })
  }

  @Test func manySubscribersComingAndGoingLeaveNothingBehind() {
    let store = Store(state: CounterState(), reducer: CounterState.reducer)
    let keeper = RecordingSubscriber<Int>()
    store.subscribe(keeper) { $0.select(\.count) }
    for round in 0..<200 {
      let transient = RecordingSubscriber<Int>()
      store.subscribe(transient) { $0.select(\.count) }
      if round.isMultiple(of: 2) { store.unsubscribe(transient) }
      store.dispatch(counterAction(.increment))
    }
    #expect(store.subscriberCount == 1)
    #expect(keeper.received == Array(0...200))
  }
}

@MainActor
@Suite("Dispatching while subscribing")
struct DispatchWhileSubscribingTests {
  @Test func anActionDispatchedDuringTheFirstDeliveryRunsAfterIt() {
    let store = Store(state: CounterState(), reducer: CounterState.reducer)
    let subscriber = RecordingSubscriber<Int>()
    var log: [String] = []
    subscriber.onNewState = { count in
      log.append("enter \(count)")
      if count == 0 { store.dispatch(counterAction(.increment)) }
      log.append("leave \(count)")
    }
    store.subscribe(subscriber) { $0.select(\.count) }
    log.append("subscribe returned")
    #expect(log == ["enter 0", "leave 0", "enter 1", "leave 1", "subscribe returned"])
    #expect(store.state.count == 1)
  }
}

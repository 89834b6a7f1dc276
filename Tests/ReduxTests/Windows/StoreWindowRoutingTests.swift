import Redux
import Testing

@MainActor
@Suite("Store window subscriptions: which selections run after an action")
struct StoreWindowRoutingTests {
  let windowA = WindowUUID()
  let windowB = WindowUUID()
  let windowC = WindowUUID()

  /// How a store under test reduces. The two ways learn differently what routing needs (whether
  /// the app-wide state or the closed windows changed): around the in-place reduction, or by
  /// comparing the state before the action with the one the reducer returned.
  enum Reduction: CaseIterable, Sendable {
    case inPlace
    case returningTheNextState
  }

  func makeStore(_ reduction: Reduction = .inPlace) -> Store<TestAppState> {
    let state = TestAppState.showingEveryScreen(in: [windowA, windowB, windowC])
    switch reduction {
    case .inPlace:
      return Store(state: state, reducer: TestAppState.reducer)
    case .returningTheNextState:
      let reducer: Reducer<TestAppState> = { state, action in
        var next = state
        TestAppState.reducer(&next, action)
        return next
      }
      return Store(state: state, reducer: reducer)
    }
  }

  @Test func subscribingEvaluatesTheSelectionOnceAndDeliversTheCurrentState() {
    let store = makeStore()
    let tally = SelectionTally()
    let subscriber = RecordingSubscriber<TestScreenState?>()
    store.subscribeCounting(subscriber, window: windowA, tally: tally, as: "A")
    #expect(tally["A"] == 1)
    #expect(subscriber.received == [.counter(CounterScreenState(windowUUID: windowA))])
    #expect(store.subscriberCount(in: windowA) == 1)
    #expect(store.subscriberCount == 1)
  }

  @Test func anActionForOneWindowEvaluatesOnlyThatWindowsSelectionsOnceEach() {
    let store = makeStore()
    let tally = SelectionTally()
    let counterOfA = RecordingSubscriber<TestScreenState?>()
    let notesOfA = RecordingSubscriber<TestScreenState?>()
    let counterOfB = RecordingSubscriber<TestScreenState?>()
    store.subscribeCounting(counterOfA, window: windowA, tally: tally, as: "A counter")
    store.subscribeCounting(notesOfA, window: windowA, screen: .notes, tally: tally, as: "A notes")
    store.subscribeCounting(counterOfB, window: windowB, tally: tally, as: "B counter")
    tally.reset()

    store.dispatch(.increment(in: windowA))
    #expect(tally.order == ["A counter", "A notes"])
    #expect(
      counterOfA.received.last
        == .counter(
          CounterScreenState(windowUUID: windowA, count: 1, didIncrement: true)))
    #expect(counterOfA.received.count == 2)
    // The notes did not change, so the equal selection was skipped.
    #expect(notesOfA.received.count == 1)
    #expect(counterOfB.received.count == 1)

    tally.reset()
    store.dispatch(.increment(in: windowC))
    store.dispatch(.increment(in: WindowUUID()))
    #expect(tally.order.isEmpty)
  }

  @Test func aStoreWideSubscriptionEvaluatesAfterEveryAction() {
    let store = makeStore()
    let tally = SelectionTally()
    let counts = RecordingSubscriber<Int>()
    store.subscribe(counts) {
      $0.select { state in
        tally.hit("store")
        return state.activeScreens.screens.count
      }
    }
    #expect(tally["store"] == 1)
    let actions: [() -> Action] = [
      { .increment(in: windowA) },
      { .ping(in: windowB) },
      { .noop(in: windowC) },
      { .noop(in: WindowUUID()) },
      { .noop(in: .unavailable) },
      { .setTheme(.dark, from: windowA) },
      { .closeWindow(windowC) },
      { .noop(in: windowC) },
    ]
    for makeAction in actions { store.dispatch(makeAction()) }
    #expect(tally["store"] == 1 + actions.count)
    #expect(counts.received == [9, 6])
  }

  /// Subscribes the counters of windows A and B, counted in `tally` as "A" and "B", and window
  /// B's theme.
  ///
  /// - Returns: The three subscribers.
  func subscribeCountersAndTheme(
    to store: Store<TestAppState>, tally: SelectionTally
  ) -> (
    counterOfA: RecordingSubscriber<TestScreenState?>,
    counterOfB: RecordingSubscriber<TestScreenState?>, themeInB: RecordingSubscriber<TestTheme>
  ) {
    let counterOfA = RecordingSubscriber<TestScreenState?>()
    let counterOfB = RecordingSubscriber<TestScreenState?>()
    let themeInB = RecordingSubscriber<TestTheme>()
    store.subscribeCounting(counterOfA, window: windowA, tally: tally, as: "A")
    store.subscribeCounting(counterOfB, window: windowB, tally: tally, as: "B")
    store.subscribe(themeInB, to: .window(windowB)) { $0.select(\.theme) }
    return (counterOfA, counterOfB, themeInB)
  }

  @Test(arguments: Reduction.allCases)
  func anAppWideChangeEvaluatesEveryWindowsSelections(_ reduction: Reduction) {
    let store = makeStore(reduction)
    let tally = SelectionTally()
    let (counterOfA, counterOfB, themeInB) = subscribeCountersAndTheme(to: store, tally: tally)
    tally.reset()

    // Dispatched for a window nobody watches, it still reaches every window: the theme changed.
    store.dispatch(.setTheme(.dark, from: windowC))
    #expect(tally.order == ["A", "B"])
    #expect(themeInB.received == [.light, .dark])

    // Setting the same theme again changes nothing app-wide: only the action's window hears.
    tally.reset()
    store.dispatch(.setTheme(.dark, from: windowC))
    #expect(tally.order.isEmpty)
    store.dispatch(.setTheme(.dark, from: windowA))
    #expect(tally.order == ["A"])
    // The counters' selections ran, but found the counters unchanged: nothing was delivered.
    #expect(counterOfA.received.count == 1)
    #expect(counterOfB.received.count == 1)
  }

  @Test(arguments: Reduction.allCases)
  func closingAWindowEndsItsSubscriptionsAndNoOthers(_ reduction: Reduction) {
    let store = makeStore(reduction)
    let tally = SelectionTally()
    let (counterOfA, counterOfB, themeInB) = subscribeCountersAndTheme(to: store, tally: tally)
    #expect(store.subscriberCount(in: windowB) == 2)
    tally.reset()

    store.dispatch(.closeWindow(windowB))
    #expect(store.subscriberCount(in: windowB) == 0)
    #expect(store.subscriberCount == 1)
    // Window B's subscribers hear nothing more, not even of a change every window hears.
    store.dispatch(.setTheme(.dark, from: windowA))
    store.dispatch(.increment(in: windowB))
    #expect(tally.order == ["A"])
    #expect(themeInB.received == [.light])
    #expect(counterOfB.received.count == 1)
    // The theme is not in the counter's selection: evaluated, but equal, so not delivered.
    #expect(counterOfA.received.count == 1)
  }

  @Test func anActionForEveryWindowEvaluatesEveryWindowsSelectionsOnce() {
    let store = makeStore()
    let tally = SelectionTally()
    let notOpenYet = WindowUUID()
    let subscribers = (0..<4).map { _ in RecordingSubscriber<TestScreenState?>() }
    store.subscribeCounting(subscribers[0], window: windowA, tally: tally, as: "A")
    store.subscribeCounting(subscribers[1], window: windowB, tally: tally, as: "B")
    store.subscribeCounting(subscribers[2], window: windowC, tally: tally, as: "C")
    store.subscribeCounting(subscribers[3], window: notOpenYet, tally: tally, as: "new")
    tally.reset()
    store.dispatch(.increment(in: .unavailable))
    #expect(tally.order == ["A", "B", "C", "new"])
    for (subscriber, window) in zip(subscribers, [windowA, windowB, windowC]) {
      #expect(
        subscriber.received.last
          == .counter(
            CounterScreenState(windowUUID: window, count: 1, didIncrement: true)))
    }
    #expect(subscribers[3].received == [nil])
  }

  @Test func aWindowSubscriptionFollowsItsWindowFromBeforeItOpens() {
    let store = makeStore()
    let tally = SelectionTally()
    let later = WindowUUID()
    let subscriber = RecordingSubscriber<TestScreenState?>()
    store.subscribeCounting(subscriber, window: later, tally: tally, as: "later")
    store.dispatch(.showScreen(.counter, in: later))
    store.dispatch(.increment(in: later))
    store.dispatch(.increment(in: windowA))
    #expect(tally["later"] == 3)
    #expect(
      subscriber.received == [
        nil, .counter(CounterScreenState(windowUUID: later)),
        .counter(CounterScreenState(windowUUID: later, count: 1, didIncrement: true)),
      ])
  }

  @Test func aWholeStateWindowSubscriptionHearsOnlyAboutItsWindow() {
    let store = makeStore()
    let whole = RecordingSubscriber<TestAppState>()
    store.subscribe(whole, to: .window(windowA)) { $0 }
    store.dispatch(.increment(in: windowB))
    store.dispatch(.increment(in: windowA))
    #expect(whole.received.count == 2)
    #expect(whole.received.last == store.state)
  }

  @Test func aSubscriptionForEveryWindowHearsEveryActionAndIsCountedForIt() {
    let store = makeStore()
    let tally = SelectionTally()
    let subscriber = RecordingSubscriber<TestScreenState?>()
    store.subscribeCounting(subscriber, window: .unavailable, tally: tally, as: "every")
    #expect(store.subscriberCount(in: .unavailable) == 1)
    #expect(store.subscriberCount(in: windowA) == 0)
    #expect(store.subscriberCount == 1)
    store.dispatch(.increment(in: windowA))
    store.dispatch(.increment(in: windowB))
    store.dispatch(.noop(in: .unavailable))
    #expect(tally["every"] == 4)
    store.unsubscribe(subscriber)
    #expect(store.subscriberCount(in: .unavailable) == 0)
  }
}

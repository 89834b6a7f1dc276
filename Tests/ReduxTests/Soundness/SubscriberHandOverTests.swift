import Redux
import ReduxTestSupport
import ReduxTesting
import Testing

/// A subscriber that logs each value it receives, and its own `deinit`, under its name.
@MainActor
private final class NamedSubscriber: StoreSubscriber {
  let name: String
  var onNewState: ((Int) -> Void)?
  private let log: EventLog
  private let hook: DeinitHook

  init(_ name: String, log: EventLog) {
    self.name = name
    self.log = log
    hook = DeinitHook { log.record("\(name) gone") }
  }

  func newState(state: Int) {
    log.record("\(name) \(state)")
    onNewState?(state)
  }
}

/// The only strong reference to a subscriber outside the store, which holds it weakly.
@MainActor
private final class Holder {
  var subscriber: NamedSubscriber?
}

/// A subscription's pipeline takes over the reference to its subscriber that the lane found
/// alive, stage to stage, and its last stage's checked cast keeps it for `newState`.
///
/// The reference must be released exactly once on every path (a stage that stops the value, a
/// subscriber that drops the last other reference to itself, or to another subscriber, during
/// `newState`, a subscription replaced during its own delivery), never kept past the delivery,
/// and an ended subscriber is never called. An over-release would free a subscriber that is still
/// held; a leak would keep it alive after its last holder let go.
///
/// CI also runs this suite in a release build, where the reference is handed over without the
/// copies a debug build makes.
@MainActor
@Suite("Soundness: pipelines take over the subscriber's reference")
struct SubscriberHandOverTests {
  @Test func aSubscriberThatDropsItsLastHolderInNewStateGoesAwayOnceAfterTheCall() {
    let store = Store(state: CounterState(), reducer: CounterState.reducer)
    let log = EventLog()
    let first = NamedSubscriber("first", log: log)
    let last = NamedSubscriber("last", log: log)
    let holder = Holder()
    holder.subscriber = NamedSubscriber("dropped", log: log)
    weak let dropped = holder.subscriber
    store.subscribe(first) { $0.select { $0.count } }
    // A filter stage between the lane and the subscriber: the reference crosses it.
    store.subscribe(holder.subscriber!) { $0.select { $0.count }.skip { old, new in old == new } }
    store.subscribe(last) { $0.select { $0.count } }
    holder.subscriber?.onNewState = { value in
      if value == 1 { holder.subscriber = nil }
    }
    _ = log.take()

    store.dispatch(AddAction(amount: 1))
    // Still alive for the whole call, gone before the next subscriber is called.
    #expect(log.take() == ["first 1", "dropped 1", "dropped gone", "last 1"])
    #expect(dropped == nil)

    store.dispatch(AddAction(amount: 1))
    #expect(log.take() == ["first 2", "last 2"])
    #expect(store.subscriberCount == 2)
  }

  @Test func aSubscriberReleasedByAnEarlierOneInTheSameLaneIsNotCalled() {
    let store = Store(state: CounterState(), reducer: CounterState.reducer)
    let window = WindowUUID()
    let log = EventLog()
    let releaser = NamedSubscriber("releaser", log: log)
    let holder = Holder()
    holder.subscriber = NamedSubscriber("victim", log: log)
    let survivor = NamedSubscriber("survivor", log: log)
    store.subscribe(releaser, to: .window(window)) { $0.select { $0.count } }
    store.subscribe(holder.subscriber!, to: .window(window)) { $0.select { $0.count } }
    store.subscribe(survivor, to: .window(window)) { $0.select { $0.count }.skipRepeats() }
    releaser.onNewState = { value in
      if value == 2 { holder.subscriber = nil }
    }
    _ = log.take()

    store.dispatch(AddAction(amount: 2, windowUUID: window))
    #expect(log.take() == ["releaser 2", "victim gone", "survivor 2"])
    #expect(store.subscriberCount(in: window) == 2)

    store.dispatch(AddAction(amount: 1, windowUUID: window))
    #expect(log.take() == ["releaser 3", "survivor 3"])
  }

  @Test func aSubscriberThatUnsubscribesItselfAndDropsItsHolderInNewStateGoesAwayOnce() {
    let store = Store(state: CounterState(), reducer: CounterState.reducer)
    let window = WindowUUID()
    let log = EventLog()
    let holder = Holder()
    holder.subscriber = NamedSubscriber("quitter", log: log)
    let next = NamedSubscriber("next", log: log)
    store.subscribe(holder.subscriber!, to: .window(window)) {
      $0.select { $0.count }.skipRepeats()
    }
    store.subscribe(next, to: .window(window)) { $0.select { $0.count } }
    holder.subscriber?.onNewState = { value in
      guard value == 1, let quitter = holder.subscriber else { return }
      store.unsubscribe(quitter)
      holder.subscriber = nil
    }
    _ = log.take()

    store.dispatch(AddAction(amount: 1, windowUUID: window))
    #expect(log.take() == ["quitter 1", "quitter gone", "next 1"])
    store.dispatch(AddAction(amount: 1, windowUUID: window))
    #expect(log.take() == ["next 2"])
    #expect(store.subscriberCount(in: window) == 1)
  }

  @Test func aStageThatStopsEveryValueNeitherFreesNorKeepsItsSubscriber() {
    let store = Store(state: CounterState(), reducer: CounterState.reducer)
    let log = EventLog()
    let holder = Holder()
    holder.subscriber = NamedSubscriber("filtered", log: log)
    weak let filtered = holder.subscriber
    // The first value always passes; every later one is stopped by the stage, which then
    // releases the reference it was handed.
    store.subscribe(holder.subscriber!) { $0.select { $0.count }.only { _, _ in false } }
    _ = log.take()

    for _ in 0..<200 { store.dispatch(AddAction(amount: 1)) }
    // An over-release on the stopping path would have freed it by now.
    #expect(filtered != nil)
    #expect(filtered?.name == "filtered")
    #expect(log.take() == [])
    #expect(store.subscriberCount == 1)

    // And nothing on that path kept a reference: the holder's was the last.
    holder.subscriber = nil
    #expect(log.take() == ["filtered gone"])
    #expect(filtered == nil)
    store.dispatch(AddAction(amount: 1))
    #expect(store.subscriberCount == 0)
  }

  @Test func aSubscriberIsNotKeptAliveByItsLastDelivery() {
    let store = Store(state: CounterState(), reducer: CounterState.reducer)
    let log = EventLog()
    let holder = Holder()
    holder.subscriber = NamedSubscriber("delivered", log: log)
    weak let delivered = holder.subscriber
    store.subscribe(holder.subscriber!) { $0.select { $0.count }.skipRepeats() }
    store.dispatch(AddAction(amount: 1))
    #expect(log.take() == ["delivered 0", "delivered 1"])

    holder.subscriber = nil
    #expect(log.take() == ["delivered gone"])
    #expect(delivered == nil)
  }

  @Test func aSubscriptionReplacedDuringItsOwnDeliveryDeliversThroughTheNewPipelineOnly() {
    let store = Store(state: CounterState(), reducer: CounterState.reducer)
    let log = EventLog()
    let subscriber = NamedSubscriber("replaced", log: log)
    store.subscribe(subscriber) { $0.select { $0.count }.skipRepeats() }
    subscriber.onNewState = { value in
      guard value == 1 else { return }
      // Replaced from its own `newState`: the new pipeline delivers the current state at once,
      // inside this call; the old one finishes its delivery and is never used again.
      store.subscribe(subscriber) { $0.select { $0.count * 10 }.skipRepeats() }
    }
    _ = log.take()

    store.dispatch(AddAction(amount: 1))
    #expect(log.take() == ["replaced 1", "replaced 10"])
    store.dispatch(AddAction(amount: 1))
    #expect(log.take() == ["replaced 20"])
    #expect(store.subscriberCount == 1)
  }

  @Test func aSubscriberThatReplacesItsSubscriptionAndDropsItsHolderGoesAwayOnce() {
    let store = Store(state: CounterState(), reducer: CounterState.reducer)
    let log = EventLog()
    let holder = Holder()
    holder.subscriber = NamedSubscriber("leaving", log: log)
    weak let leaving = holder.subscriber
    store.subscribe(holder.subscriber!) { $0.select { $0.count } }
    holder.subscriber?.onNewState = { value in
      guard value == 1, let subscriber = holder.subscriber else { return }
      holder.subscriber = nil
      // Both the old pipeline, still delivering, and the new one, delivering the current state
      // now, hold it only for their calls.
      store.subscribe(subscriber) { $0.select { $0.count + 100 } }
    }
    _ = log.take()

    store.dispatch(AddAction(amount: 1))
    #expect(log.take() == ["leaving 1", "leaving 101", "leaving gone"])
    #expect(leaving == nil)
    store.dispatch(AddAction(amount: 1))
    #expect(log.take() == [])
    #expect(store.subscriberCount == 0)
  }

  @Test func aMockStoreHandsOverTheReferenceAsAStoreDoes() {
    let store = MockStore(state: CounterState())
    let log = EventLog()
    let first = NamedSubscriber("first", log: log)
    let holder = Holder()
    holder.subscriber = NamedSubscriber("dropped", log: log)
    weak let dropped = holder.subscriber
    let filtered = NamedSubscriber("filtered", log: log)
    store.subscribe(first) { $0.select { $0.count } }
    store.subscribe(holder.subscriber!) { $0.select { $0.count } }
    store.subscribe(filtered) { $0.select { $0.count }.only { _, _ in false } }
    first.onNewState = { value in
      if value == 1 { holder.subscriber = nil }
    }
    _ = log.take()

    store.state.count = 1
    #expect(log.take() == ["first 1", "dropped gone"])
    #expect(dropped == nil)
    for count in 2...50 { store.state.count = count }
    #expect(log.take().count == 49)
    #expect(filtered.name == "filtered")
    #expect(store.subscriberCount == 2)
  }

  #if canImport(Observation)
  @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
  @Test func anObservationOfAClosedWindowRunsItsPipelineOnceAndKeepsNothing() {
    let windowA = WindowUUID()
    let windowB = WindowUUID()
    let store = Store(
      state: TestAppState.showingEveryScreen(in: [windowA, windowB]),
      reducer: TestAppState.reducer)
    store.dispatch(.closeWindow(windowB))
    let log = EventLog()
    var selections = 0
    do {
      let hook = DeinitHook { log.record("pipeline gone") }
      // The window is closed: the model is not subscribed, and shows the selection of the
      // current state, run once through a pipeline whose later values would all be stopped.
      let model = store.observe(for: .window(windowB)) {
        $0.select { state in
          _ = hook
          selections += 1
          return state.activeScreens.screenState(for: .notes, window: windowB) == nil
        }.only { _, _ in false }
      }
      #expect(model.value == true)
      #expect(store.subscriberCount == 0)
    }
    store.dispatch(.closeWindow(windowA))
    #expect(log.take() == ["pipeline gone"])
    #expect(selections == 1)
    #expect(store.subscriberCount == 0)
  }
  #endif
}

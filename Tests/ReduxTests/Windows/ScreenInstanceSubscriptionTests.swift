import Redux
import Testing

@MainActor
@Suite("Screen instances: which screen subscriptions run after an action")
struct ScreenInstanceSubscriptionTests {
  let windowA = WindowUUID()
  let windowB = WindowUUID()

  /// A store whose two windows show every test screen and a second counter instance.
  func makeStore() -> (Store<TestAppState>, seconds: [WindowUUID: ScreenInstanceID]) {
    var state = TestAppState()
    state.activeScreens = .showingEveryScreen(in: [windowA, windowB])
    var seconds: [WindowUUID: ScreenInstanceID] = [:]
    for window in [windowA, windowB] {
      let second = ScreenInstanceID()
      TestAppState.reducer(&state, .show(.counter, instance: second, in: window))
      seconds[window] = second
    }
    return (Store(state: state, reducer: TestAppState.reducer), seconds)
  }

  /// Subscribes to one counter instance, counting its selection's runs as `name`.
  func subscribe(
    to instance: ScreenInstanceID, in window: WindowUUID, store: Store<TestAppState>,
    tally: SelectionTally, as name: String
  ) -> RecordingSubscriber<TestScreenState?> {
    let subscriber = RecordingSubscriber<TestScreenState?>()
    store.subscribe(subscriber, to: .instance(instance, of: .counter, in: window)) {
      $0.select { state in
        tally.hit(name)
        return state.activeScreens.screenState(of: instance, window: window)
      }
    }
    return subscriber
  }

  /// Subscribes to a screen's first instance, counting its selection's runs as `name`.
  func subscribe(
    to screen: TestScreen, in window: WindowUUID, store: Store<TestAppState>,
    tally: SelectionTally, as name: String
  ) -> RecordingSubscriber<TestScreenState?> {
    let subscriber = RecordingSubscriber<TestScreenState?>()
    store.subscribe(subscriber, to: .screen(screen, in: window)) {
      $0.select { state in
        tally.hit(name)
        return state.activeScreens.screenState(for: screen, window: window)
      }
    }
    return subscriber
  }

  @Test func anActionForOneInstanceEvaluatesOnlyThatInstancesSubscription() throws {
    let (store, seconds) = makeStore()
    let tally = SelectionTally()
    var subscribers: [RecordingSubscriber<TestScreenState?>] = []
    for (label, window) in [("A", windowA), ("B", windowB)] {
      let second = try #require(seconds[window])
      let first = store.state.activeScreens.instances(of: .counter, in: window)[0]
      subscribers.append(
        subscribe(to: first, in: window, store: store, tally: tally, as: "\(label) first"))
      subscribers.append(
        subscribe(to: second, in: window, store: store, tally: tally, as: "\(label) second"))
      subscribers.append(
        subscribe(to: .counter, in: window, store: store, tally: tally, as: "\(label) counter"))
      subscribers.append(
        subscribe(to: .notes, in: window, store: store, tally: tally, as: "\(label) notes"))
    }
    tally.reset()

    store.dispatch(.increment(in: windowA, instance: try #require(seconds[windowA])))
    #expect(tally.order == ["A second"])
    tally.reset()
    // Without an instance: the first counter (watched twice) and the screens whose transient
    // flags it reset; the second instance is not reduced, so not evaluated.
    store.dispatch(.increment(in: windowA))
    #expect(tally.order.sorted() == ["A counter", "A first"])
    tally.reset()
    store.dispatch(.increment(in: windowA, instance: try #require(seconds[windowA])))
    // The first counter's transient flag is not reset by an action for the second instance.
    #expect(tally.order == ["A second"])
    #expect(subscribers.map(\.received.count) == [2, 3, 2, 1, 1, 1, 1, 1])
  }

  @Test func aLateHideOfTheOldInstanceLeavesTheNewOneItsStateAndSubscriptions() {
    let store = Store(state: TestAppState(), reducer: TestAppState.reducer)
    let old = ScreenInstanceID()
    let new = ScreenInstanceID()
    let tally = SelectionTally()
    store.dispatch(.show(.counter, instance: old, in: windowA))
    store.dispatch(.show(.counter, instance: new, in: windowA))
    let oldSubscriber = subscribe(to: old, in: windowA, store: store, tally: tally, as: "old")
    let newSubscriber = subscribe(to: new, in: windowA, store: store, tally: tally, as: "new")
    store.dispatch(.increment(in: windowA, instance: new))
    tally.reset()

    // The old instance's hide arrives after the new instance was shown.
    store.dispatch(.hide(.counter, instance: old, in: windowA))
    #expect(store.state.activeScreens.instances(of: .counter, in: windowA) == [new])
    #expect(store.state.activeScreens.count(of: new, in: windowA) == 1)
    // The new instance moved to position 0 without changing: its subscription is not evaluated.
    #expect(tally.order == ["old"])
    #expect(oldSubscriber.received.last == .some(nil))
    // Late work for the old instance reaches nothing.
    tally.reset()
    store.dispatch(.hide(.counter, instance: old, in: windowA))
    store.dispatch(.increment(in: windowA, instance: old))
    #expect(tally.order.isEmpty)
    // The new instance still hears its own actions.
    store.dispatch(.increment(in: windowA, instance: new))
    #expect(tally.order == ["new"])
    #expect(store.state.activeScreens.count(of: new, in: windowA) == 2)
    #expect(newSubscriber.received.count == 3)
  }
}

import Redux
import Testing

/// An object whose lifetime tells whether a subscription's closures are still held.
private final class Token {}

/// The taps of a panel, in a type that is not `Equatable`: its subscription skips no repeats.
private struct PanelTaps {
  let taps: Int?
}

/// Puts back the window screens of an earlier state, as an app's "undo" might; the screens then
/// reduce the action like any other, resetting their transient flags.
private final class PutBackScreensAction: Action {
  let screens: ActiveScreensState<TestScreenState>

  init(_ screens: ActiveScreensState<TestScreenState>, windowUUID: WindowUUID) {
    self.screens = screens
    super.init(windowUUID: windowUUID, actionType: UnhandledActionType.noop)
  }
}

/// An app state whose reducer can put back earlier window screens.
private struct UndoableAppState: WindowedState {
  var activeScreens = ActiveScreensState<TestScreenState>()

  static func defaultState(from state: UndoableAppState) -> UndoableAppState { state }

  static let reducer: InPlaceReducer<UndoableAppState> = { state, action in
    if let putBack = action as? PutBackScreensAction {
      state.activeScreens = putBack.screens
    }
    state.activeScreens.reduce(action)
  }
}

@MainActor
@Suite("Screen subscriptions: screens and windows that come and go, subscribers that leave")
struct ScreenSubscriptionLifecycleTests {
  let windowA = WindowUUID()
  let windowB = WindowUUID()

  /// A store whose windows A and B show `screens`, in this order.
  func makeStore(showing screens: [TestScreen]) -> Store<TestAppState> {
    var state = TestAppState()
    for window in [windowA, windowB] {
      for screen in screens { state.activeScreens.reduce(.showScreen(screen, in: window)) }
    }
    return Store(state: state, reducer: TestAppState.reducer)
  }

  @Test func showingTheScreenAfterSubscribingEvaluatesItAndClosingItEvaluatesItAgain() {
    let store = makeStore(showing: [.notes, .other])
    let tally = SelectionTally()
    let subscribers = store.subscribeToEveryScreen(in: [windowA], tally: tally)
    #expect(subscribers["0.counter"]?.received == [nil])

    store.dispatch(.increment(in: windowA))
    #expect(tally.order.isEmpty)
    store.dispatch(.showScreen(.counter, in: windowA))
    #expect(tally.order == ["0.counter"])
    store.dispatch(.increment(in: windowA))
    store.dispatch(.closeScreen(.counter, in: windowA))
    store.dispatch(.showScreen(.counter, in: windowB))
    store.dispatch(.closeScreen(.counter, in: windowA))
    #expect(tally.order == ["0.counter", "0.counter", "0.counter"])
    let shown = CounterScreenState(windowUUID: windowA)
    let incremented = CounterScreenState(windowUUID: windowA, count: 1, didIncrement: true)
    #expect(
      subscribers["0.counter"]?.received == [nil, .counter(shown), .counter(incremented), nil])
  }

  @Test func closingOrShowingAnotherScreenEvaluatesOnlyTheScreensItChanged() {
    let store = makeStore(showing: [.counter, .notes, .other])
    let tally = SelectionTally()
    let subscribers = store.subscribeToEveryScreen(in: [windowA], tally: tally)
    store.dispatch(.addNote("milk", in: windowA))
    tally.reset()

    // Closing the first screen moves the other two; the notes' flag is reset.
    store.dispatch(.closeScreen(.counter, in: windowA))
    #expect(tally.order == ["0.counter", "0.notes"])
    tally.reset()
    // The moved screens are still heard, each alone.
    store.dispatch(.ping(in: windowA))
    store.dispatch(.addNote("eggs", in: windowA))
    #expect(tally.order == ["0.other", "0.notes", "0.other"])
    tally.reset()
    // Showing a screen again puts it last, and moves nothing.
    store.dispatch(.showScreen(.counter, in: windowA))
    #expect(tally.order == ["0.counter", "0.notes"])
    tally.reset()
    store.dispatch(.showScreen(.counter, in: windowA))
    store.dispatch(.closeScreen(.counter, in: windowB))
    store.dispatch(.increment(in: windowA))
    store.dispatch(.ping(in: windowA))
    #expect(tally.order == ["0.counter", "0.counter", "0.other"])
    #expect(TestScreen.allCases.map { subscribers["0.\($0)"]?.received.count } == [5, 5, 4])
  }

  @Test func aScreenSubscriptionFollowsItsScreenFromBeforeItsWindowOpens() {
    let store = makeStore(showing: [.counter])
    let tally = SelectionTally()
    let later = WindowUUID()
    let counter = RecordingSubscriber<TestScreenState?>()
    store.subscribeScreenCounting(counter, window: later, screen: .counter, tally: tally, as: "c")
    store.dispatch(.increment(in: later))
    store.dispatch(.showScreen(.counter, in: later))
    store.dispatch(.increment(in: later))
    store.dispatch(.increment(in: windowA))
    #expect(tally["c"] == 3)
    #expect(
      counter.received == [
        nil, .counter(CounterScreenState(windowUUID: later)),
        .counter(CounterScreenState(windowUUID: later, count: 1, didIncrement: true)),
      ])
  }

  @Test func openingTheWindowWithoutShowingTheScreenDoesNotEvaluateIt() {
    let store = makeStore(showing: [.counter])
    let tally = SelectionTally()
    let (opened, shownElsewhere) = (WindowUUID(), WindowUUID())
    let subscribers = store.subscribeToEveryScreen(in: [opened, shownElsewhere], tally: tally)
    // Neither action shows a counter: their state stays "not shown".
    store.dispatch(.openWindow(opened))
    store.dispatch(.showScreen(.notes, in: shownElsewhere))
    #expect(tally.order == ["1.notes"])
    #expect(subscribers["1.notes"]?.received.count == 2)
  }

  @Test func closingTheWindowEndsItsScreenSubscriptionsAndANewOneIsNotRegistered() {
    let store = makeStore(showing: [.counter, .notes])
    let tally = SelectionTally()
    let subscribers = store.subscribeToEveryScreen(in: [windowA, windowB], tally: tally)
    store.dispatch(.closeWindow(windowA))
    #expect(store.subscriberCount(in: windowA) == 0)
    #expect(store.subscriberCount == 3)
    #expect(tally.order.isEmpty)

    store.dispatch(.increment(in: .unavailable))
    store.dispatch(.setTheme(.dark, from: windowB))
    store.dispatch(.increment(in: windowA))
    store.dispatch(.showScreen(.other, in: windowA))
    #expect(tally.order == ["1.counter", "1.counter", "1.notes", "1.other"])
    #expect(subscribers.values.map(\.received.count).sorted() == [1, 1, 1, 1, 1, 3])

    // Subscribing to the closed window ends the subscriber's subscription and adds none.
    let moved = subscribers["1.other"]!
    store.subscribeScreenCounting(
      moved, window: windowA, screen: .counter, tally: tally, as: "late")
    #expect(store.subscriberCount(in: windowA) == 0)
    #expect(store.subscriberCount(in: windowB) == 2)
    store.dispatch(.closeWindow(.unavailable))
    #expect(store.subscriberCount == 0)
    tally.reset()
    store.dispatch(.setTheme(.light, from: .unavailable))
    #expect(tally.order.isEmpty)
    #expect(moved.received.count == 1)
  }

  @Test func aScreenSubscriberThatGoesAwayIsNotCalledAgainAndIsDroppedAtItsNextEvaluation() {
    let store = makeStore(showing: [.counter, .notes])
    let tally = SelectionTally()
    weak var goneSubscriber: RecordingSubscriber<TestScreenState?>?
    weak var goneToken: Token?
    do {
      let (subscriber, token, windowA) = (RecordingSubscriber<TestScreenState?>(), Token(), windowA)
      store.subscribe(subscriber, to: .screen(.counter, in: windowA)) {
        $0.select { state in
          withExtendedLifetime(token) { tally.hit("gone") }
          return state.activeScreens.screenState(for: .counter, window: windowA)
        }
      }
      (goneSubscriber, goneToken) = (subscriber, token)
    }
    #expect(goneSubscriber == nil)
    #expect(store.subscriberCount(in: windowA) == 0)
    // An action for another screen does not even look at it.
    store.dispatch(.addNote("milk", in: windowA))
    #expect(goneToken != nil)
    store.dispatch(.increment(in: windowA))
    #expect(goneToken == nil)
    #expect(tally["gone"] == 1)
  }

  @Test func unsubscribingEndsAScreenSubscriptionAtOnce() {
    let store = makeStore(showing: [.counter])
    let tally = SelectionTally()
    let subscriber = RecordingSubscriber<TestScreenState?>()
    weak var weakToken: Token?
    do {
      let token = Token()
      weakToken = token
      store.subscribe(subscriber, to: .screen(.counter, in: windowA)) {
        $0.select { _ in
          withExtendedLifetime(token) { tally.hit("left") }
          return nil
        }
      }
    }
    #expect(store.subscriberCount(in: windowA) == 1)
    store.unsubscribe(subscriber)
    #expect(store.subscriberCount(in: windowA) == 0)
    #expect(weakToken == nil)
    store.dispatch(.increment(in: windowA))
    store.dispatch(.setTheme(.dark, from: windowA))
    #expect(tally["left"] == 1)
    #expect(subscriber.received == [nil])
  }

  @Test func subscribingThroughTheExistentialRoutesLikeTheConcreteStore() {
    let window = windowA
    let concrete = Store(
      state: PanelAppState.showingEveryScreen(in: [window, windowB]),
      reducer: PanelAppState.reducer)
    let store: any DefaultDispatchStore<PanelAppState> = concrete
    let tally = SelectionTally()
    let viaExistential = PanelScreen.allCases.map { screen in
      let subscriber = RecordingSubscriber<PanelSlot?>()
      store.subscribe(subscriber, to: .screen(screen, in: window)) {
        $0.select { state in
          tally.hit("any.\(screen)")
          return state.activeScreens.screenState(for: screen, window: window)
        }
      }
      return subscriber
    }
    let viaConcrete = concrete.subscribeToEveryScreen(in: [window], tally: tally)
    let everyTime = RecordingSubscriber<PanelTaps>()
    store.subscribe(everyTime, to: .screen(.second, in: window)) {
      $0.select {
        PanelTaps(taps: $0.activeScreens.screenState(for: .second, window: window)?.state.taps)
      }
    }
    #expect(concrete.subscriberCount(in: window) == 11)

    for screen in [PanelScreen.second, .second, .fourth] {
      store.dispatch(Action(windowUUID: window, actionType: PanelTapActionType.tap(screen)))
    }
    store.dispatch(Action(windowUUID: windowB, actionType: PanelTapActionType.tap(.first)))
    for (subscriber, screen) in zip(viaExistential, PanelScreen.allCases) {
      #expect(tally["any.\(screen)"] == tally[screenName(0, screen)])
      #expect(subscriber.received == viaConcrete[screenName(0, screen)]?.received)
    }
    #expect(tally.order.count == 2 * (3 + 1))
    #expect(viaExistential.map(\.received.count) == [1, 4, 1, 2, 1])
    // Not Equatable: delivered at each evaluation, the same ones.
    #expect(everyTime.received.map(\.taps) == [0, 1, 2, 2])
    store.unsubscribe(viaExistential[1])
    #expect(concrete.subscriberCount(in: window) == 10)
  }

  @Test func resubscribingReplacesAWindowSubscriptionOrAScreenSubscription() {
    let store = makeStore(showing: [.counter, .notes])
    let tally = SelectionTally()
    let subscriber = RecordingSubscriber<TestScreenState?>()
    store.subscribeCounting(subscriber, window: windowA, tally: tally, as: "window A")
    store.subscribeScreenCounting(
      subscriber, window: windowA, screen: .notes, tally: tally, as: "A notes")
    #expect(store.subscriberCount(in: windowA) == 1)
    store.dispatch(.increment(in: windowA))
    store.dispatch(.addNote("milk", in: windowA))
    #expect(tally.order == ["window A", "A notes", "A notes"])

    // Screen to screen, in another window.
    store.subscribeScreenCounting(
      subscriber, window: windowB, screen: .counter, tally: tally, as: "B counter")
    #expect(store.subscriberCount(in: windowA) == 0)
    tally.reset()
    store.dispatch(.addNote("eggs", in: windowA))
    store.dispatch(.increment(in: windowB))
    store.dispatch(.addNote("eggs", in: windowB))
    #expect(tally.order == ["B counter", "B counter"])

    // Back to a window subscription, which hears every action of its window.
    store.subscribeCounting(subscriber, window: windowB, tally: tally, as: "window B")
    #expect(store.subscriberCount == 1)
    tally.reset()
    store.dispatch(.noop(in: windowB))
    store.dispatch(.increment(in: windowB))
    #expect(tally.order == ["window B", "window B"])
    // Four subscriptions each delivered the current state; four changes were delivered.
    #expect(subscriber.received.count == 4 + 4)
  }

  @Test func anActionThatPutsBackAnEarlierStateOfTheScreenIsNoticed() {
    var initial = UndoableAppState()
    initial.activeScreens.reduce(.showScreen(.notes, in: windowA))
    let store = Store(state: initial, reducer: UndoableAppState.reducer)
    let tally = SelectionTally()
    let viaScreen = RecordingSubscriber<TestScreenState?>()
    let viaWindow = RecordingSubscriber<TestScreenState?>()
    let windowA = windowA
    store.subscribeScreenCounting(viaScreen, window: windowA, screen: .notes, tally: tally, as: "n")
    store.subscribe(viaWindow, to: .window(windowA)) {
      $0.select { $0.activeScreens.screenState(for: .notes, window: windowA) }
    }
    store.dispatch(.addNote("milk", in: windowA))
    let saved = store.state.activeScreens
    store.dispatch(.addNote("eggs", in: windowA))
    // The notes go from ["milk", "eggs"] back to ["milk"], their flag reset by the action.
    store.dispatch(PutBackScreensAction(saved, windowUUID: windowA))
    let notes = store.state.activeScreens.screenState(for: .notes, window: windowA)
    #expect(viaWindow.received.last == notes)
    #expect(viaScreen.received.last == notes)
    #expect(tally["n"] == 4)
  }
}

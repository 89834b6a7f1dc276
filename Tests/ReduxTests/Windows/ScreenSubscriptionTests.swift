import Redux
import ReduxTestSupport
import Testing

/// A screen's state with the app-wide theme: what a screen's controller typically selects.
private struct ScreenWithTheme: Equatable {
  let screen: TestScreenState?
  let theme: TestTheme
}

@MainActor
@Suite("Screen subscriptions: which selections run after an action")
struct ScreenSubscriptionTests {
  let windows = [WindowUUID(), WindowUUID(), WindowUUID()]

  /// A store whose three windows show every test screen.
  func makeStore() -> Store<TestAppState> {
    Store(state: .showingEveryScreen(in: windows), reducer: TestAppState.reducer)
  }

  @Test func aTapEvaluatesOnlyTheTappedScreenWhereWindowSubscriptionsEvaluateAllFive() {
    let windows = windows
    let store = Store(
      state: PanelAppState.showingEveryScreen(in: windows), reducer: PanelAppState.reducer)
    let tally = SelectionTally()
    let windowSubscribers = PanelScreen.allCases.map { screen in
      let subscriber = RecordingSubscriber<PanelSlot?>()
      store.subscribe(subscriber, to: .window(windows[1])) {
        $0.select { state in
          tally.hit("window \(screen)")
          return state.activeScreens.screenState(for: screen, window: windows[1])
        }
      }
      return subscriber
    }
    let subscribers = store.subscribeToEveryScreen(in: windows, tally: tally)

    store.dispatch(Action(windowUUID: windows[1], actionType: PanelTapActionType.tap(.third)))
    let everyWindowSubscription = PanelScreen.allCases.map { "window \($0)" }
    #expect(tally.order == everyWindowSubscription + ["1.third"])
    tally.reset()
    // The next tap changes its own screen and resets the flag of the one tapped before.
    store.dispatch(Action(windowUUID: windows[1], actionType: PanelTapActionType.tap(.first)))
    #expect(tally.order == everyWindowSubscription + ["1.first", "1.third"])
    #expect(subscribers["1.third"]?.received.count == 3)
    #expect(subscribers["1.first"]?.received.count == 2)
    #expect(subscribers.values.map(\.received.count).reduce(0, +) == 15 + 3)
    withExtendedLifetime(windowSubscribers) {}
  }

  @Test(arguments: [false, true])
  func aSeededRunEvaluatesExactlyTheSubscriptionsOfTheScreensEachActionChanged(mixed: Bool) {
    let windows = makeWindows(6)
    let store = Store(
      state: PanelAppState.showingEveryScreen(in: windows), reducer: PanelAppState.reducer)
    let tally = SelectionTally()
    let subscribers = store.subscribeToEveryScreen(in: windows, tally: tally)
    var generator = SplitMix64(seed: mixed ? 11 : 7)
    var totals: [String: Int] = [:]
    for step in 0..<400 {
      let makeAction =
        mixed
        ? randomPanelAction(in: windows, using: &generator)
        : randomTap(in: windows, using: &generator)
      let before = store.state
      let described = "\(makeAction())"
      tally.reset()
      store.dispatch(makeAction())
      let expected = changedScreens(from: before, to: store.state, in: windows)
      #expect(tally.order == expected, "step \(step): \(described)")
      for name in tally.order { totals[name, default: 0] += 1 }
    }
    #expect(totals.values.reduce(0, +) >= (mixed ? 200 : 400))
    // Each evaluation saw a changed screen, so the Equatable selection delivered it.
    for (index, window) in windows.enumerated() {
      for screen in PanelScreen.allCases {
        let name = screenName(index, screen)
        let current = store.state.activeScreens.screenState(for: screen, window: window)
        #expect(subscribers[name]?.received.count == 1 + totals[name, default: 0], "\(name)")
        #expect(subscribers[name]?.received.last == current, "\(name)")
      }
    }
  }

  @Test func anActionThatChangesNoScreenOfTheWindowEvaluatesNoScreenSubscription() {
    let store = makeStore()
    let tally = SelectionTally()
    let subscribers = store.subscribeToEveryScreen(in: windows, tally: tally)
    store.dispatch(.noop(in: windows[0]))
    #expect(tally.order.isEmpty)
    store.dispatch(.increment(in: windows[0]))
    #expect(tally.order == ["0.counter"])
    // The next action resets the counter's flag: a change. The one after changes nothing.
    tally.reset()
    store.dispatch(.noop(in: windows[0]))
    #expect(tally.order == ["0.counter"])
    tally.reset()
    store.dispatch(.noop(in: windows[0]))
    store.dispatch(.setTheme(.light, from: windows[0]))
    store.dispatch(.showScreen(.notes, in: windows[1]))
    store.dispatch(.closeScreen(.notes, in: WindowUUID()))
    store.dispatch(.ping(in: WindowUUID()))
    #expect(tally.order.isEmpty)
    #expect(subscribers["0.counter"]?.received.count == 3)
    #expect(subscribers.values.map(\.received.count).reduce(0, +) == 9 + 2)
  }

  @Test func anAppWideChangeEvaluatesEveryScreenSubscriptionOfEveryWindowOnce() {
    let store = makeStore()
    store.dispatch(.closeScreen(.other, in: windows[1]))
    let tally = SelectionTally()
    let subscribers = store.subscribeToEveryScreen(in: windows, tally: tally)
    let later = WindowUUID()
    let themed = RecordingSubscriber<ScreenWithTheme>()
    store.subscribe(themed, to: .screen(.notes, in: later)) {
      $0.select { state in
        tally.hit("later notes")
        return ScreenWithTheme(
          screen: state.activeScreens.screenState(for: .notes, window: later), theme: state.theme)
      }
    }
    store.dispatch(.increment(in: windows[0]))
    let everyName = (0..<3).flatMap { index in TestScreen.allCases.map { screenName(index, $0) } }
    tally.reset()

    // It also resets the flag of its window's counter: still one evaluation each.
    store.dispatch(.setTheme(.dark, from: windows[0]))
    #expect(tally.order == everyName + ["later notes"])
    #expect(themed.received.map(\.theme) == [.light, .dark])
    // The screen selections are Equatable: only the counter whose flag was reset changed.
    #expect(subscribers["0.counter"]?.received.count == 3)
    #expect(subscribers.values.map(\.received.count).reduce(0, +) == 9 + 2)

    // The same theme again is no app-wide change, and changes no screen.
    tally.reset()
    store.dispatch(.setTheme(.dark, from: windows[2]))
    store.dispatch(.setTheme(.dark, from: .unavailable))
    #expect(tally.order.isEmpty)
  }

  @Test func anActionForEveryWindowEvaluatesTheScreensItChangedInEachWindow() {
    let store = makeStore()
    let tally = SelectionTally()
    let subscribers = store.subscribeToEveryScreen(in: windows, tally: tally)
    let later = RecordingSubscriber<TestScreenState?>()
    store.subscribeScreenCounting(
      later, window: WindowUUID(), screen: .counter, tally: tally, as: "later counter")
    tally.reset()

    store.dispatch(.increment(in: .unavailable))
    #expect(tally.order == ["0.counter", "1.counter", "2.counter"])
    tally.reset()
    store.dispatch(.addNote("milk", in: .unavailable))
    #expect(
      tally.order == ["0.counter", "0.notes", "1.counter", "1.notes", "2.counter", "2.notes"])
    tally.reset()
    store.dispatch(.noop(in: .unavailable))
    #expect(tally.order == ["0.notes", "1.notes", "2.notes"])
    tally.reset()
    store.dispatch(.noop(in: .unavailable))
    #expect(tally.order.isEmpty)
    #expect(subscribers["1.counter"]?.received.count == 3)
    #expect(subscribers["2.other"]?.received.count == 1)
    #expect(later.received == [nil])
  }

  @Test func aScreenScopeInEveryWindowHearsEveryAction() {
    let store = makeStore()
    let tally = SelectionTally()
    let subscriber = RecordingSubscriber<TestScreenState?>()
    let window = windows[0]
    store.subscribe(subscriber, to: .screen(.counter, in: .unavailable)) {
      $0.select { state in
        tally.hit("every")
        return state.activeScreens.screenState(for: .counter, window: window)
      }
    }
    #expect(store.subscriberCount(in: .unavailable) == 1)
    #expect(store.subscriberCount(in: window) == 0)
    let actions: [() -> Action] = [
      { .ping(in: windows[1]) },
      { .noop(in: windows[2]) },
      { .noop(in: WindowUUID()) },
      { .increment(in: window) },
      { .noop(in: .unavailable) },
      { .setTheme(.dark, from: windows[1]) },
      { .closeWindow(windows[2]) },
      { .noop(in: windows[2]) },
    ]
    for makeAction in actions { store.dispatch(makeAction()) }
    #expect(tally["every"] == 1 + actions.count)
    #expect(
      subscriber.received == [
        .counter(CounterScreenState(windowUUID: window)),
        .counter(CounterScreenState(windowUUID: window, count: 1, didIncrement: true)),
        .counter(CounterScreenState(windowUUID: window, count: 1)),
      ])
    #expect(store.subscriberCount(in: .unavailable) == 1)
  }
}

// MARK: - Helpers, shared with ScreenSubscriptionLifecycleTests

/// The name under which a window's screen is tallied: the window's index, then the screen,
/// such as "1.notes".
func screenName(_ windowIndex: Int, _ screen: some Hashable) -> String {
  "\(windowIndex).\(screen)"
}

extension Store where State: WindowedState {
  /// Subscribes to one screen of a window with a screen subscription, selecting the screen's
  /// state; the selection reports each run to `tally` as `name`.
  func subscribeScreenCounting(
    _ subscriber: RecordingSubscriber<State.AppScreenState?>, window: WindowUUID,
    screen: State.AppScreenState.Screen, tally: SelectionTally, as name: String
  ) {
    subscribe(subscriber, to: .screen(screen, in: window)) {
      $0.select { state in
        tally.hit(name)
        return state.activeScreens.screenState(for: screen, window: window)
      }
    }
  }
}

extension Store where State: WindowedState, State.AppScreenState.Screen: CaseIterable {
  /// Subscribes one subscriber to each screen of each window, window by window, each counted
  /// in `tally` under its ``screenName(_:_:)``; then resets the tally.
  ///
  /// - Returns: The subscribers, by name.
  func subscribeToEveryScreen(
    in windows: [WindowUUID], tally: SelectionTally
  ) -> [String: RecordingSubscriber<State.AppScreenState?>] {
    var subscribers: [String: RecordingSubscriber<State.AppScreenState?>] = [:]
    for (index, window) in windows.enumerated() {
      for screen in State.AppScreenState.Screen.allCases {
        let name = screenName(index, screen)
        let subscriber = RecordingSubscriber<State.AppScreenState?>()
        subscribeScreenCounting(subscriber, window: window, screen: screen, tally: tally, as: name)
        subscribers[name] = subscriber
      }
    }
    tally.reset()
    return subscribers
  }
}

/// The names of the panels whose state differs between two states: window by window in the
/// order of `windows`, each window's screens in declaration order, which is the order in which
/// ``Store/subscribeToEveryScreen(in:tally:)`` subscriptions are evaluated.
private func changedScreens(
  from before: PanelAppState, to after: PanelAppState, in windows: [WindowUUID]
) -> [String] {
  windows.enumerated().flatMap { index, window in
    PanelScreen.allCases.compactMap { screen in
      let old = before.activeScreens.screenState(for: screen, window: window)
      let new = after.activeScreens.screenState(for: screen, window: window)
      return old == new ? nil : screenName(index, screen)
    }
  }
}

/// A tap on a random screen of a random window.
private func randomTap(
  in windows: [WindowUUID], using generator: inout SplitMix64
) -> @Sendable () -> Action {
  let screen = generator.pick(PanelScreen.allCases)
  let window = generator.pick(windows)
  return { Action(windowUUID: window, actionType: PanelTapActionType.tap(screen)) }
}

/// A random action, as a function that makes it: mostly taps, else a tap for every window or a window never opened, an
/// action no screen handles, or showing or closing a screen in one window or in every window.
private func randomPanelAction(
  in windows: [WindowUUID], using generator: inout SplitMix64
) -> @Sendable () -> Action {
  let window = generator.pick(windows)
  let screen = generator.pick(PanelScreen.allCases)
  switch Int.random(in: 0..<10, using: &generator) {
  case 0: return { ScreenAction(windowUUID: window, actionType: .showScreen, screen: screen) }
  case 1: return { ScreenAction(windowUUID: window, actionType: .closeScreen, screen: screen) }
  case 2: return { Action(windowUUID: .unavailable, actionType: PanelTapActionType.tap(screen)) }
  case 3:
    let type: ScreenActionType = Bool.random(using: &generator) ? .showScreen : .closeScreen
    return { ScreenAction(windowUUID: .unavailable, actionType: type, screen: screen) }
  case 4: return { Action(windowUUID: window, actionType: UnhandledActionType.noop) }
  case 5:
    let stranger = WindowUUID()
    return { Action(windowUUID: stranger, actionType: PanelTapActionType.tap(screen)) }
  default: return { Action(windowUUID: window, actionType: PanelTapActionType.tap(screen)) }
  }
}

import Foundation
import Redux
import ReduxTestSupport
import Testing

/// Picks random actions over a dozen windows. A window that closes is replaced by a new one, and
/// closed windows keep getting actions now and then.
struct RandomWindowScript {
  private var random: SplitMix64
  private(set) var windows: [WindowUUID]
  /// The windows closed last, at most a dozen.
  private(set) var closedWindows: [WindowUUID] = []
  private var madeWindows = 0

  init(seed: UInt64, windowCount: Int) {
    random = SplitMix64(seed: seed)
    windows = []
    windows = (0..<windowCount).map { _ in makeWindow() }
  }

  /// A window with a readable, reproducible identity.
  private mutating func makeWindow() -> WindowUUID {
    madeWindows += 1
    let text = String(format: "00000000-0000-4000-8000-%012d", madeWindows)
    return WindowUUID(uuidString: text)!
  }

  /// The window of the next action: mostly a current window, sometimes a closed one, sometimes
  /// every window.
  private mutating func target() -> WindowUUID {
    switch random.below(100) {
    case 0..<5: return .unavailable
    case 5..<10 where !closedWindows.isEmpty: return random.pick(closedWindows)
    default: return random.pick(windows)
    }
  }

  mutating func nextAction() -> Action {
    nextActionMaker()()
  }

  /// Picks the next action, as a function that makes a fresh copy of it each time it is called:
  /// a dispatched action is handed over to the store, so a test that still needs it after the
  /// dispatch keeps a copy.
  mutating func nextActionMaker() -> @Sendable () -> Action {
    let window = target()
    let screen = random.pick(TestScreen.allCases)
    switch random.below(100) {
    case 0..<5: return { .openWindow(window) }
    case 5..<8: return { .closeWindow(window) }
    case 8..<28: return { .showScreen(screen, in: window) }
    case 28..<38: return { .closeScreen(screen, in: window) }
    case 38..<52: return { .increment(in: window) }
    case 52..<66: return { .addNote("n", in: window) }
    case 66..<80: return { .ping(in: window) }
    case 80..<90: return { .noop(in: window) }
    default:
      let theme: TestTheme = random.below(2) == 0 ? .light : .dark
      return { .setTheme(theme, from: window) }
    }
  }

  /// Replaces the windows that closed with new ones, and returns the new ones.
  mutating func replaceClosedWindows(where isClosed: (WindowUUID) -> Bool) -> [WindowUUID] {
    var made: [WindowUUID] = []
    for index in windows.indices where isClosed(windows[index]) {
      closedWindows.append(windows[index])
      if closedWindows.count > 12 { closedWindows.removeFirst() }
      windows[index] = makeWindow()
      made.append(windows[index])
    }
    return made
  }
}

/// What the windows should look like: a plain model of the documented rules.
struct WindowModel {
  var open: [WindowUUID] = []
  var screens: [WindowUUID: [TestScreen]] = [:]
  var closed: Set<WindowUUID> = []

  /// Applies the bookkeeping of an action.
  mutating func apply(_ action: Action) {
    let window = action.windowUUID
    let targets = window.isUnavailable ? open : [window]
    switch (action.actionType, (action as? TestScreenAction)?.screen) {
    case (WindowActionType.openWindow, _):
      openIfNew(window)
    case (WindowActionType.closeWindow, _):
      for target in targets {
        closed.insert(target)
        screens[target] = nil
        open.removeAll { $0 == target }
      }
    case (ScreenActionType.showScreen, let screen?):
      for target in targets {
        openIfNew(target)
        if screens[target]?.contains(screen) == false { screens[target]?.append(screen) }
      }
    case (ScreenActionType.closeScreen, let screen?):
      for target in targets { screens[target]?.removeAll { $0 == screen } }
    default:
      break
    }
  }

  private mutating func openIfNew(_ window: WindowUUID) {
    guard !window.isUnavailable, !closed.contains(window), screens[window] == nil else { return }
    screens[window] = []
    open.append(window)
  }

  /// How many screen reducers the action runs once its bookkeeping is applied.
  func screenReducerRuns(for action: Action) -> Int {
    let window = action.windowUUID
    if window.isUnavailable { return open.reduce(0) { $0 + (screens[$1]?.count ?? 0) } }
    return screens[window]?.count ?? 0
  }
}

/// The rules every state must follow, as readable violations.
func violations(
  of state: ActiveScreensState<TestScreenState>, model: WindowModel, windows: [WindowUUID]
) -> [String] {
  var found: [String] = []
  let open = state.windowUUIDs
  if Set(open).count != open.count { found.append("open windows repeat") }
  if open != model.open { found.append("open windows differ from the model") }
  for window in open {
    let screens = state.screens(in: window)
    if state.isClosed(window) { found.append("open window \(window) is closed") }
    if !state.isOpen(window) { found.append("listed window \(window) is not open") }
    if Set(screens.map(\.associatedAppScreen)).count != screens.count {
      found.append("window \(window) shows a screen twice")
    }
    if screens.contains(where: { $0.windowUUID != window }) {
      found.append("window \(window) holds another window's screen")
    }
    if screens.map(\.associatedAppScreen) != model.screens[window] {
      found.append("screens of \(window) differ from the model")
    }
  }
  for window in windows where model.closed.contains(window) || state.isClosed(window) {
    if !state.isClosed(window) { found.append("window \(window) was reopened") }
    if state.isOpen(window) || !state.screens(in: window).isEmpty {
      found.append("closed window \(window) still has screens")
    }
  }
  if state.screens.count != open.reduce(0, { $0 + state.screens(in: $1).count }) {
    found.append("the flat list does not match the windows")
  }
  return found
}

@MainActor
@Suite("A long random sequence of window actions")
struct RandomWindowSequenceTests {
  @Test func everyStepKeepsTheInvariantsAndRunsTheExpectedReducers() {
    var script = RandomWindowScript(seed: 0x5EED_1234, windowCount: 12)
    var model = WindowModel()
    let store = Store(state: TestAppState(), reducer: TestAppState.reducer)
    let recorder = ScreenReducerRecorder()
    var problems: [String] = []
    var reachedClosedWindows = 0
    for step in 0..<20_000 where problems.count < 10 {
      let makeAction = script.nextActionMaker()
      let action = makeAction()
      let before = store.state.activeScreens
      model.apply(action)
      let expectedRuns = model.screenReducerRuns(for: action)
      let window = action.windowUUID
      let described = "\(action)"
      recorder.reset()
      recorder.counting { store.dispatch(makeAction()) }
      let after = store.state.activeScreens
      if recorder.totalRuns != expectedRuns {
        problems.append("step \(step) \(described): \(recorder.totalRuns) screen reducers ran")
      }
      for other in before.windowUUIDs where other != window && !window.isUnavailable {
        if after.screens(in: other) != before.screens(in: other) {
          problems.append("step \(step) \(described) changed window \(other)")
        }
      }
      if before.isClosed(window) {
        reachedClosedWindows += 1
        if after != before { problems.append("step \(step) \(described) changed a closed window") }
      }
      let watched = script.windows + script.closedWindows
      problems += violations(of: after, model: model, windows: watched).map {
        "step \(step) \(described): \($0)"
      }
      _ = script.replaceClosedWindows { model.closed.contains($0) }
    }
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    // The sequence really exercised closed windows and many windows.
    #expect(reachedClosedWindows > 100)
    #expect(model.closed.count > 12)
  }

  @Test func windowSubscriptionsEvaluateExactlyForTheirWindowEveryWindowAndAppWideChanges() {
    var script = RandomWindowScript(seed: 0xC0FF_EE00, windowCount: 12)
    var model = WindowModel()
    let store = Store(state: TestAppState(), reducer: TestAppState.reducer)
    let tally = SelectionTally()
    var expected: [WindowUUID: Int] = [:]
    var subscribers: [WindowUUID: RecordingSubscriber<TestScreenState?>] = [:]
    func subscribe(to window: WindowUUID) {
      let subscriber = RecordingSubscriber<TestScreenState?>()
      subscribers[window] = subscriber
      store.subscribe(subscriber, to: .window(window)) {
        $0.select {
          tally.hit(window.uuidString)
          return $0.activeScreens.screenState(for: .counter, window: window)
        }
      }
      expected[window, default: 0] += 1
    }
    script.windows.forEach(subscribe(to:))
    for _ in 0..<20_000 {
      let action = script.nextAction()
      let themeBefore = store.state.theme
      model.apply(action)
      let target = action.windowUUID
      store.dispatch(action)
      let themeChanged = store.state.theme != themeBefore
      for window in subscribers.keys where !model.closed.contains(window) {
        if themeChanged || target.isUnavailable || target == window {
          expected[window, default: 0] += 1
        }
      }
      for window in subscribers.keys where model.closed.contains(window) {
        #expect(store.subscriberCount(in: window) == 0)
        subscribers[window] = nil
      }
      script.replaceClosedWindows { model.closed.contains($0) }.forEach(subscribe(to:))
    }
    let mismatches = expected.filter { tally[$0.key.uuidString] != $0.value }
    #expect(mismatches.isEmpty)
    #expect(expected.count > 24)
    #expect(store.subscriberCount == subscribers.count)
  }
}

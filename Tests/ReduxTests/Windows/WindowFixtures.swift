import Redux

// Fixtures of the window tests: three screens following the wiki's pattern, an app state split
// into windows with an app-wide theme, and action factories. The counters are in
// WindowCountingFixtures.swift.

/// The screens of the window tests.
enum TestScreen: Hashable, Sendable, CaseIterable {
  case counter
  case notes
  case other
}

typealias TestScreenAction = ScreenAction<TestScreen>

/// Handled by the counter screen only.
enum CounterScreenActionType: ActionType {
  case increment
}

/// Handled by the notes screen only.
enum NotesScreenActionType: ActionType {
  case addNote
}

/// Handled by the other screen only.
enum OtherScreenActionType: ActionType {
  case ping
}

/// Handled by no screen: it only resets transient flags.
enum UnhandledActionType: ActionType {
  case noop
}

/// Changes the app-wide theme.
enum ThemeActionType: ActionType {
  case setTheme
}

/// Adds a note to the notes screen of a window.
final class AddNoteAction: Action {
  let text: String

  init(text: String, windowUUID: WindowUUID, instance: ScreenInstanceID? = nil) {
    self.text = text
    super.init(
      windowUUID: windowUUID, screenInstance: instance, actionType: NotesScreenActionType.addNote)
  }
}

/// Sets the app-wide theme, whichever window it comes from.
final class SetThemeAction: Action {
  let theme: TestTheme

  init(theme: TestTheme, windowUUID: WindowUUID) {
    self.theme = theme
    super.init(windowUUID: windowUUID, actionType: ThemeActionType.setTheme)
  }
}

extension Action {
  static func showScreen(_ screen: TestScreen, in window: WindowUUID) -> Action {
    TestScreenAction(windowUUID: window, actionType: .showScreen, screen: screen)
  }

  static func closeScreen(_ screen: TestScreen, in window: WindowUUID) -> Action {
    TestScreenAction(windowUUID: window, actionType: .closeScreen, screen: screen)
  }

  static func openWindow(_ window: WindowUUID) -> Action {
    WindowAction(windowUUID: window, actionType: .openWindow)
  }

  static func closeWindow(_ window: WindowUUID) -> Action {
    WindowAction(windowUUID: window, actionType: .closeWindow)
  }

  static func increment(in window: WindowUUID) -> Action {
    Action(windowUUID: window, actionType: CounterScreenActionType.increment)
  }

  static func addNote(_ text: String, in window: WindowUUID) -> Action {
    AddNoteAction(text: text, windowUUID: window)
  }

  static func ping(in window: WindowUUID) -> Action {
    Action(windowUUID: window, actionType: OtherScreenActionType.ping)
  }

  static func noop(in window: WindowUUID) -> Action {
    Action(windowUUID: window, actionType: UnhandledActionType.noop)
  }

  static func setTheme(_ theme: TestTheme, from window: WindowUUID) -> Action {
    SetThemeAction(theme: theme, windowUUID: window)
  }
}

// MARK: - Screen states, as the wiki writes them

/// A counter; `didIncrement` is transient.
struct CounterScreenState: ScreenState, Codable {
  var windowUUID: WindowUUID
  var count = 0
  var didIncrement = false

  static let reducer: Reducer<Self> = { state, action in
    guard action.windowUUID == .unavailable || action.windowUUID == state.windowUUID else {
      return defaultState(from: state)
    }
    switch action.actionType {
    case CounterScreenActionType.increment:
      return CounterScreenState(
        windowUUID: state.windowUUID, count: state.count + 1, didIncrement: true)
    default:
      return defaultState(from: state)
    }
  }

  static func defaultState(from state: CounterScreenState) -> CounterScreenState {
    CounterScreenState(windowUUID: state.windowUUID, count: state.count)
  }
}

/// A list of notes; `didAddNote` is transient.
struct NotesScreenState: ScreenState, Codable {
  var windowUUID: WindowUUID
  var notes: [String] = []
  var didAddNote = false

  static let reducer: Reducer<Self> = { state, action in
    guard action.windowUUID == .unavailable || action.windowUUID == state.windowUUID else {
      return defaultState(from: state)
    }
    switch action.actionType {
    case NotesScreenActionType.addNote:
      let text = (action as? AddNoteAction)?.text ?? ""
      return NotesScreenState(
        windowUUID: state.windowUUID, notes: state.notes + [text], didAddNote: true)
    default:
      return defaultState(from: state)
    }
  }

  static func defaultState(from state: NotesScreenState) -> NotesScreenState {
    NotesScreenState(windowUUID: state.windowUUID, notes: state.notes)
  }
}

/// A ping counter; `wasPinged` is transient.
struct OtherScreenState: ScreenState, Codable {
  var windowUUID: WindowUUID
  var pings = 0
  var wasPinged = false

  static let reducer: Reducer<Self> = { state, action in
    guard action.windowUUID == .unavailable || action.windowUUID == state.windowUUID else {
      return defaultState(from: state)
    }
    switch action.actionType {
    case OtherScreenActionType.ping:
      return OtherScreenState(windowUUID: state.windowUUID, pings: state.pings + 1, wasPinged: true)
    default:
      return defaultState(from: state)
    }
  }

  static func defaultState(from state: OtherScreenState) -> OtherScreenState {
    OtherScreenState(windowUUID: state.windowUUID, pings: state.pings)
  }
}

/// The screen-state enum of the window tests. Its reducer reports each run to the current
/// ``ScreenReducerRecorder``.
enum TestScreenState: ActiveScreenState, Codable {
  case counter(CounterScreenState)
  case notes(NotesScreenState)
  case other(OtherScreenState)

  static let reducer: Reducer<Self> = { state, action in
    ScreenReducerRecorder.current?.record(state.associatedAppScreen, in: state.windowUUID)
    switch state {
    case .counter(let state): return .counter(CounterScreenState.reducer(state, action))
    case .notes(let state): return .notes(NotesScreenState.reducer(state, action))
    case .other(let state): return .other(OtherScreenState.reducer(state, action))
    }
  }

  static func initialState(for screen: TestScreen, window: WindowUUID) -> Self {
    switch screen {
    case .counter: return .counter(CounterScreenState(windowUUID: window))
    case .notes: return .notes(NotesScreenState(windowUUID: window))
    case .other: return .other(OtherScreenState(windowUUID: window))
    }
  }

  var associatedAppScreen: TestScreen {
    switch self {
    case .counter: return .counter
    case .notes: return .notes
    case .other: return .other
    }
  }

  var windowUUID: WindowUUID? {
    switch self {
    case .counter(let state): return state.windowUUID
    case .notes(let state): return state.windowUUID
    case .other(let state): return state.windowUUID
    }
  }

  /// Whether the screen's transient flag is set.
  var isTransientFlagSet: Bool {
    switch self {
    case .counter(let state): return state.didIncrement
    case .notes(let state): return state.didAddNote
    case .other(let state): return state.wasPinged
    }
  }
}

// MARK: - App state

/// The app-wide part of ``TestAppState``.
enum TestTheme: Equatable, Sendable {
  case light
  case dark
}

/// An app state split into windows, with an app-wide theme, reduced in place.
struct TestAppState: WindowedState {
  var activeScreens = ActiveScreensState<TestScreenState>()
  var theme = TestTheme.light

  var appWideState: TestTheme { theme }

  static func defaultState(from state: TestAppState) -> TestAppState { state }

  static let reducer: InPlaceReducer<TestAppState> = { state, action in
    if let setTheme = action as? SetThemeAction {
      state.theme = setTheme.theme
    }
    state.activeScreens.reduce(action)
  }
}

extension ActiveScreensState where AppScreenState == TestScreenState {
  /// A state whose windows, opened in this order, each show every test screen.
  static func showingEveryScreen(in windows: [WindowUUID]) -> Self {
    var state = Self()
    for window in windows {
      for screen in TestScreen.allCases {
        state.reduce(.showScreen(screen, in: window))
      }
    }
    return state
  }
}

extension TestAppState {
  /// An app state whose windows, opened in this order, each show every test screen.
  static func showingEveryScreen(in windows: [WindowUUID]) -> TestAppState {
    TestAppState(activeScreens: .showingEveryScreen(in: windows))
  }
}

/// Makes `count` new windows.
func makeWindows(_ count: Int) -> [WindowUUID] {
  (0..<count).map { _ in WindowUUID() }
}

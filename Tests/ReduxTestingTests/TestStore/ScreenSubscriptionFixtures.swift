import Redux

// Fixtures of the screen subscription tests of TestStore and MockStore: windows that each show
// an inbox and a drafts list, an app-wide theme, a reducer that returns a new state, and a
// headless controller of one screen that subscribes as an app's controllers do.

/// The two screens of a desk window.
enum DeskScreen: Hashable, Sendable, CaseIterable {
  case inbox
  case drafts
}

enum DeskActionType: ActionType, Equatable {
  /// Adds a message to the inbox of the action's window (of every window for `.unavailable`).
  case deliver(String)
  /// Adds a draft to the drafts of the action's window (of every window for `.unavailable`).
  case write(String)
  /// Changes the app-wide theme.
  case setTheme(String)
  /// Handled by no screen: changes nothing.
  case idle
}

/// The state of a desk screen: the inbox's messages or the drafts, in order.
struct DeskScreenState: ActiveScreenState {
  var screen: DeskScreen
  var window: WindowUUID
  var lines: [String] = []

  static let reducer: Reducer<DeskScreenState> = { state, action in
    guard action.windowUUID.isUnavailable || action.windowUUID == state.window else {
      return state
    }
    var state = state
    switch (action.actionType as? DeskActionType, state.screen) {
    case (.deliver(let text)?, .inbox), (.write(let text)?, .drafts):
      state.lines.append(text)
    default:
      break
    }
    return state
  }

  static func initialState(for screen: DeskScreen, window: WindowUUID) -> DeskScreenState {
    DeskScreenState(screen: screen, window: window)
  }

  var associatedAppScreen: DeskScreen { screen }

  var windowUUID: WindowUUID? { window }
}

/// An app state of desk windows with an app-wide theme, reduced by value.
struct DeskAppState: WindowedState {
  var activeScreens = ActiveScreensState<DeskScreenState>()
  var theme = "light"

  var appWideState: String { theme }

  static func defaultState(from state: DeskAppState) -> DeskAppState { state }

  static let reducer: Reducer<DeskAppState> = { state, action in
    var next = state
    next.activeScreens.reduce(action)
    if case .setTheme(let theme)? = action.actionType as? DeskActionType {
      next.theme = theme
    }
    return next
  }

  /// A state whose windows, opened in this order, show `screens` in this order.
  static func showing(
    _ screens: [DeskScreen] = DeskScreen.allCases, in windows: [WindowUUID]
  ) -> DeskAppState {
    var state = DeskAppState()
    for window in windows {
      for screen in screens { state.activeScreens.reduce(.showDeskScreen(screen, in: window)) }
    }
    return state
  }

  /// The lines of a screen of a window, or `nil` when the window does not show it.
  func lines(of screen: DeskScreen, in window: WindowUUID) -> [String]? {
    activeScreens.screenState(for: screen, window: window)?.lines
  }
}

extension Action {
  static func deliver(_ text: String, to window: WindowUUID) -> Action {
    Action(windowUUID: window, actionType: DeskActionType.deliver(text))
  }

  static func write(_ text: String, in window: WindowUUID) -> Action {
    Action(windowUUID: window, actionType: DeskActionType.write(text))
  }

  static func setDeskTheme(_ theme: String, from window: WindowUUID) -> Action {
    Action(windowUUID: window, actionType: DeskActionType.setTheme(theme))
  }

  static func idle(in window: WindowUUID) -> Action {
    Action(windowUUID: window, actionType: DeskActionType.idle)
  }

  static func showDeskScreen(_ screen: DeskScreen, in window: WindowUUID) -> Action {
    ScreenAction(windowUUID: window, actionType: .showScreen, screen: screen)
  }

  static func closeDeskScreen(_ screen: DeskScreen, in window: WindowUUID) -> Action {
    ScreenAction(windowUUID: window, actionType: .closeScreen, screen: screen)
  }
}

/// The names of the selections that ran, in order.
@MainActor
final class EvaluationLog {
  private(set) var entries: [String] = []

  func note(_ name: String) {
    entries.append(name)
  }

  func reset() {
    entries.removeAll()
  }
}

/// What a desk screen's controller shows: its screen's lines and the theme.
struct DeskScreenView: Equatable {
  var lines: [String]?
  var theme: String
}

/// A headless controller of one screen of one window, written as an app writes one: it
/// subscribes to its screen with a screen subscription, renders what it selects, and dispatches
/// when tapped. Its selection notes `name` in `log` each time it runs.
@MainActor
final class DeskScreenController: StoreSubscriber {
  let name: String
  let window: WindowUUID
  let screen: DeskScreen
  private let store: any DefaultDispatchStore<DeskAppState>
  private let log: EvaluationLog
  private(set) var rendered: [DeskScreenView] = []

  init(
    _ name: String, window: WindowUUID, screen: DeskScreen,
    store: any DefaultDispatchStore<DeskAppState>, log: EvaluationLog
  ) {
    self.name = name
    self.window = window
    self.screen = screen
    self.store = store
    self.log = log
  }

  func subscribeToRedux() {
    let (name, window, screen, log) = (name, window, screen, log)
    store.subscribe(self, to: .screen(screen, in: window)) {
      $0.select { state in
        log.note(name)
        return DeskScreenView(lines: state.lines(of: screen, in: window), theme: state.theme)
      }
    }
  }

  func unsubscribeFromRedux() {
    store.unsubscribe(self)
  }

  /// Adds a line to the controller's screen, as a tap on its "add" button would.
  func addTapped(_ text: String) {
    store.dispatch(screen == .inbox ? .deliver(text, to: window) : .write(text, in: window))
  }

  func newState(state: DeskScreenView) {
    rendered.append(state)
  }
}

import Redux

// A minimal windowed state for the TestStore routing tests: one screen, a tap counter per
// window, and an app-wide theme.

enum PanelScreen: Hashable, Sendable {
  case panel
}

enum PanelActionType: ActionType, Equatable {
  /// Counts a tap on the panel of the action's window (of every window for `.unavailable`).
  case tap
  /// Changes the app-wide theme.
  case setTheme(String)
}

struct PanelState: ScreenState {
  var windowUUID: WindowUUID
  var taps = 0

  static func defaultState(from state: PanelState) -> PanelState { state }

  static let reducer: Reducer<PanelState> = { state, action in
    guard action.windowUUID.isUnavailable || action.windowUUID == state.windowUUID,
      case PanelActionType.tap = action.actionType
    else { return state }
    var state = state
    state.taps += 1
    return state
  }
}

enum PanelScreenState: ActiveScreenState {
  case panel(PanelState)

  static let reducer: Reducer<PanelScreenState> = { state, action in
    switch state {
    case .panel(let panel): .panel(PanelState.reducer(panel, action))
    }
  }

  static func initialState(for screen: PanelScreen, window: WindowUUID) -> PanelScreenState {
    switch screen {
    case .panel: .panel(PanelState(windowUUID: window))
    }
  }

  var associatedAppScreen: PanelScreen {
    switch self {
    case .panel: .panel
    }
  }

  var windowUUID: WindowUUID? {
    switch self {
    case .panel(let panel): panel.windowUUID
    }
  }
}

struct PanelAppState: WindowedState {
  var activeScreens = ActiveScreensState<PanelScreenState>()
  var theme = "light"

  var appWideState: String { theme }

  static func defaultState(from state: PanelAppState) -> PanelAppState { state }

  static let reducer: InPlaceReducer<PanelAppState> = { state, action in
    state.activeScreens.reduce(action)
    if case PanelActionType.setTheme(let theme) = action.actionType {
      state.theme = theme
    }
  }

  /// The taps of a window's panel, or `nil` when the window does not show it.
  func taps(in window: WindowUUID) -> Int? {
    guard case .panel(let panel)? = activeScreens.screenState(for: .panel, window: window) else {
      return nil
    }
    return panel.taps
  }
}

extension Action {
  static func tap(in window: WindowUUID) -> Action {
    Action(windowUUID: window, actionType: PanelActionType.tap)
  }

  static func setTheme(_ theme: String, from window: WindowUUID) -> Action {
    Action(windowUUID: window, actionType: PanelActionType.setTheme(theme))
  }

  static func showPanel(in window: WindowUUID) -> Action {
    ScreenAction<PanelScreen>(windowUUID: window, actionType: .showScreen, screen: .panel)
  }

  static func closeWindow(_ window: WindowUUID) -> Action {
    WindowAction(windowUUID: window, actionType: .closeWindow)
  }
}

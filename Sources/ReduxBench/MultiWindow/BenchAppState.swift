import Redux

/// The app-wide part of ``BenchAppState``, as the sample app's settings: every window shows it,
/// the benchmark's actions never change it.
struct BenchSettings: Equatable, Sendable {
  /// The colour scheme every window uses.
  var theme = 0

  /// Applies a theme change, whichever window it came from; ignores other actions.
  static func reduce(_ state: inout BenchSettings, _ action: Action) {
    if case .nextTheme? = action.actionType(as: BenchThemeActionType.self) {
      state.theme += 1
    }
  }
}

/// Changes the app-wide theme of the benchmark's app; the benchmark never dispatches it, but the
/// app reducer checks for it on every action, as the sample app checks for settings actions.
enum BenchThemeActionType: ActionType {
  case nextTheme
}

/// The state the benchmark's `Store` holds, in the shape of the sample app's `AppState`: the
/// screens of every window in the framework's ``ActiveScreensState``, app-wide settings beside
/// them, reduced in place.
struct BenchAppState: WindowedState {
  var activeScreens = ActiveScreensState<BenchScreenState>()
  var settings = BenchSettings()

  var appWideState: BenchSettings { settings }

  static let reducer: InPlaceReducer<BenchAppState> = { state, action in
    guard !state.activeScreens.isClosed(action.windowUUID) else { return }
    BenchSettings.reduce(&state.settings, action)
    state.activeScreens.reduce(action)
  }

  static func defaultState(from state: BenchAppState) -> BenchAppState {
    state
  }

  /// The state of a screen in a window, as the screen's own type: the sample app's lookup.
  func screenState<S: ScreenState>(
    _ s: S.Type,
    for screen: BenchScreen,
    window: WindowUUID?
  ) -> S? {
    guard let state = activeScreens.screenState(for: screen, window: window) else { return nil }
    switch state {
    case .feed(let state): return state as? S
    case .search(let state): return state as? S
    case .inbox(let state): return state as? S
    case .profile(let state): return state as? S
    case .settings(let state): return state as? S
    }
  }
}

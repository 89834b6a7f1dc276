import Redux

/// The whole state of the sample app: the screens of every window, and the settings that every
/// window shares.
///
/// Per-window state lives in ``activeScreens``: each window has its own todo list, settings
/// screen and example feature, and an action for one window changes only that window's screens.
/// App-wide state lives beside it, in ``settings``: it is the ``appWideState``, so when it
/// changes, the store notifies the subscriptions of every window.
///
/// It is `Codable`, so that a recording's header can hold the state a session started from.
public struct AppState: WindowedState, Codable {
  /// The screens each window shows, with their states.
  public var activeScreens: ActiveScreensState<AppScreenState>
  /// The colours every window uses.
  public var settings: SettingsState

  /// Makes the app's state.
  ///
  /// - Parameters:
  ///   - activeScreens: The windows and their screens; none by default.
  ///   - settings: The app-wide settings.
  public init(
    activeScreens: ActiveScreensState<AppScreenState> = ActiveScreensState(),
    settings: SettingsState = SettingsState()
  ) {
    self.activeScreens = activeScreens
    self.settings = settings
  }

  /// The part of the state every window shows: the settings.
  public var appWideState: SettingsState {
    settings
  }

  /// Applies an action to the app's state, in place.
  ///
  /// An action for a closed window changes nothing, not even the app-wide settings. Otherwise
  /// the settings reduce every action, and ``ActiveScreensState/reduce(_:)`` runs the screen
  /// reducers of the action's window only.
  public static let reducer: InPlaceReducer<AppState> = { state, action in
    guard !state.activeScreens.isClosed(action.windowUUID) else { return }
    SettingsState.reduce(&state.settings, action)
    state.activeScreens.reduce(action)
  }

  /// The app state has no transient data of its own: screens reset theirs in their reducers.
  ///
  /// - Parameter state: The state to copy.
  /// - Returns: `state`.
  public static func defaultState(from state: AppState) -> AppState {
    state
  }

  /// The state of a screen in a window, as the screen's own type.
  ///
  /// ```swift
  /// let list = appState.screenState(TodoListState.self, for: .todoList, window: uuid)
  /// ```
  ///
  /// - Parameters:
  ///   - s: The type of the screen's state.
  ///   - screen: The screen.
  ///   - window: The window, or `nil` for the first window that shows the screen.
  /// - Returns: The screen's state, or `nil` when the window does not show the screen or `s` is
  ///   not its type.
  public func screenState<S: ScreenState>(
    _ s: S.Type,
    for screen: AppScreen,
    window: WindowUUID?
  ) -> S? {
    guard let state = activeScreens.screenState(for: screen, window: window) else { return nil }
    switch state {
    case .todoList(let state): return state as? S
    case .settings(let state): return state as? S
    case .exampleFeature(let state): return state as? S
    }
  }
}

import Redux

/// The wiki's `AppState`: the active screens, a reducer that hands every action to them, and the
/// wiki's `screenState` lookup, which scans the screens of every window.
struct WikiAppState: Equatable, Sendable {
  /// The screens of every window.
  let activeScreens: WikiActiveScreensState

  /// Makes a state holding `activeScreens`.
  init(activeScreens: WikiActiveScreensState = WikiActiveScreensState()) {
    self.activeScreens = activeScreens
  }

  /// The wiki's app reducer.
  static let reducer: Reducer<Self> = { state, action in
    WikiAppState(activeScreens: WikiActiveScreensState.reducer(state.activeScreens, action))
  }

  /// The state with every screen shown in each window, built through the wiki's reducer.
  ///
  /// - Parameters:
  ///   - windows: The windows, in opening order.
  /// - Returns: The state.
  static func showingEveryScreen(in windows: [WindowUUID]) -> WikiAppState {
    var state = WikiAppState()
    for window in windows {
      for screen in BenchScreen.allCases {
        state = reducer(
          state,
          ScreenAction<BenchScreen>(
            windowUUID: window, actionType: ScreenActionType.showScreen, screen: screen))
      }
    }
    return state
  }

  /// The wiki's lookup: every screen of the asked type, of every window, then the first of the
  /// asked window.
  func screenState<S: ScreenState>(
    _ s: S.Type,
    for screen: BenchScreen,
    window: WindowUUID?
  ) -> S? {
    activeScreens.screens
      .compactMap { state -> S? in
        switch (state, screen) {
        case (.feed(let state), .feed): return state as? S
        case (.search(let state), .search): return state as? S
        case (.inbox(let state), .inbox): return state as? S
        case (.profile(let state), .profile): return state as? S
        case (.settings(let state), .settings): return state as? S
        default: return nil
        }
      }
      .first { state in
        guard let window else { return true }
        return state.windowUUID == window
      }
  }
}

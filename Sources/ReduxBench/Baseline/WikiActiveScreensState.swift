import Redux

/// The wiki's `ActiveScreensState`, written as the wiki writes it: one array with the screens of
/// every window, and a reducer that runs every screen reducer for every action.
///
/// The benchmark's baseline is built on it; it does not use the framework's
/// ``ActiveScreensState``.
struct WikiActiveScreensState: Equatable, Sendable {
  /// Every screen state of every window, in the order the screens were shown.
  let screens: [BenchScreenState]

  /// Makes a state holding `screens`.
  init(screens: [BenchScreenState] = []) {
    self.screens = screens
  }

  /// The wiki's reducer: screen bookkeeping for screen actions, then every screen reducer, of
  /// every window, for every action.
  static let reducer: Reducer<Self> = { state, action in
    var screens = state.screens
    if let action = action as? ScreenAction<BenchScreen> {
      screens = updateActiveScreens(action: action, screens: state.screens)
    }
    screens = screens.map { BenchScreenState.reducer($0, action) }
    return WikiActiveScreensState(screens: screens)
  }

  /// The wiki's `updateActiveScreens`: appends a shown screen, filters out a closed one.
  private static func updateActiveScreens(
    action: ScreenAction<BenchScreen>,
    screens: [BenchScreenState]
  ) -> [BenchScreenState] {
    guard let type = action.actionType as? ScreenActionType else { return screens }
    var screens = screens
    switch type {
    case .closeScreen:
      screens = screens.filter {
        $0.associatedAppScreen != action.screen || $0.windowUUID != action.windowUUID
      }
    case .showScreen:
      screens.append(BenchScreenState.initialState(for: action.screen, window: action.windowUUID))
    }
    return screens
  }
}

import Redux

/// The floor of the multi-window workload: the wiki's reducer alone, in a loop, with no store and
/// no subscribers. No implementation that runs the screen reducers can dispatch for less.
@MainActor
final class WikiFloorSubject: MeasuredSubject {
  private var state: WikiAppState
  private var script: ActionScript
  /// Read after every batch, so that the reductions cannot be optimized away.
  private(set) var tapsSeen = 0

  /// Builds the state of the script's windows, each showing every screen.
  ///
  /// - Parameters:
  ///   - script: The windows and the actions to reduce.
  init(script: ActionScript) {
    self.script = script
    state = Self.stateShowingEveryScreen(in: script.windows)
  }

  /// The wiki's state with every screen shown in each window, built through the wiki's reducer.
  ///
  /// - Parameters:
  ///   - windows: The windows, in opening order.
  /// - Returns: The state.
  static func stateShowingEveryScreen(in windows: [WindowUUID]) -> WikiAppState {
    var state = WikiAppState()
    for window in windows {
      for screen in BenchScreen.allCases {
        state = WikiAppState.reducer(
          state,
          ScreenAction<BenchScreen>(
            windowUUID: window, actionType: ScreenActionType.showScreen, screen: screen))
      }
    }
    return state
  }

  func dispatchNext(_ count: Int) {
    var state = self.state
    for _ in 0..<count {
      state = WikiAppState.reducer(state, script.nextAction())
    }
    self.state = state
    tapsSeen = state.activeScreens.screens.first?.panel.taps ?? 0
  }

  var notificationCount: Int { 0 }

  func resetNotificationCount() {}
}

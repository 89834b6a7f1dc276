import Redux

/// The screen state of the enum-action workload: ``BenchScreenState``, reduced by each screen's
/// typed reducer (`reducer(handling:)`) instead of `actionType(as:)` matching.
struct EnumBenchScreenState: ActiveScreenState {
  /// The screen's state, in the case of its screen.
  var state: BenchScreenState

  static let reducer: Reducer<Self> = { state, action in
    switch state.state {
    case .feed(let panel): return Self(state: .feed(BenchPanelState.feedReducer(panel, action)))
    case .search(let panel):
      return Self(state: .search(BenchPanelState.searchReducer(panel, action)))
    case .inbox(let panel): return Self(state: .inbox(BenchPanelState.inboxReducer(panel, action)))
    case .profile(let panel):
      return Self(state: .profile(BenchPanelState.profileReducer(panel, action)))
    case .settings(let panel):
      return Self(state: .settings(BenchPanelState.settingsReducer(panel, action)))
    }
  }

  static func initialState(for screen: BenchScreen, window: WindowUUID) -> Self {
    Self(state: .initialState(for: screen, window: window))
  }

  var associatedAppScreen: BenchScreen {
    state.associatedAppScreen
  }

  var windowUUID: WindowUUID? {
    state.windowUUID
  }
}

import Redux

/// The benchmark's screen-state enum, in the shape of the sample app's `AppScreenState`: a case
/// per screen holding that screen's state, with switches that have no `default:` arm.
///
/// Both the framework's store and the wiki baseline hold these, so the two differ only in how
/// they keep, reduce and publish them.
enum BenchScreenState: ActiveScreenState {
  case feed(BenchPanelState)
  case search(BenchPanelState)
  case inbox(BenchPanelState)
  case profile(BenchPanelState)
  case settings(BenchPanelState)

  static let reducer: Reducer<Self> = { state, action in
    switch state {
    case .feed(let state): return .feed(BenchPanelState.reducer(state, action))
    case .search(let state): return .search(BenchPanelState.reducer(state, action))
    case .inbox(let state): return .inbox(BenchPanelState.reducer(state, action))
    case .profile(let state): return .profile(BenchPanelState.reducer(state, action))
    case .settings(let state): return .settings(BenchPanelState.reducer(state, action))
    }
  }

  static func initialState(for screen: BenchScreen, window: WindowUUID) -> Self {
    let state = BenchPanelState(windowUUID: window, screen: screen)
    switch screen {
    case .feed: return .feed(state)
    case .search: return .search(state)
    case .inbox: return .inbox(state)
    case .profile: return .profile(state)
    case .settings: return .settings(state)
    }
  }

  var associatedAppScreen: BenchScreen {
    switch self {
    case .feed: return .feed
    case .search: return .search
    case .inbox: return .inbox
    case .profile: return .profile
    case .settings: return .settings
    }
  }

  var windowUUID: WindowUUID? {
    panel.windowUUID
  }

  /// The screen's state, whichever case holds it.
  var panel: BenchPanelState {
    switch self {
    case .feed(let state), .search(let state), .inbox(let state), .profile(let state),
      .settings(let state):
      return state
    }
  }
}

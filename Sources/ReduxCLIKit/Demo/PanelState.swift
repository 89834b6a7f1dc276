import Redux

/// What the demo's windows show: one panel per window, with a counter and a transient highlight.
struct PanelState: ScreenState {
  let windowUUID: WindowUUID
  var count = 0
  var isHighlighted = false

  static func defaultState(from state: PanelState) -> PanelState {
    PanelState(windowUUID: state.windowUUID, count: state.count)
  }

  static let reducer: Reducer<PanelState> = { state, action in
    guard action.windowUUID == .unavailable || action.windowUUID == state.windowUUID else {
      return state
    }
    switch action.actionType {
    case PanelActionType.increment:
      return PanelState(windowUUID: state.windowUUID, count: state.count + 1, isHighlighted: true)
    default:
      return defaultState(from: state)
    }
  }
}

/// The demo's action kinds.
enum PanelActionType: ActionType {
  case increment
  case refresh
}

/// The demo's whole state: a panel for each open window, in the order the windows opened.
struct DemoState: StateType {
  var panels: [PanelState]

  static func defaultState(from state: DemoState) -> DemoState {
    DemoState(panels: state.panels.map(PanelState.defaultState(from:)))
  }

  static let reducer: Reducer<DemoState> = { state, action in
    DemoState(panels: state.panels.map { PanelState.reducer($0, action) })
  }
}

import Redux

/// The state of one screen of the multi-window benchmark, written as the wiki writes a screen
/// state: a counter, and a transient flag that only the action that set it leaves on.
struct BenchPanelState: ScreenState {
  /// The window that shows the screen.
  let windowUUID: WindowUUID
  /// Which screen this is.
  let screen: BenchScreen
  /// How many of the screen's actions were reduced.
  var taps = 0
  /// Transient: set by the screen's action, reset by any other action of its window.
  var wasJustTapped = false

  static func defaultState(from state: BenchPanelState) -> BenchPanelState {
    BenchPanelState(windowUUID: state.windowUUID, screen: state.screen, taps: state.taps)
  }

  /// The wiki's screen reducer: actions of other windows reset the transient flag, the screen's
  /// own action increments the counter and sets it, any other action resets it.
  static let reducer: Reducer<Self> = { state, action in
    guard state.receivesActions(for: action.windowUUID) else {
      return defaultState(from: state)
    }
    guard state.screen.handles(action) else {
      return defaultState(from: state)
    }
    return state.tapped
  }

  /// Whether an action for `window` reaches this screen: one for its window, or for every window.
  func receivesActions(for window: WindowUUID) -> Bool {
    window == .unavailable || window == windowUUID
  }

  /// The state after the screen's own action: the counter incremented, the transient flag set.
  var tapped: BenchPanelState {
    BenchPanelState(windowUUID: windowUUID, screen: screen, taps: taps + 1, wasJustTapped: true)
  }
}

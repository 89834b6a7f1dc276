/// The state of one screen shown in one window.
///
/// A screen state remembers the window it belongs to, so that its reducer can tell the actions
/// of its window from those of other windows. ``ActiveScreensState`` never hands a screen
/// reducer another window's action. A screen state reduced some other way checks the window
/// itself, and leaves the state as it is for another window's action, transient data included:
///
/// ```swift
/// static let reducer: Reducer<Self> = { state, action in
///   guard action.windowUUID == .unavailable || action.windowUUID == state.windowUUID else {
///     return state  // Another window's action: nothing of this screen changes.
///   }
///   // handle the actions of this screen
/// }
/// ```
///
/// The wiki returns `defaultState(from: state)` there, which clears a window's transient data
/// whenever another window acts, before its subscribers may have seen it; see "Keep windows
/// apart" in <doc:MultipleWindows>.
public protocol ScreenState: StateType {
  /// The window that shows this screen.
  var windowUUID: WindowUUID { get }
}

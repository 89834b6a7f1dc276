/// The state of one screen shown in one window.
///
/// A screen state remembers the window it belongs to, so that its reducer can ignore actions
/// meant for other windows:
///
/// ```swift
/// static let reducer: Reducer<Self> = { state, action in
///   guard action.windowUUID == .unavailable || action.windowUUID == state.windowUUID else {
///     return defaultState(from: state)
///   }
///   // handle the actions of this screen
/// }
/// ```
public protocol ScreenState: StateType {
  /// The window that shows this screen.
  var windowUUID: WindowUUID { get }
}

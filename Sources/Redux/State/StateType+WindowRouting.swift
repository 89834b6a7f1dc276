// The window routing of a state without windows: each action goes to its own window's
// subscriptions, or to every window's for `WindowUUID.unavailable`, and no window ever closes.
// `WindowedState+WindowRouting` replaces these for a windowed state.
extension StateType {
  /// Applies the reducer; a state without windows has nothing for routing to compare.
  @inlinable
  public static func _reduce(
    _ state: inout Self, _ action: Action, with reducer: InPlaceReducer<Self>
  ) -> _RoutingChange {
    reducer(&state, action)
    return (false, false)
  }

  /// Nothing that routing compares; a state without windows has none of it.
  @inlinable
  public static func _routingChange(from old: Self, to new: Self) -> _RoutingChange {
    (false, false)
  }

  /// `nil`: a state without windows has no screens to gate subscriptions by.
  @inlinable
  public static func _screenRevisions(in window: WindowUUID, of state: Self) -> _ScreenRevisions? {
    nil
  }

  /// `false`: a state without windows never closes one.
  @inlinable
  public static func _isClosed(_ window: WindowUUID, in state: Self) -> Bool { false }

  /// `true`: a state without windows keeps every window's subscriptions.
  @inlinable
  public static func _isOpen(_ window: WindowUUID, in state: Self) -> Bool { true }
}

/// What an action changed that window routing needs: whether the app-wide state changed, and
/// whether the closed windows may differ. Part of `StateType`'s window routing.
public typealias _RoutingChange = (appWideStateChanged: Bool, closedWindowsChanged: Bool)

/// A window's layout revision and its screens' revisions, by position; window routing only.
public typealias _ScreenRevisions = (layout: UInt64, screens: [UInt64])

// The window routing of a `WindowedState`, chosen over `StateType`'s for every windowed state: an
// action for one window reaches that window's subscriptions, gated by its screens' revisions;
// a change of the app-wide state reaches every window; a closed window's subscriptions end.
//
// What routing needs to know of an action, whether the app-wide state and the closed windows
// changed, is learnt from the states before and after it, so nothing is kept between actions.
// The closed windows are compared by revision: a set whose revision did not change holds the
// same windows; any other, whether windows closed or a different set was put back (a restored
// session, an undo), is reported, and the store then checks each window with subscriptions by
// its identity.
extension WindowedState {
  /// Applies the reducer, reading what routing compares just before and just after it, within
  /// the store's one access to the state.
  @inlinable
  public static func _reduce(
    _ state: inout Self, _ action: Action, with reducer: InPlaceReducer<Self>
  ) -> _RoutingChange {
    let appWideStateBefore = state.appWideState
    let closedWindowsBefore = state.activeScreens.closedWindows.revision
    reducer(&state, action)
    return (
      state.appWideState != appWideStateBefore,
      state.activeScreens.closedWindows.revision != closedWindowsBefore
    )
  }

  /// Compares the app-wide states and the closed windows' revisions.
  @inlinable
  public static func _routingChange(from old: Self, to new: Self) -> _RoutingChange {
    (
      new.appWideState != old.appWideState,
      new.activeScreens.closedWindows.revision != old.activeScreens.closedWindows.revision
    )
  }

  /// The window's screen revisions, by which its screen subscriptions see whether their screen
  /// changed.
  @inlinable
  public static func _screenRevisions(in window: WindowUUID, of state: Self) -> _ScreenRevisions? {
    guard let revisions = state.activeScreens.revisions(in: window) else { return nil }
    return (revisions.layout, revisions.screens)
  }

  /// Whether the window was closed.
  @inlinable
  public static func _isClosed(_ window: WindowUUID, in state: Self) -> Bool {
    state.activeScreens.isClosed(window)
  }

  /// Whether the window is open: after a jump in time, the subscriptions of every window that
  /// is not, closed or not yet opened there, end.
  @inlinable
  public static func _isOpen(_ window: WindowUUID, in state: Self) -> Bool {
    state.activeScreens.isOpen(window)
  }
}

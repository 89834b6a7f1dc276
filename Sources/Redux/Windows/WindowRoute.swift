/// Where the state after an action goes: which windows' subscriptions hear it, and what their
/// screen subscriptions need to know. Made once per action, from the action, the new state and
/// what the reduction changed; the state type's window routing (`StateType+WindowRouting`,
/// `WindowedState+WindowRouting`) answers the questions about windows.
@usableFromInline
struct WindowRoute {
  /// The window whose subscriptions hear the new state, or `nil` for every window's.
  @usableFromInline let window: WindowUUID?
  /// Whether the app-wide state changed: screen subscriptions are then evaluated whatever their
  /// screen did.
  @usableFromInline let appWideStateChanged: Bool
  /// For one window, the revisions of its screens, by which its screen subscriptions see at once
  /// whether their screen changed.
  @usableFromInline let windowRevisions: WindowRevisions?
  /// Whether the closed windows may differ from before the action: subscriptions of closed
  /// windows then end.
  @usableFromInline let windowsClosed: Bool

  // `borrowing`: an initializer takes its arguments owned, which would copy the whole state on
  // every dispatch.
  @inlinable
  init<State: StateType>(
    of action: Action, in state: borrowing State,
    change: _RoutingChange
  ) {
    appWideStateChanged = change.appWideStateChanged
    windowsClosed = change.closedWindowsChanged
    if change.appWideStateChanged || action.windowUUID.isUnavailable {
      window = nil
      windowRevisions = nil
    } else {
      window = action.windowUUID
      windowRevisions = State._screenRevisions(in: action.windowUUID, of: state).map {
        WindowRevisions(layout: $0.layout, screens: $0.screens)
      }
    }
  }
}

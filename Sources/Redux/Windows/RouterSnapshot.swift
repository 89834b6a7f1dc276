/// What a window router compares of a state before and after an action: the app-wide state and
/// the closed windows.
@usableFromInline
struct RouterSnapshot<AppWideState: Equatable> {
  /// The app-wide state.
  @usableFromInline var appWideState: AppWideState
  /// The revision of the closed windows; see `WindowSet.revision`.
  @usableFromInline var closedWindowsRevision: UInt64

  /// What the router sees of a state.
  ///
  /// - Parameter state: The state.
  @inlinable
  init<State: WindowedState>(of state: State) where State.AppWideState == AppWideState {
    appWideState = state.appWideState
    closedWindowsRevision = state.activeScreens.closedWindows.revision
  }

  /// Says what changed between this snapshot, taken before an action, and one taken after it.
  ///
  /// The closed windows are compared by revision: a set whose revision did not change holds
  /// the same windows. Any other, whether windows closed or a different set was put back (a
  /// restored session, an undo), is reported, and the store then checks each window with
  /// subscriptions by its identity.
  ///
  /// - Parameter new: What the router sees of the state after the action.
  /// - Returns: What the action changed.
  @inlinable
  func change(to new: RouterSnapshot) -> RouterChange {
    RouterChange(
      appWideStateChanged: new.appWideState != appWideState,
      closedWindowsChanged: new.closedWindowsRevision != closedWindowsRevision)
  }
}

/// What an action changed, for a window router: whether every window hears the new state, and
/// whether subscriptions of closed windows may have to end.
@usableFromInline
struct RouterChange {
  /// Whether the app-wide state changed: every window hears the new state.
  @usableFromInline let appWideStateChanged: Bool
  /// Whether the closed windows may differ: which windows, not how many.
  @usableFromInline let closedWindowsChanged: Bool

  /// Makes a change.
  @inlinable
  init(appWideStateChanged: Bool, closedWindowsChanged: Bool) {
    self.appWideStateChanged = appWideStateChanged
    self.closedWindowsChanged = closedWindowsChanged
  }

  /// Nothing a router looks at changed, as for every action in a store whose state knows no
  /// windows.
  @inlinable
  static var none: RouterChange {
    RouterChange(appWideStateChanged: false, closedWindowsChanged: false)
  }
}

/// What a window router remembers from one action to the next.
@usableFromInline
final class RouterMemory<AppWideState: Equatable> {
  /// What the router saw after the previous action.
  ///
  /// One stored property, read and updated in one access per action: safe Swift checks each
  /// access to a class's stored property at run time.
  @usableFromInline var last: Seen

  /// What the router saw of a state.
  @usableFromInline
  struct Seen {
    /// The app-wide state.
    @usableFromInline var appWideState: AppWideState
    /// The revision of the closed windows; see `WindowSet.revision`.
    @usableFromInline var closedWindowsRevision: UInt64

    /// Makes what the router saw of a state.
    @inlinable
    init(appWideState: AppWideState, closedWindowsRevision: UInt64) {
      self.appWideState = appWideState
      self.closedWindowsRevision = closedWindowsRevision
    }

    /// Remembers what the router sees of a new state, and says what changed.
    ///
    /// The closed windows are compared by revision: a set whose revision did not change holds
    /// the same windows. Any other, whether windows closed or a different set was put back (a
    /// restored session, an undo), is reported, and the store then checks each window with
    /// subscriptions by its identity.
    ///
    /// - Parameter new: What the router sees of the new state.
    /// - Returns: What changed since the previous action.
    @inlinable
    mutating func remember(_ new: Seen) -> RouterChange {
      let change = RouterChange(
        appWideStateChanged: new.appWideState != appWideState,
        closedWindowsChanged: new.closedWindowsRevision != closedWindowsRevision)
      if change.appWideStateChanged || change.closedWindowsChanged { self = new }
      return change
    }
  }

  /// Makes the memory of a router that starts from a state.
  ///
  /// - Parameter seen: What the router sees of that state.
  @inlinable
  init(_ seen: Seen) {
    last = seen
  }
}

/// What changed, for a window router, between one action's state and the next.
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
}

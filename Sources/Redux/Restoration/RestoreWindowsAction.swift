/// What a ``RestoreWindowsAction`` does: it is its only action type.
public enum WindowRestorationActionType: ActionType, Equatable {
  /// The windows become those of a ``WindowsSnapshot``.
  case restore
}

/// The action that puts back the windows of a ``WindowsSnapshot``: their order, their screens
/// with their instances, and the screens' states.
///
/// It goes through the store like any action, so subscribers hear of it.
/// ``ActiveScreensState`` reduces it (see ``ActiveScreensState`` for the rules): windows the
/// snapshot does not hold open are closed, so their subscriptions end and ``WindowTasks``
/// cancels their tasks, and instances the restore hides lose their tasks the same way. It
/// replaces the windows (``Action/replacesWindows``): the subscriptions of a window the restored
/// state does not hold open end even when that window was never opened. Windows closed before
/// the restore stay closed. Restoring the same snapshot twice is the same as
/// restoring it once.
///
/// ```swift
/// let snapshot = try JSONDecoder().decode(WindowsSnapshot<AppScreenState>.self, from: data)
/// store.dispatch(RestoreWindowsAction(snapshot))
/// ```
///
/// The screen reducers do not run for it: the restored states are put back as they are.
public final class RestoreWindowsAction<AppScreenState: ActiveScreenState>: Action {
  /// The windows to put back.
  public let snapshot: WindowsSnapshot<AppScreenState>

  /// Makes the action that restores a snapshot.
  ///
  /// - Parameter snapshot: The windows to put back.
  public init(_ snapshot: WindowsSnapshot<AppScreenState>) {
    self.snapshot = snapshot
    super.init(windowReplacement: WindowRestorationActionType.restore)
  }
}

/// What a ``RestoreWindowsAction`` does: it is its only action type.
public enum WindowRestorationActionType: ActionType, Equatable {
  /// The windows become those of a ``WindowsSnapshot``.
  case restore
}

/// The action that puts back the windows of a ``WindowsSnapshot``: their order, their screens
/// with their instances, and the screens' states.
///
/// It goes through the store like any action, so subscribers hear of it. ``ActiveScreensState``
/// reduces it with ``ActiveScreensState/restore(_:)``, which has the rules, and runs no screen
/// reducer: the restored states are put back as they are. It replaces the windows
/// (``Action/replacesWindows``): those the restored state does not hold open are gone.
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

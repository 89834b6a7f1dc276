extension Action {
  /// The instance of a screen whose window task handed this action over, for an action aimed at
  /// no instance of the task's window; `nil` for every other action.
  ///
  /// ``ActiveScreensState`` reduces such an action by the screens of its window only while the
  /// window shows that instance. Not inlinable, so that the property is read where the compiler
  /// sees its every access: the store pays one call per action, not a run-time exclusivity check.
  @usableFromInline
  func taskInstance() -> ScreenInstanceID? {
    taskOwner
  }

  /// Ties an action that a task of `instance` hands over to that instance, when it is for the
  /// task's window, aimed at no instance, and neither opens nor closes windows or screens. Call
  /// it before the action is dispatched.
  ///
  /// - Parameters:
  ///   - instance: The instance the task was started for.
  ///   - window: The task's window.
  func tie(to instance: ScreenInstanceID, in window: WindowUUID) {
    guard screenInstance == nil, windowUUID == window, !window.isUnavailable,
      !opensOrClosesWindowsOrScreens
    else { return }
    taskOwner = instance
  }
}

extension ActiveScreensState {
  /// The instances of a screen that a window shows, in the order they were shown.
  ///
  /// The first is the screen's *primary* instance: the one that actions without an
  /// ``Action/screenInstance`` reach, that ``screenState(for:window:)`` returns and that a
  /// screen subscription without an instance watches.
  ///
  /// - Parameters:
  ///   - screen: The screen.
  ///   - window: The window.
  /// - Returns: The instances; empty when the window does not show the screen.
  public func instances(of screen: Screen, in window: WindowUUID) -> [ScreenInstanceID] {
    guard let position = screensByWindow.position(of: window) else { return [] }
    return screensByWindow.withValue(at: position) { $0.instances(of: screen) }
  }

  /// The state of one instance of a screen in a window.
  ///
  /// - Parameters:
  ///   - instance: The instance.
  ///   - window: The window that shows it.
  /// - Returns: The instance's state, or `nil` when the window does not show the instance, for
  ///   example once it was hidden.
  public func screenState(
    of instance: ScreenInstanceID, window: WindowUUID
  )
    -> AppScreenState?
  {
    guard let position = screensByWindow.position(of: window) else { return nil }
    return screensByWindow.withValue(at: position) { screens in
      screens.position(of: instance).map { screens.states[$0] }
    }
  }

  /// Whether a window shows an instance of a screen.
  ///
  /// - Parameters:
  ///   - instance: The instance.
  ///   - window: The window.
  /// - Returns: `true` from the `showScreen` that showed the instance until the window hides it
  ///   or closes.
  public func isShowing(instance: ScreenInstanceID, in window: WindowUUID) -> Bool {
    screenState(of: instance, window: window) != nil
  }

  /// Whether the screens of an action's window may reduce it: always, unless a window task of an
  /// instance handed it over aimed at no instance, and the window no longer shows that instance.
  ///
  /// The result belongs to the instance its work started for, by identity: once that instance is
  /// hidden, the result reaches no screen, not even a newer instance that is now the window's
  /// first, as when the hide is reduced before the task ends and cancels it.
  @inlinable
  func screensMayReduce(_ action: Action) -> Bool {
    guard let instance = action.taskInstance(),
      let position = screensByWindow.position(of: action.windowUUID)
    else { return true }
    return screensByWindow.withValue(at: position) { $0.position(of: instance) != nil }
  }

  /// An instance of another screen counts as not shown.
  @inlinable
  func revision(
    of instance: ScreenInstanceID, screen: Screen, in window: WindowUUID
  )
    -> ScreenRevision?
  {
    guard let position = screensByWindow.position(of: window) else { return nil }
    return screensByWindow.withValue(at: position) { screens in
      guard let found = screens.position(of: instance),
        screens.states[found].associatedAppScreen == screen
      else { return screens.revision(at: nil) }
      return screens.revision(at: found)
    }
  }
}

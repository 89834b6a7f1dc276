import Redux

// Action factories of the screen-instance tests: showing, hiding and aiming at one instance.

extension Action {
  static func show(
    _ screen: TestScreen, instance: ScreenInstanceID, in window: WindowUUID
  ) -> Action {
    TestScreenAction(
      windowUUID: window, actionType: .showScreen, screen: screen, instance: instance)
  }

  static func hide(
    _ screen: TestScreen, instance: ScreenInstanceID, in window: WindowUUID
  ) -> Action {
    TestScreenAction(
      windowUUID: window, actionType: .closeScreen, screen: screen, instance: instance)
  }

  static func increment(in window: WindowUUID, instance: ScreenInstanceID) -> Action {
    Action(
      windowUUID: window, screenInstance: instance, actionType: CounterScreenActionType.increment)
  }
}

extension ActiveScreensState where AppScreenState == TestScreenState {
  /// The count of one counter instance, or `nil` when the window does not show it.
  func count(of instance: ScreenInstanceID, in window: WindowUUID) -> Int? {
    guard case .counter(let counter)? = screenState(of: instance, window: window) else {
      return nil
    }
    return counter.count
  }
}

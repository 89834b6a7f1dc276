import Redux

extension AppState {
  /// The state of one instance of a screen in a window, as the screen's own type, or of the
  /// screen's first instance.
  ///
  /// ```swift
  /// let second = appState.instanceState(
  ///   SettingsScreenState.self, for: .settings, instance: secondSettings, window: uuid)
  /// ```
  ///
  /// It works for every screen, including those `redux-cli new-screen` adds, without an arm of
  /// its own: the screen's state is read from its ``AppScreenState`` case by reflection. Code
  /// that runs after every action of its screen, such as the todo list's, reads its case with a
  /// `switch` or `case` pattern instead (see ``todoList(in:instance:)``).
  ///
  /// - Parameters:
  ///   - s: The type of the screen's state.
  ///   - screen: The screen.
  ///   - instance: The instance, or `nil` for the screen's first instance in the window.
  ///   - window: The window.
  /// - Returns: The state, or `nil` when the window does not show the instance (for example
  ///   once it was hidden), the instance is of another screen, or `s` is not its type.
  public func instanceState<S: ScreenState>(
    _ s: S.Type,
    for screen: AppScreen,
    instance: ScreenInstanceID?,
    window: WindowUUID
  ) -> S? {
    guard let instance else { return screenState(s, for: screen, window: window) }
    guard let state = activeScreens.screenState(of: instance, window: window),
      state.associatedAppScreen == screen
    else { return nil }
    // An `AppScreenState` case holds its screen's state as its only payload.
    return Mirror(reflecting: state).children.first?.value as? S
  }
}

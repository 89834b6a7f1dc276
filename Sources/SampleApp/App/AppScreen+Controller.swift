import Redux

extension AppScreen {
  /// Makes the headless controller of this screen for a window, which shows the screen there.
  ///
  /// ```swift
  /// let list = AppScreen.todoList.makeController(windowUUID: window, store: store)
  /// print(list.renderedText)
  /// ```
  ///
  /// The switch has an arm per screen and no `default:`, so a screen without a controller does
  /// not compile; `redux-cli new-screen` adds the arm for a new screen.
  ///
  /// Given an instance, the controller shows a new instance of the screen beside the others of
  /// the window, and aims its actions and its subscription at it:
  ///
  /// ```swift
  /// let second = AppScreen.todoList.makeController(
  ///   windowUUID: window, instance: ScreenInstanceID(), store: store)
  /// ```
  ///
  /// - Parameters:
  ///   - windowUUID: The window that shows the screen.
  ///   - instance: A new instance of the screen, or `nil` (the default) for the window's first.
  ///   - store: The app's store.
  /// - Returns: The controller, subscribed to its window.
  @MainActor
  public func makeController(
    windowUUID: WindowUUID,
    instance: ScreenInstanceID? = nil,
    store: any DefaultDispatchStore<AppState>
  ) -> any ScreenController {
    switch self {
    case .todoList:
      return TodoListController(windowUUID: windowUUID, instance: instance, store: store)
    case .settings:
      return SettingsController(windowUUID: windowUUID, instance: instance, store: store)
    case .exampleFeature:
      return ExampleController(windowUUID: windowUUID, instance: instance, store: store)
    }
  }
}

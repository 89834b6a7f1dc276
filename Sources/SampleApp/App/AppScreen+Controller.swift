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
  /// - Parameters:
  ///   - windowUUID: The window that shows the screen.
  ///   - store: The app's store.
  /// - Returns: The controller, subscribed to its window.
  @MainActor
  public func makeController(
    windowUUID: WindowUUID,
    store: any DefaultDispatchStore<AppState>
  ) -> any ScreenController {
    switch self {
    case .todoList:
      return TodoListController(windowUUID: windowUUID, store: store)
    case .settings:
      return SettingsController(windowUUID: windowUUID, store: store)
    case .exampleFeature:
      return ExampleController(windowUUID: windowUUID, store: store)
    }
  }
}

import Redux

extension AppState {
  /// The todo list of a window: one instance of it, or the window's first list.
  ///
  /// ```swift
  /// let second = appState.todoList(in: window, instance: secondList)
  /// let first = appState.todoList(in: window, instance: nil)
  /// ```
  ///
  /// - Parameters:
  ///   - window: The window that shows the list.
  ///   - instance: The instance of the list, or `nil` for the window's first list.
  /// - Returns: The list, or `nil` when the window does not show it, for example once the
  ///   instance was hidden.
  public func todoList(in window: WindowUUID, instance: ScreenInstanceID?) -> TodoListState? {
    let state =
      instance.map { activeScreens.screenState(of: $0, window: window) }
      ?? activeScreens.screenState(for: .todoList, window: window)
    guard case .todoList(let list)? = state else { return nil }
    return list
  }
}

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

  /// The todos of a window's list, as rows: what a todo's cell subscribes to.
  ///
  /// ```swift
  /// store.subscribe(cell, to: .row(id, of: \.[todoItemsIn: window, instance: nil], in: window)) {
  ///   $0.select { $0[todoItemsIn: window, instance: nil]?[id: id] }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - window: The window that shows the list.
  ///   - instance: The instance of the list, or `nil` for the window's first list.
  /// - Returns: The list's todos, or `nil` when the window does not show the list.
  public subscript(todoItemsIn window: WindowUUID, instance instance: ScreenInstanceID?)
    -> Rows<TodoItem>?
  {
    todoList(in: window, instance: instance)?.items
  }
}

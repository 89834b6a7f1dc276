extension ActiveScreensState {
  /// The state of a screen in a window, which can also be set: for writing the expected state in
  /// tests, and for migrations. Reducers change screens through ``reduce(_:)`` instead.
  ///
  /// ```swift
  /// store.send(TodoListAction.add(title: "Milk"), forWindowUUID: window) {
  ///   $0.activeScreens[.todoList, window] = .todoList(
  ///     TodoListState(windowUUID: window, items: [TodoItem(id: 1, title: "Milk")]))
  /// }
  /// ```
  ///
  /// Setting a state replaces the screen's state, or shows the screen at the end of the window's
  /// screens when it was not shown, opening a window never seen. Setting `nil` closes the
  /// screen. A closed window stays closed: setting anything for it changes nothing. The screen
  /// is found by the `screen` argument, so a new value should be a state of that screen.
  ///
  /// - Parameters:
  ///   - screen: The screen.
  ///   - window: The window.
  public subscript(screen: Screen, window: WindowUUID) -> AppScreenState? {
    get {
      screenState(for: screen, window: window)
    }
    set {
      guard !window.isUnavailable, !closedWindows.contains(window) else { return }
      guard let newValue else {
        if let index = screensByWindow.position(of: window) {
          screensByWindow.modifyValue(at: index) { $0.remove(screen) }
        }
        return
      }
      if screensByWindow[window] == nil {
        screensByWindow[window] = WindowScreens()
        openWindows.append(window)
      }
      guard let index = screensByWindow.position(of: window) else { return }
      if let position = screensByWindow.values[index].position(of: screen) {
        screensByWindow.modifyValue(at: index) { $0.replace(at: position, with: newValue) }
      } else {
        screensByWindow.modifyValue(at: index) { $0.append(newValue) }
      }
    }
  }
}

// The steps of a window's life, for writing the expected state of a test plainly:
//
//   store.send(.closeWindow(window)) { $0.activeScreens.closeWindow(window) }
//
// Each does what the matching `WindowAction` or `ScreenAction` does to the screens.
extension ActiveScreensState {
  /// Opens a window with no screens, as an `openWindow` action does; a closed window stays
  /// closed.
  ///
  /// - Parameter window: The window.
  public mutating func openWindow(_ window: WindowUUID) {
    open(window)
  }

  /// Closes a window, as a `closeWindow` action does: its screens go, and it stays closed.
  ///
  /// - Parameter window: The window.
  public mutating func closeWindow(_ window: WindowUUID) {
    close(window)
  }

  /// Shows a screen, or a new instance of it, in a window, as a `showScreen` action does: with
  /// its initial state, after the window's other screens, opening the window if needed.
  ///
  /// ```swift
  /// store.send(ScreenAction(windowUUID: window, actionType: .showScreen, screen: .todoList)) {
  ///   $0.activeScreens.showScreen(.todoList, in: window)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - screen: The screen.
  ///   - window: Its window.
  ///   - instance: The new instance, or `nil` for the screen's single instance.
  public mutating func showScreen(
    _ screen: Screen, in window: WindowUUID, instance: ScreenInstanceID? = nil
  ) {
    show(screen, in: window, instance: instance)
  }
}

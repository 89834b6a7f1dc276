extension ActiveScreensState {
  /// The reducer of the per-window screens, as a value reducer.
  ///
  /// An app state that reduces in place calls ``reduce(_:)`` instead, which does not copy the
  /// other windows' screens.
  public static var reducer: Reducer<Self> {
    { state, action in
      var state = state
      state.reduce(action)
      return state
    }
  }

  /// Applies an action: window and screen bookkeeping first, then the screen reducers of the
  /// action's window (of every open window for ``WindowUUID/unavailable``). Only the screens of
  /// the windows the action is for are visited, so the cost does not grow with the number of open
  /// windows. An ``InPlaceReducer`` calls it as `state.activeScreens.reduce(action)`.
  ///
  /// A result that a task of one instance of a screen returned aimed at no instance (see
  /// ``WindowTasks/run(in:instance:priority:operation:)``) reaches the screens only while the
  /// window still shows that instance.
  ///
  /// - Parameter action: The action to apply.
  @inlinable
  public mutating func reduce(_ action: Action) {
    let window = action.windowUUID
    if action.opensOrClosesWindowsOrScreens {
      if let windowAction = action as? WindowAction {
        apply(windowAction)
      } else if let screenAction = action as? ScreenAction<Screen> {
        apply(screenAction)
      } else if let restoration = action as? RestoreWindowsAction<AppScreenState> {
        restore(restoration.snapshot)
        return
      }
    }
    guard screensMayReduce(action) else { return }
    if window.isUnavailable {
      for open in openWindows {
        reduceScreens(of: open, with: action)
      }
    } else {
      reduceScreens(of: window, with: action)
    }
  }

  @usableFromInline
  mutating func apply(_ action: WindowAction) {
    guard let type = action.actionType as? WindowActionType else { return }
    switch type {
    case .openWindow:
      open(action.windowUUID)
    case .closeWindow:
      if action.windowUUID.isUnavailable {
        for window in openWindows { close(window) }
      } else {
        close(action.windowUUID)
      }
    }
  }

  @usableFromInline
  mutating func apply(_ action: ScreenAction<Screen>) {
    guard let type = action.actionType as? ScreenActionType else { return }
    let windows = action.windowUUID.isUnavailable ? openWindows : [action.windowUUID]
    for window in windows {
      switch type {
      case .showScreen:
        show(action.screen, in: window, instance: action.screenInstance)
      case .closeScreen:
        closeScreen(action.screen, in: window, instance: action.screenInstance)
      }
    }
  }

  @usableFromInline
  mutating func open(_ window: WindowUUID) {
    guard !window.isUnavailable, !closedWindows.contains(window), screensByWindow[window] == nil
    else { return }
    screensByWindow[window] = WindowScreens()
    openWindows.append(window)
  }

  @usableFromInline
  mutating func close(_ window: WindowUUID) {
    guard !window.isUnavailable else { return }
    if screensByWindow.removeValue(forKey: window) != nil {
      openWindows.removeAll { $0 == window }
    }
    closedWindows.insert(window)
  }

  @usableFromInline
  mutating func show(_ screen: Screen, in window: WindowUUID, instance: ScreenInstanceID?) {
    open(window)
    guard let index = screensByWindow.position(of: window) else { return }
    if let instance {
      if screensByWindow.values[index].hasShownOrHidden(instance) { return }
      screensByWindow.modifyValue(at: index) {
        $0.append(AppScreenState.initialState(for: screen, window: window), as: instance)
      }
      return
    }
    if screensByWindow.values[index].position(of: screen) != nil { return }
    screensByWindow.modifyValue(at: index) {
      $0.append(AppScreenState.initialState(for: screen, window: window))
    }
  }

  /// Closes a screen, or one instance of it, in a window, as a `closeScreen` action does; see
  /// ``showScreen(_:in:instance:)``.
  ///
  /// - Parameters:
  ///   - screen: The screen.
  ///   - window: Its window.
  ///   - instance: The instance to close, or `nil` for the screen's first.
  @inlinable
  public mutating func closeScreen(
    _ screen: Screen, in window: WindowUUID, instance: ScreenInstanceID? = nil
  ) {
    guard let index = screensByWindow.position(of: window) else { return }
    let found = screensByWindow.withValue(at: index) { screens -> Int? in
      let position = instance.map { screens.position(of: $0) } ?? screens.position(of: screen)
      guard let position, screens.states[position].associatedAppScreen == screen else {
        return nil
      }
      return position
    }
    guard let found else { return }
    screensByWindow.modifyValue(at: index) { $0.remove(at: found) }
  }

  @inlinable
  mutating func reduceScreens(of window: WindowUUID, with action: Action) {
    guard let index = screensByWindow.position(of: window) else { return }
    screensByWindow.modifyValue(at: index) { $0.reduceEach(with: action) }
  }
}

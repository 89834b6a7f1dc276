extension WindowTasks {
  /// Keeps the tasks in step with the store: call it from the middleware, with every action and
  /// the state the store reduced it to, before anything else.
  ///
  /// - When the action is the result a task returned, that task is no longer in flight.
  /// - When it is a ``WindowActionType/closeWindow``, the windows it closed refuse new work from
  ///   now on and their tasks are cancelled: its own window, or, for ``WindowUUID/unavailable``,
  ///   every window `state` lists as closed, and every task.
  /// - When it is a ``ScreenActionType/closeScreen``, the tasks of the instances of its windows
  ///   that `state` no longer shows are cancelled, and those instances, and the one it names,
  ///   refuse new work.
  /// - When it replaces the windows (``Action/replacesWindows``), the windows closed in `state`,
  ///   or not open in it at all (a jump went back before their opening, or a restore dropped
  ///   them), refuse new work and their tasks are cancelled, as are the tasks of instances `state`
  ///   does not show. Windows and instances known closed before stay so, even when `state` shows
  ///   them. Windows are known open from the `openWindow` actions that reach this method and from
  ///   the states such actions led to.
  ///
  /// Any other action costs one dictionary lookup, or none while no result is on its way.
  ///
  /// - Parameters:
  ///   - action: The action the store has just reduced.
  ///   - state: The state the store reduced it to, as the middleware receives it.
  public func actionReduced<State: WindowedState>(_ action: Action, in state: State) {
    let identity = ObjectIdentifier(action)
    let reduced: InFlightTask? = lock.withLock {
      guard !resultOwners.isEmpty, let key = resultOwners.removeValue(forKey: identity)
      else { return nil }
      return removeTask(key)
    }
    if let reduced { endWork(of: [reduced]) }
    guard action.opensOrClosesWindowsOrScreens else { return }
    if action.replacesWindows {
      closeWindows(closedIn: state)
      hideInstances(after: action, in: state)
      return
    }
    if action.actionType as? ScreenActionType == .closeScreen {
      hideInstances(after: action, in: state)
      return
    }
    guard let windowAction = action as? WindowAction else { return }
    let window = action.windowUUID
    if windowAction.actionType as? WindowActionType == .openWindow, !window.isUnavailable {
      lock.withLock { _ = openWindows.insert(window) }
      return
    }
    guard windowAction.actionType as? WindowActionType == .closeWindow else { return }
    let removed: [InFlightTask] = lock.withLock {
      guard window.isUnavailable else {
        closedWindows.insert(window)
        openWindows.remove(window)
        return removeTasks(in: window)
      }
      openWindows.subtract(state.activeScreens.closedWindows.members)
      // Every window the state knows closed, by identity: those that never had a task too.
      closedWindows.formUnion(state.activeScreens.closedWindows.members)
      return Array(inFlight.keys).flatMap { removeTasks(in: $0) }
    }
    cancel(removed)
  }

  private func closeWindows<State: WindowedState>(closedIn state: State) {
    let screens = state.activeScreens
    let removed: [InFlightTask] = lock.withLock {
      closedWindows.formUnion(screens.closedWindows.members)
      let gone = Set(inFlight.keys).union(openWindows).filter {
        !$0.isUnavailable && !screens.isOpen($0)
      }
      closedWindows.formUnion(gone)
      openWindows = Set(screens.windowUUIDs).subtracting(closedWindows)
      return gone.flatMap { removeTasks(in: $0) }
    }
    cancel(removed)
  }
}

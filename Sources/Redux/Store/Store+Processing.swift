extension Store {
  /// Processes one action, as the drain hands it over: reduces it, then hands the new state to
  /// the middlewares, the subscribers and the listeners.
  @inlinable
  func process(_ action: Action) {
    // The previous state is kept only for listeners, which compare it with the new one; without
    // them an in-place reducer finds the state's storage unshared and changes it without a copy.
    let oldState = listeners.isEmpty ? nil : currentState
    // What routing needs to know of the action (did the app-wide state or the closed windows
    // change) is learnt from the states before and after it, so nothing is remembered between
    // actions.
    if let inPlaceReducer {
      setReducingInPlace(true)
      let change = inPlaceReducer(&currentState, action)
      setReducingInPlace(false)
      publish(currentState, after: action, change: change)
      if let oldState {
        listeners.publish(from: oldState, to: currentState)
      }
    } else if case .value(let reducer) = reduction {
      let newState: State
      let change: RouterChange
      // The state before the action is let go before the publication, as the store lets go of
      // it: what only it held is released before middlewares and subscribers run.
      do {
        let previousState = currentState
        newState = reducer(previousState, action)
        currentState = newState
        change = subscriptions.windowRouter.change(previousState, newState)
      }
      // The reducer's result is a value of its own already, published as it is.
      publish(newState, after: action, change: change)
      if let oldState {
        listeners.publish(from: oldState, to: newState)
      }
    } else {
      publish(currentState, after: action, change: .none)
    }
  }

  /// Hands a new state to the middlewares and the subscribers.
  ///
  /// - Parameters:
  ///   - newState: The new state.
  ///   - action: The action that made it.
  ///   - change: What the action changed that routing needs.
  @inlinable
  func publish(_ newState: State, after action: Action, change: RouterChange) {
    let version = subscriptions.stateDidChange()
    for middleware in middlewares {
      middleware(newState, action)
    }
    subscriptions.publish(newState, after: action, version: version, change: change)
  }
}

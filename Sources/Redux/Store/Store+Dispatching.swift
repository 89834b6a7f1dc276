extension Store {
  /// Dispatches an action; see ``DispatchStore/dispatch(_:)``.
  ///
  /// Where the action is processed is decided by where this call runs, checked at run time
  /// (`MainActorCheck`), never by what the caller claims: on the main actor, the action is
  /// processed at once unless the store is busy; anywhere else, it joins the queue and the main
  /// actor processes it in turn.
  ///
  /// - Parameter action: The action to process. It is handed over to the store.
  @inlinable
  public nonisolated func dispatch(_ action: sending Action) {
    if MainActorCheck.isRunningOnMainActor {
      // The check above found the main queue. The conformance's witness checks again, and
      // succeeds, without putting a closure on the heap as `MainActor.assumeIsolated` does.
      Self.enter(self, processing: action)
    } else if queue.appendFromElsewhere(action) {
      scheduleDrain()
    }
  }

  /// Enters the main actor through ``MainActorEntry``; generic, so that the call goes straight
  /// to the checked witness.
  @inlinable
  nonisolated static func enter<Entry: MainActorEntry>(
    _ entry: Entry, processing action: sending Action
  ) {
    entry.enterMainActor(processing: action)
  }

  /// Schedules a drain of the queue on the main actor, for actions dispatched from elsewhere or
  /// left by a drain whose slice was over.
  @usableFromInline
  nonisolated func scheduleDrain() {
    Task { @MainActor in
      self.queue.scheduledDrainDidStart()
      // A running drain, if any, takes the actions in turn; this one would find nothing to do.
      guard !self.drain.isDraining else { return }
      self.drain.beginScheduledDrain()
      self.processQueuedActions()
      self.drain.end()
    }
  }

  /// Processes an action dispatched on the main actor, with the actions waiting ahead of it and
  /// every action it causes: at once when no action is being processed, otherwise in turn.
  @inlinable
  func dispatchOnMainActor(_ action: sending Action) {
    guard !drain.isDraining else {
      let cascade = drain.processingCascade
      if drain.isRunningCascade(cascade) { drain.cascadeWaiting += 1 }
      queue.append(action, cascade: cascade)
      return
    }
    let cascade = drain.beginCascade()
    // Actions queued from elsewhere before this one keep their place ahead of it.
    if queue.isKnownEmpty {
      process(action)
    } else if let action = queue.takeUnlessActionsWait(action, cascade: cascade) {
      process(action)
    } else {
      drain.cascadeWaiting += 1
    }
    // Then whatever processing dispatched: reducers and middlewares are not isolated to the
    // main actor, so their actions arrive through the queue and are drained here, before this
    // dispatch returns.
    processQueuedActions()
    drain.end()
  }

  /// Runs `work` the way an action is processed: actions dispatched meanwhile, for example by a
  /// subscriber receiving its first state, wait and are processed when `work` is done, before
  /// this call returns.
  @usableFromInline
  func holdingDispatches(_ work: () -> Void) {
    MainActorCheck.require("A store's subscribe or informWithCurrentState")
    guard !drain.isDraining else {
      work()
      return
    }
    _ = drain.beginCascade()
    work()
    processQueuedActions()
    drain.end()
  }

  /// Processes queued actions in order until the queue is empty, or until the drain's time slice
  /// is over and the next action is not one of the running cascade's; a drain is then scheduled
  /// for the rest, so that other main-actor work runs first.
  ///
  /// A cascade that no action from elsewhere interrupts therefore ends before the dispatch that
  /// started it returns, however long it is; one that other threads keep interleaving with is
  /// cut at the end of its slice like any other drain, and goes on in order in the next.
  @inlinable
  func processQueuedActions() {
    // Most dispatches cause no other action: answered before the loop, whose run-time
    // exclusivity checks the compiler may hoist in front of it.
    guard !queue.isKnownEmpty else { return }
    var slice = DrainSlice()
    while let entry = queue.next() {
      if drain.isRunningCascade(entry.cascade) { drain.cascadeWaiting -= 1 }
      drain.processingCascade = entry.cascade
      process(entry.action)
      guard slice.isOver() else { continue }
      if drain.cascadeWaiting > 0, let next = queue.cascadeOfNext, drain.isRunningCascade(next) {
        continue
      }
      if queue.needsDrainScheduled() { scheduleDrain() }
      return
    }
  }

  /// Reduces an action, then hands the new state to the middlewares, the subscribers and the
  /// listeners.
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

extension Store: @preconcurrency MainActorEntry {
  /// Processes an action dispatched on the main actor; see ``MainActorEntry``.
  @inlinable
  func enterMainActor(processing action: sending Action) {
    dispatchOnMainActor(action)
  }
}

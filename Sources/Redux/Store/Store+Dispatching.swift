extension Store {
  /// Dispatches an action; see ``DispatchStore/dispatch(_:)``.
  ///
  /// Where the action is processed is decided by where this call runs, checked at run time, never
  /// by what the caller claims: on the main actor, at once unless the store is busy; anywhere
  /// else, it joins the queue and the main actor processes it in turn. A block that a background
  /// thread runs with `sync` on a queue targeting the main queue is elsewhere: the main queue
  /// waits for it, but the main actor does not run it.
  ///
  /// - Parameter action: The action to process. It is handed over to the store.
  @inlinable
  public nonisolated func dispatch(_ action: sending Action) {
    if MainActorCheck.isRunningOnMainActor {
      // The check above found the main queue running this code, not a thread that only borrows
      // it. The conformance's witness checks again, and succeeds, without putting a closure on
      // the heap as `MainActor.assumeIsolated` does.
      Self.enter(self, processing: action)
    } else if drain.queue.appendFromElsewhere(action) {
      scheduleDrain()
    }
  }

  // Generic, so that the call goes straight to the checked witness.
  @inlinable
  nonisolated static func enter<Entry: MainActorEntry>(
    _ entry: Entry, processing action: sending Action
  ) {
    entry.enterMainActor(processing: action)
  }

  /// See ``ActionDrain/holdingDispatches(_:process:)``.
  @usableFromInline
  func holdingDispatches(_ work: () -> Void) {
    MainActorCheck.require("A store's subscribe or informWithCurrentState")
    if drain.holdingDispatches(work, process: { core.process($0) }) { scheduleDrain() }
  }

  @usableFromInline
  nonisolated func scheduleDrain() {
    Task { @MainActor in
      if self.drain.drainScheduled(process: { self.core.process($0) }) { self.scheduleDrain() }
    }
  }
}

extension Store: @preconcurrency MainActorEntry {
  @inlinable
  func enterMainActor(processing action: sending Action) {
    if drain.dispatch(action, process: { core.process($0) }) { scheduleDrain() }
  }
}

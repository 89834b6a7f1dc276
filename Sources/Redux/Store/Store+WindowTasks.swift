extension Store: WorkTracking {
  /// Called by a ``WindowTasks`` while it holds its lock: it only counts.
  package nonisolated func workStarted(_ work: TrackedWork) {
    windowTaskCount.started(in: work.window)
    #if DEBUG
    lifetimeWatch.workStarted(work)
    #endif
  }

  /// Does nothing: the store counts a task until it settles, after its result was reduced.
  package nonisolated func workEnded(_ work: TrackedWork) {}

  /// Stops counting the task, and wakes the calls of ``waitForWindowTasks(in:timeout:)`` that
  /// have nothing left to wait for.
  package nonisolated func workSettled(_ work: TrackedWork) {
    windowTaskCount.settled(in: work.window)
  }
}

extension Store {
  /// Waits until no window task whose result goes to the store is in flight, so that the
  /// results of those that dispatched one have been reduced.
  ///
  /// The tasks are those of every ``WindowTasks`` made with the store, or with a
  /// ``StoreDispatcher`` connected to it, counted as ``WindowTasks/inFlightCount(in:)`` counts
  /// them: until the store has reduced a task's result and handed it to the middleware that owns
  /// the tasks, or until the task returned `nil`, was cancelled, or its `WindowTasks` was released.
  /// So once the call returns, every result those tasks returned is in ``state``, and every
  /// subscriber has heard of it. A task started while the call waits (by a middleware handling a
  /// result, say) is waited for too. The last task to settle resumes the call; nothing polls.
  /// With no task in flight the call returns at once. Any number of calls may wait. See
  /// <doc:TyingWorkToAWindow>.
  ///
  /// A task cancelled after it dispatched its result stops counting at once: its result may still
  /// be reduced after the call returns (``ActiveScreensState`` ignores it when its window has
  /// closed). An action that code other than a `WindowTasks` dispatches from another thread may
  /// still be on its way to the store.
  ///
  /// - Parameters:
  ///   - window: The window whose tasks to wait for, or `nil` (the default) for every window's.
  ///   - timeout: The longest the call waits, or `nil` (the default) to wait as long as tasks
  ///     are in flight.
  /// - Returns: `true` when no task is in flight; `false` when `timeout` passed, or the calling
  ///   task was cancelled, first. A cancelled call returns at once, with tasks still in flight.
  @discardableResult
  public func waitForWindowTasks(
    in window: WindowUUID? = nil, timeout: Duration? = nil
  ) async -> Bool {
    let count = windowTaskCount
    let clock = ContinuousClock()
    let deadline = timeout.map { clock.now.advanced(by: $0) }
    // Looks again on the main actor after every wake-up: a task may have started meanwhile.
    while count.inFlightCount(in: window) > 0 {
      guard !Task.isCancelled else { return false }
      if let deadline, clock.now >= deadline { return false }
      let id = count.beginWait(in: window)
      // The time limit ends the wait when it passes; cancelled once the wait is over.
      let timer = deadline.map { deadline in
        Task {
          try? await Task.sleep(until: deadline, clock: clock)
          count.end(id)
        }
      }
      await withTaskCancellationHandler {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
          count.suspend(id, on: continuation)
        }
      } onCancel: {
        count.end(id)
      }
      timer?.cancel()
    }
    return true
  }
}

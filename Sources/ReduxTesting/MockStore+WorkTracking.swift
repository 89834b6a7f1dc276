import Redux

extension MockStore: WorkTracking {
  /// Records work that will dispatch to the store, such as a task of a `WindowTasks` made with
  /// it.
  ///
  /// - Parameters:
  ///   - work: The work.
  package func workStarted(_ work: TrackedWork) {
    inbox.workStarted(work)
  }

  /// Forgets work that has ended: it has dispatched its result, or never will.
  ///
  /// - Parameters:
  ///   - work: The work.
  package func workEnded(_ work: TrackedWork) {
    inbox.workEnded(work)
  }

  /// Records the result of work and forgets the work, in one step: a test that sees the result
  /// among ``dispatchedActions`` never finds its work still running.
  ///
  /// - Parameters:
  ///   - work: The work.
  ///   - result: The action it returned.
  ///   - store: Where its runner dispatches: this store, or another one, which then gets the
  ///     result as ``dispatch(_:)`` would send it.
  package func workEnded(
    _ work: TrackedWork, dispatching result: sending Action, to store: any DispatchStore
  ) {
    inbox.workEnded(work, dispatching: result, to: store, owner: self)
  }

  /// Records an action that work sends as it goes, as ``dispatch(_:)`` does.
  ///
  /// - Parameters:
  ///   - work: The work.
  ///   - progress: The action it sent.
  ///   - store: Where its runner dispatches: this store, or another one, which then gets the
  ///     action as ``dispatch(_:)`` would send it.
  package func workProgressed(
    _ work: TrackedWork, dispatching progress: sending Action, to store: any DispatchStore
  ) {
    inbox.workProgressed(work, dispatching: progress, to: store, owner: self)
  }

  /// The work running that will dispatch to the store, oldest first.
  @MainActor public var inFlightWork: [TrackedWork] {
    inbox.runningWork.map(\.work)
  }

  /// Waits until the work running that will dispatch to the store has ended, so that what it
  /// dispatched is in ``dispatchedActions``.
  ///
  /// A middleware test needs no polling: the work ends in the same step as its result is
  /// recorded.
  ///
  /// ```swift
  /// let store = MockStore(state: AppState())
  /// let middleware = TodoListMiddleware(store: store, suggestions: service, log: { _ in })
  /// middleware.todoListProvider(state, requestSuggestion)
  /// #expect(await store.waitForInFlightWork())
  /// #expect(store.dispatchedActions.count == 1)
  /// ```
  ///
  /// - Parameters:
  ///   - timeout: The longest the call waits.
  /// - Returns: `true` when no work is running any more; `false` when `timeout` passed, or the
  ///   calling task was cancelled, first.
  @MainActor
  @discardableResult
  public func waitForInFlightWork(timeout: Duration = .seconds(1)) async -> Bool {
    await inbox.waitUntilNoUncheckedWork(timeout: timeout)
  }
}

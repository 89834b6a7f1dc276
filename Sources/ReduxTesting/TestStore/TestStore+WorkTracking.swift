import Redux

extension TestStore: WorkTracking {
  /// Records work that will dispatch to the store: a test that ends while it is still running
  /// fails.
  ///
  /// A `WindowTasks` whose results go to the store, directly or through a `StoreDispatcher`,
  /// calls it for each task it starts. Work started by a middleware during a `send` or a
  /// `receive` is reported with that action and that call.
  ///
  /// - Parameters:
  ///   - work: The work.
  package nonisolated func workStarted(_ work: TrackedWork) {
    inbox.workStarted(work)
    lifetimes.workStarted(work)
  }

  /// Forgets work that has ended: it has dispatched its result, or never will.
  ///
  /// - Parameters:
  ///   - work: The work.
  package nonisolated func workEnded(_ work: TrackedWork) {
    inbox.workEnded(work)
  }

  /// Queues the result of work for the test to receive and forgets the work, in one step: a test
  /// that has received the result never finds its work still running.
  ///
  /// - Parameters:
  ///   - work: The work.
  ///   - result: The action it returned.
  ///   - store: Where its runner dispatches: this store, or another one, which then gets the
  ///     result as ``dispatch(_:)`` would send it.
  package nonisolated func workEnded(
    _ work: TrackedWork, dispatching result: sending Action, to store: any DispatchStore
  ) {
    inbox.workEnded(work, dispatching: result, to: store, owner: self)
  }

  /// Queues an action that work sends as it goes for the test to receive, unless the test
  /// skipped that work: decided in one step, so that after ``skipInFlightWork()`` nothing the
  /// work sends reaches the test, even an action its task sent as it was being cancelled.
  ///
  /// - Parameters:
  ///   - work: The work.
  ///   - progress: The action it sent.
  ///   - store: Where its runner dispatches: this store, or another one, which then gets the
  ///     action as ``dispatch(_:)`` would send it.
  package nonisolated func workProgressed(
    _ work: TrackedWork, dispatching progress: sending Action, to store: any DispatchStore
  ) {
    inbox.workProgressed(work, dispatching: progress, to: store, owner: self)
  }

  /// The work running that will dispatch to the store, oldest first.
  ///
  /// ```swift
  /// store.send(TodoListAction.requestSuggestion(request), forWindowUUID: window) { … }
  /// #expect(store.inFlightWork.map(\.window) == [window])
  /// ```
  public var inFlightWork: [TrackedWork] {
    inbox.runningWork.map(\.work)
  }

  /// Cancels the work running now, and lets it go unreported, as a test that does not care how
  /// it ends wants.
  ///
  /// A task of a `WindowTasks` is cancelled as a closed window's tasks are
  /// (`TrackedWork.cancel()`). Should one have handed its result over already, or be sending an
  /// action as it goes (a `WindowTaskProgress`) while it is cancelled, that action is dropped,
  /// never waiting to be received: after this call, the work skipped changes nothing the test
  /// sees, whatever the timing. The app's state is left as the last action made it: a
  /// screen may still show the work in progress.
  public func skipInFlightWork() {
    for work in inbox.skipRunningWork() {
      work.cancel()
    }
  }

  /// Waits until the work running that will dispatch to the store has ended, then ends the test
  /// as ``finish(fileID:filePath:line:column:)`` does.
  ///
  /// Work ends once it has dispatched its result, so what the work dispatched is waiting when
  /// the wait is over. With ``Exhaustivity/on``, work still running once `timeout` has passed is
  /// a failure, and so is every action left waiting, as for `finish()`: receive the results
  /// before finishing. With ``Exhaustivity/off``, the call only waits, which lets a test look at
  /// what the work dispatched:
  ///
  /// ```swift
  /// store.exhaustivity = .off
  /// store.send(TodoListAction.requestSuggestion(request), forWindowUUID: window)
  /// service.release("Water the plants")
  /// await store.finish(timeout: .seconds(1))
  /// #expect(store.pendingActions.count == 1)  // the fetch's `suggestionReceived`
  /// ```
  ///
  /// Work skipped with ``skipInFlightWork()`` is not waited for. With ``lifetimeChecks`` on, the
  /// call then waits, within what is left of `timeout`, for the tasks of the windows the test
  /// closed (and the instances it hid) to return, and reports each one still running: it
  /// ignores cancellation.
  ///
  /// - Parameters:
  ///   - timeout: The longest the call waits for the work to end.
  ///   - fileID: The file of the call, for failures; leave it out.
  ///   - filePath: The path of the file of the call, for failures; leave it out.
  ///   - line: The line of the call, for failures; leave it out.
  ///   - column: The column of the call, for failures; leave it out.
  public func finish(
    timeout: Duration,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let clock = ContinuousClock()
    let start = clock.now
    let ended = await inbox.waitUntilNoUncheckedWork(timeout: timeout)
    if !ended, exhaustivity == .on {
      // Stopped by a cancellation, the failure says so rather than claiming the whole timeout.
      let cancelledAfter = Task.isCancelled ? start.duration(to: clock.now) : nil
      let wait = TestStoreFailure.Wait(timeout: timeout, cancelledAfter: cancelledAfter)
      FailureReporter.fail(
        TestStoreFailure.workStillRunning(after: wait, inbox.checkRunningWork()),
        at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }
    if lifetimeChecks == .on {
      let remaining = max(timeout - start.duration(to: clock.now), .zero)
      await reportTasksIgnoringCancellation(
        within: remaining,
        at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }
    finish(fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

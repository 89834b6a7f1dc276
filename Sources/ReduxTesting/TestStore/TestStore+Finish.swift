import Redux

extension TestStore {
  /// Ends the test: with ``Exhaustivity/on``, reports the dispatched actions the test never
  /// received, and the work still running that will dispatch to the store.
  ///
  /// Call it as the last line of every test that uses a test store. A store released without
  /// it reports the same failure, at the line that made the store, but only once it goes away;
  /// `finish()` reports where the test ends, and only once, for example a follow-up that a
  /// middleware dispatches and the test never received:
  ///
  /// ```swift
  /// @MainActor @Test func showingTheListRestoresItsTodos() {
  ///   // A store with a `TodoPersistenceMiddleware` whose file holds a todo for the window.
  ///   let store = makeStore(saved: [TodoItem(id: 1, title: "Milk")])
  ///   store.send(ScreenAction(windowUUID: window, actionType: .showScreen, screen: .todoList)) {
  ///     $0.activeScreens[.todoList, window] = .todoList(TodoListState(windowUUID: window))
  ///   }
  ///   store.finish()  // fails: the middleware dispatched a `restore` the test never received
  /// }
  /// ```
  ///
  /// With ``Exhaustivity/off``, actions left waiting are not a failure and stay waiting.
  ///
  /// `finish()` does not wait for work still running in other tasks. Work that reports to the
  /// store (a `WindowTasks` task whose results go to this store, directly or through a
  /// `StoreDispatcher`) and is still running is a failure, with ``Exhaustivity/on``: its result
  /// would reach no test. Release what the work waits for and receive its result with
  /// `await store.receive(…)` first, close its window, which cancels it, or skip it with
  /// ``skipInFlightWork()``. Each task is reported once, by the first `finish` that sees it
  /// running. ``finish(timeout:fileID:filePath:line:column:)`` waits for the work first, for work
  /// that dispatches nothing or a store with ``Exhaustivity/off``.
  ///
  /// A controller that shows a screen closes it when it is released, by dispatching a
  /// `closeScreen`. One still alive at the end of the test is released after `finish()`, and its
  /// `closeScreen` is then reported when the store is released: unsubscribe the controllers
  /// (`unsubscribeFromRedux()`) and receive their `closeScreen` before `finish()`.
  ///
  /// With ``lifetimeChecks`` on (the default), whatever the exhaustivity, `finish()` then checks
  /// what the windows the test closed and the screen instances it hid leave alive, as
  /// ``checkLifetimes(fileID:filePath:line:column:)`` does: the objects named with
  /// ``expectReleased(_:whenClosing:)`` still alive, listeners linked to them still registered,
  /// subscriptions to a hidden instance still registered.
  /// ``finish(timeout:fileID:filePath:line:column:)`` also waits for the tasks that the closing
  /// cancelled, and reports those that ignore it.
  ///
  /// - Parameters:
  ///   - fileID: The file of the call, for failures; leave it out.
  ///   - filePath: The path of the file of the call, for failures; leave it out.
  ///   - line: The line of the call, for failures; leave it out.
  ///   - column: The column of the call, for failures; leave it out.
  public func finish(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    if lifetimeChecks == .on {
      checkLifetimes(fileID: fileID, filePath: filePath, line: line, column: column)
    }
    // Checked only when they are judged: with `.off` they stay waiting, and a store made
    // exhaustive again still reports them when it is released.
    guard exhaustivity == .on else { return }
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let waiting = inbox.checkAll()
    if !waiting.isEmpty {
      FailureReporter.fail(TestStoreFailure.unreceivedAtFinish(waiting), at: site)
    }
    let running = inbox.checkRunningWork()
    if !running.isEmpty {
      FailureReporter.fail(TestStoreFailure.workRunningAtFinish(running), at: site)
    }
  }

  /// Checks that no dispatched action is waiting to be received, whatever the exhaustivity.
  ///
  /// Use it in the middle of a test to prove that something dispatched nothing, even in a
  /// non-exhaustive test:
  ///
  /// ```swift
  /// list.unsubscribeFromRedux()
  /// store.receive(ScreenActionType.closeScreen, window: window) {
  ///   $0.activeScreens[.todoList, window] = nil
  /// }
  /// list.unsubscribeFromRedux()  // a `TodoListController` closes its screen once
  /// store.assertNoPendingActions()
  /// ```
  ///
  /// The waiting actions, if any, stay waiting.
  ///
  /// - Parameters:
  ///   - fileID: The file of the call, for failures; leave it out.
  ///   - filePath: The path of the file of the call, for failures; leave it out.
  ///   - line: The line of the call, for failures; leave it out.
  ///   - column: The column of the call, for failures; leave it out.
  public func assertNoPendingActions(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let waiting = inbox.snapshot
    guard !waiting.isEmpty else { return }
    FailureReporter.fail(
      TestStoreFailure.actionsPending(waiting),
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Processes every dispatched action waiting to be received, in order, without checking them.
  ///
  /// The actions are reduced, passed to the middlewares and published as a real store would;
  /// actions they dispatch are processed too, until none is waiting. Use it in a test that does
  /// not care about some follow-ups, then go on checking exactly:
  ///
  /// ```swift
  /// let list = TodoListController(windowUUID: window, store: store)
  /// store.skipReceivedActions()  // showing the list is another test's business
  /// store.send(TodoListAction.add(title: "Milk"), forWindowUUID: window) {
  ///   $0.activeScreens[.todoList, window] = .todoList(
  ///     TodoListState(windowUUID: window, items: [TodoItem(id: 1, title: "Milk")]))
  /// }
  /// ```
  ///
  /// Actions dispatched from other tasks that have not arrived yet are not skipped. Called from a
  /// subscriber or middleware while the store processes an action, it reports a failure and
  /// skips nothing.
  ///
  /// - Parameters:
  ///   - fileID: The file of the call, for failures; leave it out.
  ///   - filePath: The path of the file of the call, for failures; leave it out.
  ///   - line: The line of the call, for failures; leave it out.
  ///   - column: The column of the call, for failures; leave it out.
  /// - Returns: The actions processed, in order.
  @discardableResult
  public func skipReceivedActions(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> [Action] {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    guard !refusesReentrantCall("skipReceivedActions", at: site) else { return [] }
    return processWaitingActions()
  }
}

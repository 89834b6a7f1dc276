import Redux

extension TestStore {
  /// Receives the oldest dispatched action, which must have the given action type, and checks
  /// how it changes the state.
  ///
  /// Actions that middlewares, controllers or tasks dispatch to the store wait until the test
  /// receives them. This call takes the oldest one, checks that its `actionType` equals
  /// `actionType` (and that it is for `window`, when given), processes it like
  /// ``send(_:assert:fileID:filePath:line:column:)`` and checks the state change against
  /// `update` in the same way.
  ///
  /// ```swift
  /// // The store runs a `TodoPersistenceMiddleware` whose file holds `saved` for the window.
  /// store.send(ScreenAction(windowUUID: window, actionType: .showScreen, screen: .todoList)) {
  ///   $0.activeScreens[.todoList, window] = .todoList(TodoListState(windowUUID: window))
  /// }
  /// store.receive(TodoListAction.restore(saved), window: window) {
  ///   $0.activeScreens[.todoList, window] = .todoList(
  ///     TodoListState(windowUUID: window, items: Rows(saved)))
  /// }
  /// ```
  ///
  /// With ``Exhaustivity/on``, the oldest action must match: when it does not, the failure names
  /// both, and the action is processed without checking the state. With ``Exhaustivity/off``,
  /// actions that do not match are processed silently until one matches. When no action matches,
  /// the failure says so. This call does not wait: to receive an action dispatched from another
  /// task, use the `async` variant, `await store.receive(…)`; in an `async` function,
  /// `store.receive(…)` always calls that variant. Called from a subscriber or middleware while
  /// the store processes an action, it reports a failure and receives nothing.
  ///
  /// Only the action type and the window are matched. A `ScreenActionType.showScreen` for any
  /// screen, or a tap aimed at any instance of a screen, matches; to check which screen or which
  /// instance, receive the action's class with a `where:` predicate instead.
  ///
  /// An `ActionBatch` is received as one action, the batch: an enum action dispatched inside a
  /// batch is not received by value, and this call fails with "received ActionBatch(…)". Receive
  /// the batch with `receive(ActionBatch.self, where:)`, which checks the state after its last
  /// action:
  ///
  /// ```swift
  /// list.importTapped(titles: ["Bread", "Eggs"])  // one `ActionBatch` of two `add`s
  /// store.receive(
  ///   ActionBatch.self,
  ///   where: {
  ///     $0.actions.map { $0.actionType(as: TodoListAction.self) } == [
  ///       .add(title: "Bread"), .add(title: "Eggs"),
  ///     ]
  ///   }
  /// ) {
  ///   $0.activeScreens[.todoList, window] = .todoList(
  ///     TodoListState(
  ///       windowUUID: window,
  ///       items: [TodoItem(id: 1, title: "Bread"), TodoItem(id: 2, title: "Eggs")]))
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - actionType: The expected action type; compared with `==`.
  ///   - window: The window the action must be for; `nil` for any window.
  ///   - update: Changes a copy of the state to what the test expects after the action.
  ///   - fileID: The file of the call, for failures; leave it out.
  ///   - filePath: The path of the file of the call, for failures; leave it out.
  ///   - line: The line of the call, for failures; leave it out.
  ///   - column: The column of the call, for failures; leave it out.
  public func receive<T: ActionType & Equatable>(
    _ actionType: T,
    window: WindowUUID? = nil,
    assert update: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    receive(
      .actionType(actionType, window: window), update: update,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Receives the oldest dispatched action, which must be of the given class, and checks how it
  /// changes the state.
  ///
  /// Works like the `receive` that matches an action type, but matches any instance of
  /// `actionClass` or of a subclass, whatever its action type:
  ///
  /// ```swift
  /// settings.textColorTapped(.black)  // a `SettingsController` dispatches a `SettingsAction`
  /// store.receive(SettingsAction.self, window: window) {
  ///   $0.settings.textColor = .black
  ///   $0.activeScreens[.settings, window] = .settings(
  ///     SettingsScreenState(windowUUID: window, confirmation: "Text is now black"))
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - actionClass: The class the action must be an instance of.
  ///   - window: The window the action must be for; `nil` for any window.
  ///   - update: Changes a copy of the state to what the test expects after the action.
  ///   - fileID: The file of the call, for failures; leave it out.
  ///   - filePath: The path of the file of the call, for failures; leave it out.
  ///   - line: The line of the call, for failures; leave it out.
  ///   - column: The column of the call, for failures; leave it out.
  public func receive<A: Action>(
    _ actionClass: A.Type,
    window: WindowUUID? = nil,
    assert update: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    receive(
      .actionClass(actionClass, window: window, predicate: nil), update: update,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Receives the oldest dispatched action, which must be of the given class and pass a
  /// predicate, and checks how it changes the state.
  ///
  /// The predicate receives the action already cast to `actionClass`, so it can look at the
  /// payload:
  ///
  /// ```swift
  /// store.receive(ScreenAction<AppScreen>.self, where: { $0.screen == .todoList }) {
  ///   $0.activeScreens[.todoList, window] = .todoList(TodoListState(windowUUID: window))
  /// }
  /// ```
  ///
  /// An `ActionBatch` is received this way, as one action, with a predicate on its `actions`:
  /// `store.receive(ActionBatch.self, where: { $0.actions.count == 2 }) { … }`. `Action.self`
  /// matches every action, so that a predicate can match an enum action by a pattern where its
  /// exact value is unknown: `where: { $0.actionType(as: TodoListAction.self) != nil }`.
  ///
  /// Otherwise it works like the `receive` that matches an action type.
  ///
  /// - Parameters:
  ///   - actionClass: The class the action must be an instance of.
  ///   - window: The window the action must be for; `nil` for any window.
  ///   - predicate: Returns `true` for the expected action.
  ///   - update: Changes a copy of the state to what the test expects after the action.
  ///   - fileID: The file of the call, for failures; leave it out.
  ///   - filePath: The path of the file of the call, for failures; leave it out.
  ///   - line: The line of the call, for failures; leave it out.
  ///   - column: The column of the call, for failures; leave it out.
  public func receive<A: Action>(
    _ actionClass: A.Type,
    window: WindowUUID? = nil,
    where predicate: @escaping (A) -> Bool,
    assert update: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    receive(
      .actionClass(actionClass, window: window, predicate: predicate), update: update,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Receives the expected action from the waiting ones, without waiting for more.
  func receive(
    _ expectation: ActionExpectation, update: ((inout State) throws -> Void)?, at site: CallSite
  ) {
    var skipped: [Action] = []
    guard !receiveFromWaiting(expectation, update: update, skipped: &skipped, at: site) else {
      return
    }
    reportNoMatch(expectation, timeout: nil, skipped: skipped, at: site)
  }

  /// Takes waiting actions, oldest first, until the expected one; see `receive`.
  ///
  /// - Parameter skipped: Collects the actions processed without matching
  ///   (``Exhaustivity/off`` only).
  /// - Returns: `true` when the call is done: the expected action was processed and checked, or
  ///   (``Exhaustivity/on``) another one was found and reported. `false` when no waiting action is
  ///   left to look at.
  func receiveFromWaiting(
    _ expectation: ActionExpectation,
    update: ((inout State) throws -> Void)?,
    skipped: inout [Action],
    at site: CallSite
  ) -> Bool {
    guard !refusesReentrantCall("receive", at: site) else { return true }
    while let action = inbox.popFirst() {
      if expectation.matches(action) {
        process(action, checking: update, at: site)
        return true
      }
      switch exhaustivity {
      case .on:
        let stillWaiting = inbox.snapshot
        process(action)
        FailureReporter.fail(
          TestStoreFailure.unexpectedAction(
            action, expected: expectation, stillWaiting: stillWaiting),
          at: site)
        return true
      case .off:
        process(action)
        skipped.append(action)
      }
    }
    return false
  }

  /// Reports that no waiting action was the expected one.
  func reportNoMatch(
    _ expectation: ActionExpectation, timeout: Duration?, cancelledAfter: Duration? = nil,
    skipped: [Action], at site: CallSite
  ) {
    let wait = TestStoreFailure.Wait(timeout: timeout, cancelledAfter: cancelledAfter)
    let message =
      skipped.isEmpty
      ? TestStoreFailure.nothingReceived(expectation, wait: wait)
      : TestStoreFailure.noMatchingAction(expectation, wait: wait, skipped: skipped)
    FailureReporter.fail(message, at: site)
  }
}

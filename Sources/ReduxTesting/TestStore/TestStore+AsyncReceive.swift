import Redux

extension TestStore {
  /// Waits for an action with the given action type to be dispatched, receives it and checks how
  /// it changes the state.
  ///
  /// Use it when the action is dispatched from another task, such as a middleware that fetches
  /// in a `Task` and dispatches the result. It works like the synchronous `receive`, except that
  /// when no waiting action is the expected one, it waits for more to be dispatched, up to
  /// `timeout`:
  ///
  /// ```swift
  /// @MainActor @Test func aSuggestionArrives() async {
  ///   let window = WindowUUID()
  ///   let dispatcher = StoreDispatcher()
  ///   let middleware = TodoListMiddleware(
  ///     store: dispatcher, suggestions: OfflineSuggestionService(ideas: ["Milk"]), log: { _ in })
  ///   let store = TestStore(
  ///     state: AppState(), reducer: AppState.reducer, middlewares: [middleware.todoListProvider])
  ///   dispatcher.connect(to: store)
  ///   store.send(ScreenAction(windowUUID: window, actionType: .showScreen, screen: .todoList)) {
  ///     $0.activeScreens[.todoList, window] = .todoList(TodoListState(windowUUID: window))
  ///   }
  ///
  ///   let request = SuggestionRequestID()
  ///   store.send(TodoListAction.requestSuggestion(request), forWindowUUID: window) {
  ///     $0.activeScreens[.todoList, window] = .todoList(
  ///       TodoListState(
  ///         windowUUID: window, isFetchingSuggestion: true, suggestionRequest: request))
  ///   }
  ///   // The middleware fetches in a task, and dispatches the suggestion once it arrives.
  ///   await store.receive(TodoListAction.suggestionReceived("Milk", request: request)) {
  ///     $0.activeScreens[.todoList, window] = .todoList(
  ///       TodoListState(windowUUID: window, suggestion: "Milk"))
  ///   }
  ///   store.finish()
  /// }
  /// ```
  ///
  /// With ``Exhaustivity/on`` it waits only while no action at all is waiting; the first one to
  /// arrive must be the expected one. With ``Exhaustivity/off`` it processes the actions that
  /// arrive until one matches. When the time is up, the failure says what was expected and how
  /// long the call waited.
  ///
  /// In an `async` test, `store.receive(…)` calls this variant: write `await`. It returns at once
  /// when the expected action is already waiting.
  ///
  /// As with the synchronous `receive`, an `ActionBatch` is received as one action: an enum
  /// action dispatched inside a batch is not received by value, and this call fails with
  /// "received ActionBatch(…)". Wait for the batch with `await store.receive(ActionBatch.self,
  /// where:)` and a predicate on its `actions`.
  ///
  /// - Parameters:
  ///   - actionType: The expected action type; compared with `==`.
  ///   - window: The window the action must be for; `nil` for any window.
  ///   - timeout: How long to wait; `nil` for the store's ``timeout`` (one second unless set).
  ///   - update: Changes a copy of the state to what the test expects after the action.
  ///   - fileID: The file of the call, for failures; leave it out.
  ///   - filePath: The path of the file of the call, for failures; leave it out.
  ///   - line: The line of the call, for failures; leave it out.
  ///   - column: The column of the call, for failures; leave it out.
  public func receive<T: ActionType & Equatable>(
    _ actionType: T,
    window: WindowUUID? = nil,
    timeout: Duration? = nil,
    assert update: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receive(
      .actionType(actionType, window: window), timeout: timeout ?? self.timeout, update: update,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Waits for an action of the given class to be dispatched, receives it and checks how it
  /// changes the state.
  ///
  /// Works like the `async` `receive` that matches an action type, but matches any instance of
  /// `actionClass` or of a subclass, whatever its action type:
  ///
  /// ```swift
  /// // A task of the app dispatches an `ActionBatch` of the todos it imported.
  /// await store.receive(ActionBatch.self, window: window) {
  ///   $0.activeScreens[.todoList, window] = .todoList(
  ///     TodoListState(windowUUID: window, items: [TodoItem(id: 1, title: "Bread")]))
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - actionClass: The class the action must be an instance of.
  ///   - window: The window the action must be for; `nil` for any window.
  ///   - timeout: How long to wait; `nil` for the store's ``timeout`` (one second unless set).
  ///   - update: Changes a copy of the state to what the test expects after the action.
  ///   - fileID: The file of the call, for failures; leave it out.
  ///   - filePath: The path of the file of the call, for failures; leave it out.
  ///   - line: The line of the call, for failures; leave it out.
  ///   - column: The column of the call, for failures; leave it out.
  public func receive<A: Action>(
    _ actionClass: A.Type,
    window: WindowUUID? = nil,
    timeout: Duration? = nil,
    assert update: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receive(
      .actionClass(actionClass, window: window, predicate: nil),
      timeout: timeout ?? self.timeout, update: update,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Waits for an action of the given class that passes a predicate, receives it and checks how
  /// it changes the state.
  ///
  /// Works like the `async` `receive` that matches an action type, but matches an instance of
  /// `actionClass` or of a subclass for which `predicate` returns `true`. `Action.self` matches
  /// every action, so the predicate can look into the enum action it carries:
  ///
  /// ```swift
  /// // A suggestion for the list a `TodoListController` asked for, whatever its request.
  /// await store.receive(
  ///   Action.self,
  ///   where: {
  ///     guard case .suggestionReceived(let text, _)? = $0.actionType(as: TodoListAction.self)
  ///     else { return false }
  ///     return text == "Milk"
  ///   }
  /// ) {
  ///   $0.activeScreens[.todoList, window] = .todoList(
  ///     TodoListState(windowUUID: window, suggestion: "Milk"))
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - actionClass: The class the action must be an instance of.
  ///   - window: The window the action must be for; `nil` for any window.
  ///   - predicate: Returns `true` for the expected action.
  ///   - timeout: How long to wait; `nil` for the store's ``timeout`` (one second unless set).
  ///   - update: Changes a copy of the state to what the test expects after the action.
  ///   - fileID: The file of the call, for failures; leave it out.
  ///   - filePath: The path of the file of the call, for failures; leave it out.
  ///   - line: The line of the call, for failures; leave it out.
  ///   - column: The column of the call, for failures; leave it out.
  public func receive<A: Action>(
    _ actionClass: A.Type,
    window: WindowUUID? = nil,
    where predicate: @escaping (A) -> Bool,
    timeout: Duration? = nil,
    assert update: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receive(
      .actionClass(actionClass, window: window, predicate: predicate),
      timeout: timeout ?? self.timeout, update: update,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Receives the expected action, waiting up to `timeout` for actions to arrive.
  func receive(
    _ expectation: ActionExpectation,
    timeout: Duration,
    update: ((inout State) throws -> Void)?,
    at site: CallSite
  ) async {
    let clock = ContinuousClock()
    let start = clock.now
    let deadline = start.advanced(by: timeout)
    var skipped: [Action] = []
    while !receiveFromWaiting(expectation, update: update, skipped: &skipped, at: site) {
      let remaining = clock.now.duration(to: deadline)
      guard remaining > .zero, !Task.isCancelled else {
        // Stopped before the deadline: the waiting task was cancelled, which the failure says
        // rather than claiming the whole timeout passed.
        let cancelledAfter = remaining > .zero ? start.duration(to: clock.now) : nil
        reportNoMatch(
          expectation, timeout: timeout, cancelledAfter: cancelledAfter, skipped: skipped,
          at: site)
        return
      }
      await inbox.wait(for: .action, timeout: remaining)
    }
  }
}

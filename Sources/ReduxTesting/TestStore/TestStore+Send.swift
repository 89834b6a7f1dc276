import Redux

extension TestStore {
  /// Sends an action as a user or the system would, and checks how it changes the state.
  ///
  /// The action is reduced, the middlewares are called with the new state, and the subscribers
  /// are notified. Then the new state is checked against `update`:
  ///
  /// - with ``Exhaustivity/on``, the state before the action with `update` applied must equal the
  ///   new state exactly. Without `update`, the action must not change the state at all;
  /// - with ``Exhaustivity/off``, applying `update` to the new state must not change it: only the
  ///   fields `update` sets are checked.
  ///
  /// ```swift
  /// store.send(ScreenAction(windowUUID: window, actionType: .showScreen, screen: .settings)) {
  ///   $0.activeScreens[.settings, window] = .settings(SettingsScreenState(windowUUID: window))
  /// }
  /// store.send(SettingsAction(windowUUID: window, actionType: .changeTextColor(.black))) {
  ///   $0.settings.textColor = .black
  ///   $0.activeScreens[.settings, window] = .settings(
  ///     SettingsScreenState(windowUUID: window, confirmation: "Text is now black"))
  /// }
  /// ```
  ///
  /// An enum action is sent with its window, `send(_:forWindowUUID:assert:)`:
  /// `store.send(TodoListAction.add(title: "Milk"), forWindowUUID: window) { … }`.
  ///
  /// Actions dispatched earlier (by middlewares, controllers or other tasks) that the test has not
  /// received yet are processed first, in order, as a real store would have processed them before
  /// this one, together with the actions they cause. With ``Exhaustivity/on`` that is a failure
  /// listing them: receive them before sending. Actions dispatched while the sent action is
  /// processed wait to be received.
  ///
  /// Called from a subscriber or middleware while the store processes an action, `send` reports
  /// a failure and does nothing: dispatch the action instead, and receive it from the test.
  ///
  /// A failed check reports a failure at the test's line, with the action, its window and the
  /// field-by-field difference between the expected and the actual state, then the test goes on
  /// from the actual state.
  ///
  /// - Parameters:
  ///   - action: The action to process.
  ///   - update: Changes a copy of the state to what the test expects after the action; `nil` when
  ///     the action must not change the state (or, with ``Exhaustivity/off``, to check nothing).
  ///   - fileID: The file of the call, for failures; leave it out.
  ///   - filePath: The path of the file of the call, for failures; leave it out.
  ///   - line: The line of the call, for failures; leave it out.
  ///   - column: The column of the call, for failures; leave it out.
  public func send(
    _ action: Action,
    assert update: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    guard !refusesReentrantCall("send", at: site) else { return }
    let processed = processWaitingActions()
    if !processed.isEmpty, exhaustivity == .on {
      FailureReporter.fail(
        TestStoreFailure.actionsWaitingAtSend(action, waiting: processed), at: site)
    }
    process(action, checking: update, at: site)
  }
}

extension TestStore {
  /// Sends an enum action for one window, as `store.dispatch(_:forWindowUUID:)` would, and
  /// checks the state it makes, exactly as ``send(_:assert:fileID:filePath:line:column:)`` does.
  ///
  /// ```swift
  /// store.send(TodoListAction.add(title: "Milk"), forWindowUUID: window) {
  ///   $0.activeScreens[.todoList, window] = .todoList(
  ///     TodoListState(windowUUID: window, items: [TodoItem(id: 1, title: "Milk")]))
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - action: The enum action.
  ///   - windowUUID: The window it is for, or `WindowUUID.unavailable` for every window.
  ///   - update: Changes the state before the action into the state expected after it.
  ///   - fileID: The file of the call, where a failure is reported; leave it out.
  ///   - filePath: The path of that file; leave it out.
  ///   - line: The line of the call; leave it out.
  ///   - column: The column of the call; leave it out.
  public func send(
    _ action: any ModernAction,
    forWindowUUID windowUUID: WindowUUID,
    assert update: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    send(
      Action(action, windowUUID: windowUUID), assert: update, fileID: fileID, filePath: filePath,
      line: line, column: column)
  }
}

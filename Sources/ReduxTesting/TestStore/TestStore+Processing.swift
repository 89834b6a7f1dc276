import Redux

extension TestStore {
  /// Processes an action through the store's own core (`StoreCore.process`), as a `Store` does,
  /// while the inbox knows which action and which call of the test it belongs to.
  ///
  /// - Parameters:
  ///   - action: The action.
  ///   - site: The `send` or `receive` that processes it, named by the work the middlewares
  ///     start meanwhile; `nil` for an action processed without being checked.
  func process(_ action: Action, at site: CallSite? = nil) {
    MainActorCheck.require("TestStore.send, receive or skipReceivedActions")
    actionInProcess = action
    inbox.setProcessing(action, at: site)
    defer {
      actionInProcess = nil
      inbox.setProcessing(nil, at: nil)
    }
    core.process(action)
  }

  /// Reports a failure when a call that processes actions (`send`, `receive`,
  /// `skipReceivedActions`) comes from a subscriber or middleware while an action is processed.
  ///
  /// Processing an action inside another would publish states out of order and notify
  /// subscribers while they are being notified; a `Store` queues such dispatches instead.
  ///
  /// - Parameters:
  ///   - call: The name of the call, for the message.
  ///   - site: Where the test made the call.
  /// - Returns: `true` when the call must do nothing.
  func refusesReentrantCall(_ call: String, at site: CallSite) -> Bool {
    guard let actionInProcess else { return false }
    FailureReporter.fail(
      TestStoreFailure.calledWhileProcessing(call, processing: actionInProcess), at: site)
    return true
  }

  /// Processes an action and checks the state change against the test's `assert` closure.
  func process(
    _ action: Action, checking update: ((inout State) throws -> Void)?, at site: CallSite
  ) {
    let before = state
    process(action, at: site)
    checkState(after: action, from: before, update: update, at: site)
  }

  /// Processes the waiting actions, oldest first, without checks, until none is left: actions
  /// dispatched meanwhile, for example by a middleware, are processed too, as a `Store` would.
  ///
  /// - Returns: The processed actions.
  @discardableResult
  func processWaitingActions() -> [Action] {
    var processed: [Action] = []
    while let action = inbox.popFirst() {
      process(action)
      processed.append(action)
    }
    return processed
  }

  /// Compares the state after `action` with what the test expects, as the exhaustivity says:
  /// exhaustively, `update` applied to the state before the action must give the new state;
  /// otherwise, `update` applied to the new state must leave it as it is.
  private func checkState(
    after action: Action, from before: State, update: ((inout State) throws -> Void)?,
    at site: CallSite
  ) {
    let isExhaustive = exhaustivity == .on
    guard isExhaustive || update != nil else { return }
    var expected = isExhaustive ? before : state
    do {
      try update?(&expected)
    } catch {
      FailureReporter.fail(TestStoreFailure.assertionThrew(after: action, error: error), at: site)
      return
    }
    guard expected != state else { return }
    let message =
      isExhaustive
      ? TestStoreFailure.stateMismatch(
        after: action, expected: expected, actual: state, hasAssertion: update != nil)
      : TestStoreFailure.assertedFieldsMismatch(after: action, expected: expected, actual: state)
    FailureReporter.fail(message, at: site)
  }
}

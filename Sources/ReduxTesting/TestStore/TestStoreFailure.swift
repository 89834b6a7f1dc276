import Redux

/// The failure messages of ``TestStore``, built in one place so that their wording stays
/// consistent. The kit's tests check each one's exact text.
enum TestStoreFailure {
  /// The hint that ends the messages about actions left waiting.
  static func waitingActionsHint(_ actions: [Action]) -> String {
    let them = actions.count == 1 ? "it" : "them"
    return "Receive \(them) with `receive`, skip \(them) with `skipReceivedActions()`, or set "
      + "`exhaustivity = .off`."
  }

  /// An exhaustive check found the state after `action` differs from the expected one.
  ///
  /// - Parameter hasAssertion: Whether the test gave an `assert` closure; without one, the state
  ///   was expected not to change, which the message says.
  static func stateMismatch<State>(
    after action: Action, expected: State, actual: State, hasAssertion: Bool
  ) -> String {
    var message =
      "State after \(action) is not the expected one (− expected, + actual):\n"
      + diff(expected: expected, actual: actual)
    if !hasAssertion {
      message +=
        "\nNo assert closure was given, so the action was expected not to change the state."
    }
    return message
  }

  /// A non-exhaustive check found that the `assert` closure changes the actual state after
  /// `action`: some field it sets has another value.
  static func assertedFieldsMismatch<State>(
    after action: Action, expected: State, actual: State
  ) -> String {
    "State after \(action) does not have the asserted values (− expected, + actual):\n"
      + diff(expected: expected, actual: actual)
  }

  /// The `assert` closure for `action` threw `error`.
  static func assertionThrew(after action: Action, error: any Error) -> String {
    "The assert closure for \(action) threw \(type(of: error)): \(error)"
  }

  /// `send`, `receive` or `skipReceivedActions` was called while the store processed an action.
  static func calledWhileProcessing(_ call: String, processing action: Action) -> String {
    "`\(call)` was called while the store was processing \(action), from a subscriber or "
      + "middleware; it did nothing. Dispatch the action instead (`store.dispatch(…)`) and "
      + "receive it from the test."
  }

  /// An exhaustive `send` found actions still waiting to be received.
  static func actionsWaitingAtSend(_ sent: Action, waiting: [Action]) -> String {
    "Sent \(sent) before receiving \(dispatched(waiting)):\n"
      + numberedList(waiting) + "\n"
      + (waiting.count == 1 ? "It was" : "They were, in order,")
      + " processed before the sent action. \(waitingActionsHint(waiting))"
  }

  /// `receive` found no action at all.
  ///
  /// - Parameters:
  ///   - expectation: The action expected.
  ///   - wait: How the `receive` waited: not at all, the whole timeout, or until its task was
  ///     cancelled.
  static func nothingReceived(_ expectation: ActionExpectation, wait: Wait) -> String {
    switch wait {
    case .none:
      return "Expected to receive \(expectation.description), but no dispatched action is "
        + "waiting to be received. An action dispatched from another task may not have arrived "
        + "yet: wait for it with `await receive(…)`."
    case .timedOut(let timeout):
      return "Expected to receive \(expectation.description) within \(timeout), but no action "
        + "was dispatched to the store."
    case .cancelled(let elapsed):
      return "Expected to receive \(expectation.description), but the task waiting for it was "
        + "cancelled after \(elapsed), before any action was dispatched to the store."
    }
  }

  /// How a `receive` waited for its action, for the failure that says it found none.
  enum Wait {
    /// It did not wait: the synchronous `receive`.
    case none
    /// It waited the whole timeout.
    case timedOut(Duration)
    /// Its task was cancelled before the timeout, after this long.
    case cancelled(Duration)

    /// The wait of a `receive` with an optional timeout, stopped early by cancellation or not.
    ///
    /// - Parameters:
    ///   - timeout: The timeout of an awaited `receive`; `nil` for the synchronous one.
    ///   - cancelledAfter: How long it waited before its task was cancelled; `nil` when it was
    ///     not.
    init(timeout: Duration?, cancelledAfter: Duration?) {
      if let cancelledAfter {
        // To the millisecond: the nanoseconds of a measured wait are noise in a message.
        self = .cancelled(.milliseconds(Int64(cancelledAfter / .milliseconds(1))))
      } else if let timeout {
        self = .timedOut(timeout)
      } else {
        self = .none
      }
    }

    /// ` within 1.0 seconds`, ` before its task was cancelled, after 0.2 seconds`, or nothing.
    var phrase: String {
      switch self {
      case .none: ""
      case .timedOut(let timeout): " within \(timeout)"
      case .cancelled(let elapsed): " before its task was cancelled, after \(elapsed)"
      }
    }
  }

  /// A non-exhaustive `receive` processed every waiting action without finding the expected one.
  static func noMatchingAction(
    _ expectation: ActionExpectation, wait: Wait, skipped: [Action]
  ) -> String {
    let within = wait.phrase
    let noneMatched =
      skipped.count == 1
      ? "the only dispatched action did not match; it was processed"
      : "none of the \(skipped.count) dispatched actions matched; they were processed"
    return "Expected to receive \(expectation.description)\(within), but \(noneMatched):\n"
      + numberedList(skipped)
  }

  /// An exhaustive `receive` found another action first.
  static func unexpectedAction(
    _ received: Action, expected expectation: ActionExpectation, stillWaiting: [Action]
  ) -> String {
    var message =
      "Expected to receive \(expectation.description), but received \(received). It was "
      + "processed without checking the state."
    if !stillWaiting.isEmpty {
      message += "\nStill waiting to be received:\n" + numberedList(stillWaiting)
    }
    return message
  }

  /// An exhaustive `finish` found actions that were never received.
  static func unreceivedAtFinish(_ waiting: [Action]) -> String {
    "\(countOfDispatched(waiting)) not received by the end of the test:\n"
      + numberedList(waiting) + "\n" + waitingActionsHint(waiting)
  }

  /// The store was released without `finish()`, with actions the test never received.
  static func unreceivedAtRelease(_ waiting: [Action]) -> String {
    "The test store was released while \(countOfDispatched(waiting)) never received:\n"
      + numberedList(waiting) + "\n" + waitingActionsHint(waiting)
      + "\nEnd the test with store.finish() to check this where the test ends."
  }

  /// `assertNoPendingActions` found actions waiting.
  static func actionsPending(_ waiting: [Action]) -> String {
    "Expected no dispatched action waiting to be received, but \(countOfDispatched(waiting)) "
      + "waiting:\n" + numberedList(waiting)
  }

  private static func diff<State>(expected: State, actual: State) -> String {
    StateDiff(from: expected, to: actual).renderedAsUnifiedDiff(
      oldTitle: "expected", newTitle: "actual")
  }

  /// `1 dispatched action` or `3 dispatched actions`.
  private static func dispatched(_ actions: [Action]) -> String {
    actions.count == 1 ? "1 dispatched action" : "\(actions.count) dispatched actions"
  }

  /// `1 dispatched action was` or `3 dispatched actions were`.
  private static func countOfDispatched(_ actions: [Action]) -> String {
    actions.count == 1
      ? "1 dispatched action was" : "\(actions.count) dispatched actions were"
  }

  /// One line per action, `  1. description`, without a trailing newline.
  private static func numberedList(_ actions: [Action]) -> String {
    actions.enumerated().map { "  \($0.offset + 1). \($0.element)" }.joined(separator: "\n")
  }
}

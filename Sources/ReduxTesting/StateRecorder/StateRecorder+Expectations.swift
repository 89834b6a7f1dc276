import Redux

extension StateRecorder {
  /// Fails the test unless the recorder received no value since the last check, then marks
  /// everything received as checked.
  ///
  /// Use it after an action that must not reach the subscriber:
  ///
  /// ```swift
  /// let recorder = StateRecorder(store, window: window) {
  ///   $0.select { TodoListControllerState(appState: $0, uuid: window) }
  /// }
  /// recorder.takeNewValues()  // skip the value delivered on subscribing
  /// store.dispatch(TodoListAction.add(title: "Milk"), forWindowUUID: otherWindow)
  /// recorder.expectNoNewValues()
  /// ```
  ///
  /// A check is a call to ``takeNewValues()`` or to an `expect` method; before the first one,
  /// the value delivered on subscribing counts as new. The failure lists what was received,
  /// one value a line, numbered from 1:
  ///
  /// ```
  /// Expected no new value, but the subscriber received 2 since the last check:
  ///   1. 3
  ///   2. 4
  /// ```
  ///
  /// Values are described on one line each, as `StateDiff` describes them: strings quoted,
  /// enum cases with a leading dot, dictionaries and sets sorted.
  ///
  /// - Parameters:
  ///   - fileID: The file of the call; leave the default.
  ///   - filePath: The full path of the file of the call; leave the default.
  ///   - line: The line of the call; leave the default.
  ///   - column: The column of the call; leave the default.
  public func expectNoNewValues(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let received = takeNewValues()
    guard !received.isEmpty else { return }
    FailureReporter.fail(
      Self.unexpectedValuesMessage(received),
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// The failure message of ``expectNoNewValues(fileID:filePath:line:column:)``.
  static func unexpectedValuesMessage(_ received: [Value]) -> String {
    let header =
      "Expected no new value, but the subscriber received \(received.count) since the last check:"
    let list = Self.describe(received).enumerated().map { "  \($0.offset + 1). \($0.element)" }
    return ([header] + list).joined(separator: "\n")
  }

  /// One-line descriptions of values, in order.
  ///
  /// A `StateDiff` from an empty list reports each value as an element added at the end, with
  /// its one-line description as the new side; that description is deterministic (sorted
  /// dictionaries and sets), so failure messages are stable.
  static func describe(_ values: [Value]) -> [String] {
    StateDiff(from: [Value](), to: values).changes.map { $0.new ?? "nil" }
  }
}

extension StateRecorder where Value: Equatable {
  /// Fails the test unless the values received since the last check are exactly `expected`,
  /// in order, then marks everything received as checked.
  ///
  /// ```swift
  /// let recorder = StateRecorder(store) { $0.select(\.settings.backgroundColor) }
  /// recorder.expectNewValues([.red])  // the value delivered on subscribing
  /// store.dispatch(SettingsAction(windowUUID: window, actionType: .changeBackgroundColor(.blue)))
  /// recorder.expectNewValues([.blue])
  /// ```
  ///
  /// A check is a call to ``takeNewValues()`` or to an `expect` method; before the first one,
  /// the value delivered on subscribing counts as new. Passing `[]` is the same as
  /// ``expectNoNewValues(fileID:filePath:line:column:)``, with the same message.
  ///
  /// Otherwise the failure says how many values were expected and received, then shows the
  /// two lists as a difference: `−` for expected, `+` for received, indices from 0, fields
  /// that match folded into `… (N unchanged)`:
  ///
  /// ```
  /// Expected 1 new value, but the subscriber received 2 since the last check:
  /// −−− expected
  /// +++ received
  ///   … (1 unchanged)
  /// + [1]: 2
  /// ```
  ///
  /// When the counts match, the first line reads "The subscriber received 2 new values since
  /// the last check, but not the expected ones:"; when nothing was received, "Expected 1 new
  /// value, but the subscriber received none since the last check:".
  ///
  /// - Parameters:
  ///   - expected: The values the subscriber should have received since the last check, oldest
  ///     first.
  ///   - fileID: The file of the call; leave the default.
  ///   - filePath: The full path of the file of the call; leave the default.
  ///   - line: The line of the call; leave the default.
  ///   - column: The column of the call; leave the default.
  public func expectNewValues(
    _ expected: [Value],
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let received = takeNewValues()
    guard received != expected else { return }
    let message =
      expected.isEmpty
      ? Self.unexpectedValuesMessage(received)
      : Self.mismatchMessage(expected: expected, received: received)
    FailureReporter.fail(
      message, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// The failure message of ``expectNewValues(_:fileID:filePath:line:column:)`` when some
  /// value was expected.
  static func mismatchMessage(expected: [Value], received: [Value]) -> String {
    let header: String
    if received.isEmpty {
      header =
        "Expected \(Self.counted(expected.count)), but the subscriber received none since the"
        + " last check:"
    } else if received.count == expected.count {
      header =
        "The subscriber received \(Self.counted(received.count)) since the last check, but not"
        + " the expected ones:"
    } else {
      header =
        "Expected \(Self.counted(expected.count)), but the subscriber received \(received.count)"
        + " since the last check:"
    }
    let diff = StateDiff(from: expected, to: received)
    return header + "\n" + diff.renderedAsUnifiedDiff(oldTitle: "expected", newTitle: "received")
  }

  /// "1 new value", "2 new values".
  private static func counted(_ count: Int) -> String {
    count == 1 ? "1 new value" : "\(count) new values"
  }
}

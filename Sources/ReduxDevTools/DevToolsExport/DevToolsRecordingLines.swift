import Redux

/// The lines of a recording made from a DevTools file, with the action id each line came from,
/// so that a problem ``Recording`` finds on a line is reported at the DevTools field.
struct DevToolsRecordingLines {
  let file: String
  private var lines: [String] = []
  private var ids: [Int] = []

  init(file: String) {
    self.file = file
  }

  /// How many lines there are: the position the next action line takes.
  var count: Int { lines.count }

  /// The recording's text.
  var text: String { lines.joined(separator: "\n") + "\n" }

  mutating func append(_ line: String, id: Int) {
    lines.append(line)
    ids.append(id)
  }

  /// A recording's error on one of these lines, as an error at the DevTools field.
  func importError(for error: RecordingError) -> DevToolsImportError {
    let line: Int?
    switch error {
    case .notJSON(_, let number), .missingFormatVersion(_, let number),
      .newerFormatVersion(_, let number, _, _), .malformedLine(_, let number, _),
      .unknownActionType(_, let number, _), .undecodablePayload(_, let number, _, _),
      .undecodableInitialState(_, let number, _), .unrecordableAction(_, let number, _, _, _):
      line = number
    case .unreadableFile, .emptyFile, .missingInitialState, .positionOutOfRange, .writeFailed:
      line = nil
    }
    var problem = error.description
    if let line, let prefix = Optional("\(file):\(line): "), problem.hasPrefix(prefix) {
      problem.removeFirst(prefix.count)
    }
    guard let line, line >= 2, line - 1 < ids.count else {
      return DevToolsImportError(file: file, field: "computedStates.0.state", problem: problem)
    }
    return DevToolsImportError(
      file: file, field: "actionsById.\(ids[line - 1]).action", problem: problem)
  }
}

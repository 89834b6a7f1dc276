/// Why a recording cannot be read, replayed or written, with the file and, where there is one,
/// the line.
///
/// A recording with any of these problems gives this error and nothing else: no actions, no
/// state. The ``description`` starts with `file:line:`, the way compilers point at a line:
/// `session.jsonl:3: unknown action type 'ProfileAction'; register it in the app's ActionRegistry`.
public enum RecordingError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file could not be read.
  case unreadableFile(file: String, reason: String)
  /// The file has no line at all.
  case emptyFile(file: String)
  /// A line is not a JSON object.
  case notJSON(file: String, line: Int)
  /// The first line does not give a `formatVersion`: the file is not a recording, or is cut.
  case missingFormatVersion(file: String, line: Int)
  /// The recording was written in a newer format than this version of the library reads.
  case newerFormatVersion(file: String, line: Int, version: Int, supported: Int)
  /// A line is JSON but not a recording's line: a field is missing or of the wrong kind, or the
  /// positions do not follow each other.
  case malformedLine(file: String, line: Int, problem: String)
  /// A line names an action that no class of the ``ActionRegistry`` records.
  case unknownActionType(file: String, line: Int, name: String)
  /// A line's payload does not decode as the payload of its action.
  case undecodablePayload(file: String, line: Int, name: String, reason: String)
  /// A line holds an action the recorder could not record: a replay cannot reproduce the session.
  case unrecordableAction(file: String, line: Int, position: Int, name: String, reason: String)
  /// The recording's header has no initial state, and none was given.
  case missingInitialState(file: String)
  /// The header's initial state does not decode as the app's state.
  case undecodableInitialState(file: String, line: Int, reason: String)
  /// A state was asked for at a position the recording does not have.
  case positionOutOfRange(file: String, position: Int, lastPosition: Int)
  /// The recorder could not write the recording.
  case writeFailed(file: String, reason: String)

  /// The problem on one line, starting with `file:line:` (or `file:` when it is about the whole
  /// file).
  public var description: String {
    switch self {
    case .unreadableFile(let file, let reason):
      return "\(file): cannot read the recording: \(reason)"
    case .emptyFile(let file):
      return "\(file): the recording is empty; it needs at least its header line"
    case .notJSON(let file, let line):
      return "\(file):\(line): not a JSON object"
    case .missingFormatVersion(let file, let line):
      return "\(file):\(line): no formatVersion; the first line of a recording is its header"
    case .newerFormatVersion(let file, let line, let version, let supported):
      return "\(file):\(line): format version \(version) is newer than this library reads "
        + "(\(supported)); replay it with a newer version"
    case .malformedLine(let file, let line, let problem):
      return "\(file):\(line): \(problem)"
    case .unknownActionType(let file, let line, let name):
      return "\(file):\(line): unknown action type '\(name)'; register it in the app's "
        + "ActionRegistry"
    case .undecodablePayload(let file, let line, let name, let reason):
      return "\(file):\(line): the payload of '\(name)' does not decode: \(reason)"
    case .unrecordableAction(let file, let line, let position, let name, let reason):
      return "\(file):\(line): action \(position), '\(name)', was not recorded (\(reason)); "
        + "the session cannot be replayed exactly"
    case .missingInitialState(let file):
      return "\(file):1: the header has no initialState; pass the initial state to the replay"
    case .undecodableInitialState(let file, let line, let reason):
      return "\(file):\(line): the initialState does not decode: \(reason)"
    case .positionOutOfRange(let file, let position, let lastPosition):
      return "\(file): no action at position \(position); the recording has positions 0 to "
        + "\(lastPosition)"
    case .writeFailed(let file, let reason):
      return "\(file): cannot write the recording: \(reason)"
    }
  }
}

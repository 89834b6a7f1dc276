import Redux

/// Why a session cannot be inspected or exported: its recording cannot be replayed, or a state
/// it reaches cannot be encoded.
public enum InspectorError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The recording holds an action that cannot be replayed; see `RecordingError`.
  case recording(RecordingError)
  /// The state after an action (0 for the initial state) does not encode as JSON.
  case unencodableState(file: String, position: Int, reason: String)

  /// The problem on one line, starting with the file.
  public var description: String {
    switch self {
    case .recording(let error):
      return error.description
    case .unencodableState(let file, let position, let reason):
      let place = position == 0 ? "the initial state" : "the state after action \(position)"
      return "\(file): \(place) does not encode as JSON: \(reason)"
    }
  }
}

import Redux

/// The failure messages of `assertReplay`, built in one place so that their wording stays
/// consistent. The kit's tests check each one's exact text.
enum ReplayFailure {
  /// The replayed state differs from the expected one.
  ///
  /// - Parameters:
  ///   - file: The recording's file.
  ///   - position: The position checked, or `nil` for the end.
  ///   - lastPosition: The recording's last position.
  static func stateMismatch<State>(
    file: String, position: Int?, lastPosition: Int, expected: State, actual: State
  ) -> String {
    let place =
      position.map { "at position \($0)" } ?? "at its end (position \(lastPosition))"
    return "The replay of \(file) does not reach the expected state \(place) "
      + "(− expected, + replayed):\n"
      + StateDiff(from: expected, to: actual).renderedAsUnifiedDiff(
        oldTitle: "expected", newTitle: "replayed")
  }

  /// The recording could not be read or replayed.
  static func cannotReplay(_ error: RecordingError) -> String {
    "Cannot replay the recording: \(error)"
  }
}

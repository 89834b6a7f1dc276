/// Walking the history with ↑ and ↓ (Ctrl-P, Ctrl-N) while a line is typed.
///
/// The walk starts below the newest line, at the line being typed. ↑ goes to older lines and
/// ↓ to newer ones; coming back down past the newest line gives back the line that was being
/// typed, as it was.
struct HistoryWalk: Sendable {
  /// The lines walked, oldest first.
  private let lines: [String]
  /// The index of the line shown; `lines.count` for the line being typed.
  private var index: Int
  /// The line being typed when the walk left it.
  private var typed = ""

  /// Starts a walk at the line being typed.
  ///
  /// - Parameters:
  ///   - history: The history to walk.
  init(_ history: LineHistory) {
    lines = history.lines
    index = lines.count
  }

  /// The line before the one shown, or `nil` at the oldest.
  ///
  /// - Parameters:
  ///   - current: The text now on the prompt, kept when it is the line being typed.
  /// - Returns: The older line.
  mutating func older(than current: String) -> String? {
    guard index > 0 else { return nil }
    if index == lines.count { typed = current }
    index -= 1
    return lines[index]
  }

  /// The line after the one shown: a newer line, or the line being typed; `nil` when the line
  /// being typed is shown.
  ///
  /// - Returns: The newer line.
  mutating func newer() -> String? {
    guard index < lines.count else { return nil }
    index += 1
    return index == lines.count ? typed : lines[index]
  }
}

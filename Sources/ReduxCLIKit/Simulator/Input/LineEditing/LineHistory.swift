/// The lines typed at the prompt, oldest first, that ↑ and ↓ walk and Ctrl-R searches: those
/// of this session after those of earlier ones.
///
/// A line is kept unless it is blank, starts with a space (a way to type a line that is not
/// kept, as in shells), or repeats the line just before it. Only the newest ``limit`` lines are
/// kept.
struct LineHistory: Equatable, Sendable {
  /// The most lines kept.
  static let limit = 1_000

  /// The lines, oldest first.
  private(set) var lines: [String]

  /// Makes a history.
  ///
  /// - Parameters:
  ///   - lines: Lines from earlier sessions, oldest first; the rules of ``add(_:)`` apply to
  ///     them too.
  init(_ lines: [String] = []) {
    self.lines = []
    for line in lines { add(line) }
  }

  /// Keeps a line typed, unless it is blank, starts with a space, or repeats the last line.
  ///
  /// - Parameters:
  ///   - line: The line.
  /// - Returns: Whether the line was kept.
  @discardableResult
  mutating func add(_ line: String) -> Bool {
    guard !line.allSatisfy(\.isWhitespace), !line.hasPrefix(" "), lines.last != line,
      !line.contains(where: \.isNewline)
    else { return false }
    lines.append(line)
    if lines.count > Self.limit { lines.removeFirst(lines.count - Self.limit) }
    return true
  }
}

/// Ctrl-R's incremental search backwards through the history.
///
/// Each character typed narrows the search to lines holding the query, from the match shown
/// back; Ctrl-R again finds the next older line that holds it; Backspace shortens the query and
/// searches again from the newest line.
struct HistorySearch: Sendable {
  /// The lines searched, oldest first.
  private let lines: [String]
  /// What is searched for.
  private(set) var query = ""
  /// The index of the line found, or `nil` when none holds the query.
  private(set) var matchIndex: Int?
  /// Whether the last search found nothing.
  private(set) var failed = false

  /// Starts a search with an empty query.
  ///
  /// - Parameters:
  ///   - history: The history to search.
  init(_ history: LineHistory) {
    lines = history.lines
  }

  /// The line found, or `nil`.
  var match: String? {
    matchIndex.map { lines[$0] }
  }

  /// What the prompt shows while searching: `(reverse-i-search)'query': `.
  var prompt: String {
    "(\(failed ? "failed " : "")reverse-i-search)'\(query)': "
  }

  /// Adds text to the query and looks again from the line found.
  ///
  /// - Parameters:
  ///   - text: The text typed.
  mutating func type(_ text: String) {
    query += text
    find(from: matchIndex ?? lines.count - 1)
  }

  /// Removes the query's last character and looks again from the newest line.
  mutating func deleteBackward() {
    guard !query.isEmpty else { return }
    query.removeLast()
    find(from: lines.count - 1)
  }

  /// Finds the next older line that holds the query (Ctrl-R again).
  mutating func findOlder() {
    guard !query.isEmpty else { return }
    find(from: (matchIndex ?? lines.count) - 1)
  }

  /// Keeps the newest line at or before `start` that holds the query; keeps the line found
  /// when there is none.
  private mutating func find(from start: Int) {
    guard !query.isEmpty else {
      matchIndex = nil
      failed = false
      return
    }
    var index = min(start, lines.count - 1)
    while index >= 0 {
      if lines[index].contains(query) {
        matchIndex = index
        failed = false
        return
      }
      index -= 1
    }
    failed = true
  }
}

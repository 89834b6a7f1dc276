/// What the editor knows about the line being read: the line, the history walk or search under
/// way, and where the cursor was left on the screen.
struct LineState {
  /// The prompt.
  let prompt: String
  /// The line being typed.
  var line = EditLine()
  /// The walk through the history with ↑ and ↓.
  var walk: HistoryWalk
  /// The history, for Ctrl-R.
  let history: LineHistory
  /// The Ctrl-R search under way, and the line as it was when it started.
  var search: (search: HistorySearch, original: EditLine)?
  /// The row the cursor was left on, relative to the prompt's first row.
  var cursorRow = 0
  /// Whether the last key was a Tab that found several words: a second Tab lists them.
  var listsOnTab = false

  /// Starts reading a line.
  ///
  /// - Parameters:
  ///   - prompt: The prompt.
  ///   - history: The lines typed before.
  init(prompt: String, history: LineHistory) {
    self.prompt = prompt
    self.history = history
    walk = HistoryWalk(history)
  }

  /// What is drawn: the prompt (or the search's), the characters after it, and the cursor's
  /// index among them.
  var display: (prompt: String, characters: [Character], cursor: Int) {
    guard let search = search?.search else { return (prompt, line.characters, line.cursor) }
    let match = Array(EditLine(search.match ?? "").characters)
    return (TerminalText.printable(search.prompt), match, match.count)
  }
}

/// What a key did to the line being read.
enum KeyOutcome: Equatable {
  /// The line is still being edited.
  case editing
  /// Enter: the line is read.
  case line(String)
  /// Ctrl-D on an empty line: the input ends.
  case end
}

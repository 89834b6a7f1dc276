/// Where the prompt and the line being typed fall on the terminal's rows, and the bytes that
/// draw them again: the editor's display, with no terminal, so that it is tested directly.
///
/// Columns are counted with ``TerminalText/width(of:)-(Character)``, so a wide character takes
/// two and a letter with combining marks one. A line longer than a row goes on to the next, as
/// the terminal wraps it: a wide character that does not fit at the end of a row starts the
/// next one. Drawing starts from the row the cursor was left on, goes up to the prompt's first
/// row, erases down to the bottom of the screen, writes the prompt and the line, and puts the
/// cursor back where it belongs.
struct PromptLayout: Equatable, Sendable {
  /// A position on the screen, relative to the prompt's first row.
  struct Position: Equatable, Sendable {
    /// The row, from 0.
    var row: Int
    /// The column, from 0.
    var column: Int
  }

  /// The bytes to write.
  let output: String
  /// The row the cursor is left on, relative to the prompt's first row: where the next drawing
  /// starts from.
  let cursorRow: Int

  /// Lays out and draws a prompt and a line.
  ///
  /// - Parameters:
  ///   - prompt: The prompt, such as `> `; printable, on one row.
  ///   - characters: The line's characters.
  ///   - cursor: The index of the character the cursor is before.
  ///   - columns: The terminal's width; at least 1.
  ///   - fromRow: The row the cursor was left on by the last drawing; 0 for a fresh prompt.
  init(
    prompt: String, characters: [Character], cursor: Int, columns: Int, fromRow: Int
  ) {
    let columns = max(1, columns)
    var output = ""
    if fromRow > 0 { output += "\u{1B}[\(fromRow)A" }
    output += "\r\u{1B}[J" + prompt + String(characters)
    var position = Self.advance(Position(row: 0, column: 0), over: Array(prompt), columns: columns)
    var cursorPosition = position
    for (index, character) in characters.enumerated() {
      let width = min(TerminalText.width(of: character), columns)
      let start = Self.start(of: width, at: position, columns: columns)
      if index == cursor { cursorPosition = start }
      position = Position(row: start.row, column: start.column + width)
    }
    if cursor >= characters.count { cursorPosition = Self.wrapped(position, columns: columns) }
    // After the last column the terminal waits to wrap: go down to the next row's start.
    let end = Self.wrapped(position, columns: columns)
    if end.row > position.row { output += "\r\n" }
    let up = end.row - cursorPosition.row
    if up > 0 { output += "\u{1B}[\(up)A" }
    output += "\r"
    if cursorPosition.column > 0 { output += "\u{1B}[\(cursorPosition.column)C" }
    self.output = output
    self.cursorRow = cursorPosition.row
  }

  /// The position after writing some characters from a position.
  static func advance(_ origin: Position, over characters: [Character], columns: Int) -> Position {
    var position = origin
    for character in characters {
      let width = min(TerminalText.width(of: character), columns)
      position = Self.start(of: width, at: position, columns: columns)
      position.column += width
    }
    return position
  }

  /// Where a character of some width is drawn when written at a position: there, or at the
  /// start of the next row when it does not fit in this one.
  static func start(of width: Int, at position: Position, columns: Int) -> Position {
    position.column + width > columns ? Position(row: position.row + 1, column: 0) : position
  }

  /// A position past a row's last column, as the start of the next row.
  static func wrapped(_ position: Position, columns: Int) -> Position {
    position.column >= columns ? Position(row: position.row + 1, column: 0) : position
  }
}

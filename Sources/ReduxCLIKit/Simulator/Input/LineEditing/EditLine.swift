/// The line being typed at the prompt, and where the cursor is in it: the pure model of the line
/// editor, with no terminal, so that every edit is tested directly.
///
/// The line is a list of characters (grapheme clusters), so that an emoji or a letter with a
/// combining mark moves, is deleted and is transposed as one. The cursor is an index between
/// characters, from 0 (before the first) to ``count`` (after the last). Cutting (Ctrl-K, Ctrl-U,
/// Ctrl-W) keeps what was cut, which ``yank()`` (Ctrl-Y) puts back. Control characters are never
/// part of the line: a tab is typed as a space, and the others are left out.
///
/// ```swift
/// var line = EditLine("opne")
/// line.moveLeft(); line.moveLeft()
/// line.transpose()  // "open", the cursor after "pe"
/// ```
struct EditLine: Equatable, Sendable {
  /// The line's characters.
  private(set) var characters: [Character]
  /// Where the cursor is: the number of characters before it.
  private(set) var cursor: Int
  /// What the last cut removed, for ``yank()``.
  private(set) var cutText: [Character] = []
  /// How many characters the line has read to tell spaces from words. Tests count it.
  private(set) var classifiedCharacters = 0

  /// Makes a line with the cursor at its end.
  ///
  /// - Parameters:
  ///   - text: The line's text; control characters are dropped, tabs become spaces.
  init(_ text: String = "") {
    characters = Array(Self.typable(text))
    cursor = characters.count
  }

  /// The line's text.
  var text: String {
    String(characters)
  }

  /// The text before the cursor.
  var textBeforeCursor: String {
    String(characters[..<cursor])
  }

  /// Whether two lines have the same characters, cursor and cut text; what they have read is
  /// not compared.
  static func == (left: EditLine, right: EditLine) -> Bool {
    left.characters == right.characters && left.cursor == right.cursor
      && left.cutText == right.cutText
  }

  /// The number of characters.
  var count: Int {
    characters.count
  }

  /// Whether the line holds nothing.
  var isEmpty: Bool {
    characters.isEmpty
  }

  /// Puts text at the cursor and moves the cursor after it. A combining mark typed after a
  /// character joins that character.
  ///
  /// - Parameters:
  ///   - text: The text; control characters are dropped, tabs become spaces.
  mutating func insert(_ text: String) {
    let typed = Self.typable(text)
    guard !typed.isEmpty else { return }
    if cursor > 0 {
      // The character before the cursor and the text may form one character, as a letter and
      // a combining accent do.
      let joined = Array(String(characters[cursor - 1]) + typed)
      characters.replaceSubrange(cursor - 1..<cursor, with: joined)
      cursor += joined.count - 1
    } else {
      let inserted = Array(typed)
      characters.insert(contentsOf: inserted, at: 0)
      cursor = inserted.count
    }
  }

  /// Replaces the whole line, as a line recalled from the history does, with the cursor at its
  /// end.
  ///
  /// - Parameters:
  ///   - text: The new text.
  mutating func replace(with text: String) {
    characters = Array(Self.typable(text))
    cursor = characters.count
  }

  /// Replaces the text from an index to the cursor, as a completed word does, and puts the
  /// cursor after the new text.
  ///
  /// - Parameters:
  ///   - start: Where the word starts; clamped to the line.
  ///   - word: The text that replaces it.
  mutating func replaceWord(from start: Int, with word: String) {
    let start = min(max(0, start), cursor)
    characters.removeSubrange(start..<cursor)
    cursor = start
    insert(word)
  }

  /// Moves the cursor one character left (←, Ctrl-B).
  mutating func moveLeft() {
    cursor = max(0, cursor - 1)
  }

  /// Moves the cursor one character right (→, Ctrl-F).
  mutating func moveRight() {
    cursor = min(characters.count, cursor + 1)
  }

  /// Moves the cursor to the start of the line (Home, Ctrl-A).
  mutating func moveToStart() {
    cursor = 0
  }

  /// Moves the cursor to the end of the line (End, Ctrl-E).
  mutating func moveToEnd() {
    cursor = characters.count
  }

  /// Moves the cursor to the start of the word before it (Alt-←, Alt-B).
  mutating func moveWordLeft() {
    cursor = wordStart(before: cursor)
  }

  /// Moves the cursor past the end of the word after it (Alt-→, Alt-F).
  mutating func moveWordRight() {
    var index = cursor
    while index < characters.count, isSpace(index) { index += 1 }
    while index < characters.count, !isSpace(index) { index += 1 }
    cursor = index
  }

  /// Deletes the character before the cursor (Backspace).
  mutating func deleteBackward() {
    guard cursor > 0 else { return }
    characters.remove(at: cursor - 1)
    cursor -= 1
  }

  /// Deletes the character under the cursor (Delete, and Ctrl-D on a line that is not empty).
  mutating func deleteForward() {
    guard cursor < characters.count else { return }
    characters.remove(at: cursor)
  }

  /// Cuts from the cursor to the end of the line (Ctrl-K).
  mutating func cutToEnd() {
    cut(cursor..<characters.count)
  }

  /// Cuts from the start of the line to the cursor (Ctrl-U).
  mutating func cutToStart() {
    cut(0..<cursor)
  }

  /// Cuts the word before the cursor, and the spaces between it and the cursor (Ctrl-W).
  mutating func cutWordBackward() {
    cut(wordStart(before: cursor)..<cursor)
  }

  /// Puts back what the last cut removed, at the cursor (Ctrl-Y).
  mutating func yank() {
    guard !cutText.isEmpty else { return }
    characters.insert(contentsOf: cutText, at: cursor)
    cursor += cutText.count
  }

  /// Swaps the character before the cursor with the one under it and moves the cursor right;
  /// at the end of the line, swaps the last two characters (Ctrl-T).
  mutating func transpose() {
    guard characters.count >= 2, cursor > 0 else { return }
    let right = cursor == characters.count ? cursor - 1 : cursor
    characters.swapAt(right - 1, right)
    cursor = right + 1
  }

  /// Removes a range, keeping it for ``yank()`` when it is not empty.
  private mutating func cut(_ range: Range<Int>) {
    guard !range.isEmpty else { return }
    cutText = Array(characters[range])
    characters.removeSubrange(range)
    cursor = range.lowerBound
  }

  /// The start of the word before an index, past the spaces just before it.
  private mutating func wordStart(before end: Int) -> Int {
    var index = end
    while index > 0, isSpace(index - 1) { index -= 1 }
    while index > 0, !isSpace(index - 1) { index -= 1 }
    return index
  }

  /// Whether the character at an index is a space, counted in ``classifiedCharacters``.
  private mutating func isSpace(_ index: Int) -> Bool {
    classifiedCharacters += 1
    return characters[index].isWhitespace
  }

  /// The text as it can be typed: tabs as spaces, with no other control character.
  private static func typable(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: \.isTerminalControl) else { return text }
    var result = ""
    for scalar in text.unicodeScalars where scalar == "\t" || !scalar.isTerminalControl {
      result.unicodeScalars.append(scalar == "\t" ? " " : scalar)
    }
    return result
  }
}

/// The line being typed at the prompt, and where the cursor is in it: the pure model of the line
/// editor, with no terminal, so that every edit is tested directly.
///
/// The line is a list of characters (grapheme clusters), so that an emoji or a letter with a
/// combining mark moves, is deleted and is transposed as one. The cursor is an index between
/// characters, from 0 (before the first) to ``count`` (after the last). Cutting (Ctrl-K, Ctrl-U,
/// Ctrl-W) keeps what was cut, which ``yank()`` (Ctrl-Y) puts back. Control characters are never
/// part of the line: a tab is typed as a space, and the others are left out.
///
/// Moving by a word and cutting one costs the same across a word of any length: the line keeps
/// its runs of spaces and of words (``WordRuns``) in step with its characters, so a word's
/// start and end are found without reading it. An edit moves the characters after it, as an
/// array does, and reads only the characters it puts in.
///
/// ```swift
/// var line = EditLine("opne")
/// line.moveLeft(); line.moveLeft()
/// line.transpose()  // "open", the cursor after "pe"
/// ```
struct EditLine: Equatable, Sendable {
  /// The line's characters.
  private(set) var characters: [Character]
  /// Its runs of spaces and of words, and the cursor.
  private var runs: WordRuns
  /// What the last cut removed, for ``yank()``.
  private(set) var cutText: [Character] = []

  /// Makes a line with the cursor at its end.
  ///
  /// - Parameters:
  ///   - text: The line's text; control characters are dropped, tabs become spaces.
  init(_ text: String = "") {
    characters = Array(Self.typable(text))
    runs = WordRuns(characters)
  }

  /// Where the cursor is: the number of characters before it.
  var cursor: Int {
    runs.cursor
  }

  /// The line's text.
  var text: String {
    String(characters)
  }

  /// The number of characters.
  var count: Int {
    characters.count
  }

  /// How many characters the line has read to tell spaces from words: those it was made with
  /// and those put in since, never those a word move crosses. Tests count it.
  var classifiedCharacters: Int {
    runs.classifiedCharacters
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
      splice(cursor - 1..<cursor, with: joined, cursor: cursor - 1 + joined.count)
    } else {
      let inserted = Array(typed)
      splice(0..<0, with: inserted, cursor: inserted.count)
    }
  }

  /// Replaces the whole line, as a line recalled from the history does, with the cursor at its
  /// end.
  ///
  /// - Parameters:
  ///   - text: The new text.
  mutating func replace(with text: String) {
    characters = Array(Self.typable(text))
    runs = WordRuns(characters)
  }

  /// Replaces the text from an index to the cursor, as a completed word does, and puts the
  /// cursor after the new text.
  ///
  /// - Parameters:
  ///   - start: Where the word starts; clamped to the line.
  ///   - word: The text that replaces it.
  mutating func replaceWord(from start: Int, with word: String) {
    let start = min(max(0, start), cursor)
    splice(start..<cursor, with: [], cursor: start)
    insert(word)
  }

  /// Moves the cursor one character left (←, Ctrl-B).
  mutating func moveLeft() {
    runs.moveCursor(to: max(0, cursor - 1))
  }

  /// Moves the cursor one character right (→, Ctrl-F).
  mutating func moveRight() {
    runs.moveCursor(to: min(characters.count, cursor + 1))
  }

  /// Moves the cursor to the start of the line (Home, Ctrl-A).
  mutating func moveToStart() {
    runs.moveCursor(to: 0)
  }

  /// Moves the cursor to the end of the line (End, Ctrl-E).
  mutating func moveToEnd() {
    runs.moveCursor(to: characters.count)
  }

  /// Moves the cursor to the start of the word before it (Alt-←, Alt-B).
  mutating func moveWordLeft() {
    runs.moveCursor(to: runs.wordStartBeforeCursor)
  }

  /// Moves the cursor past the end of the word after it (Alt-→, Alt-F).
  mutating func moveWordRight() {
    runs.moveCursor(to: runs.wordEndAfterCursor)
  }

  /// Deletes the character before the cursor (Backspace).
  mutating func deleteBackward() {
    guard cursor > 0 else { return }
    splice(cursor - 1..<cursor, with: [], cursor: cursor - 1)
  }

  /// Deletes the character under the cursor (Delete, and Ctrl-D on a line that is not empty).
  mutating func deleteForward() {
    guard cursor < characters.count else { return }
    splice(cursor..<cursor + 1, with: [], cursor: cursor)
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
    cut(runs.wordStartBeforeCursor..<cursor)
  }

  /// Puts back what the last cut removed, at the cursor (Ctrl-Y).
  mutating func yank() {
    guard !cutText.isEmpty else { return }
    splice(cursor..<cursor, with: cutText, cursor: cursor + cutText.count)
  }

  /// Swaps the character before the cursor with the one under it and moves the cursor right;
  /// at the end of the line, swaps the last two characters (Ctrl-T).
  mutating func transpose() {
    guard characters.count >= 2, cursor > 0 else { return }
    let right = cursor == characters.count ? cursor - 1 : cursor
    splice(
      right - 1..<right + 1, with: [characters[right], characters[right - 1]], cursor: right + 1)
  }

  /// Removes a range, keeping it for ``yank()`` when it is not empty.
  private mutating func cut(_ range: Range<Int>) {
    guard !range.isEmpty else { return }
    cutText = Array(characters[range])
    splice(range, with: [], cursor: range.lowerBound)
  }

  /// Replaces some characters with others, the runs with them, and puts the cursor at an index.
  private mutating func splice(_ range: Range<Int>, with new: [Character], cursor: Int) {
    characters.replaceSubrange(range, with: new)
    runs.replace(range, with: new, cursor: cursor)
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

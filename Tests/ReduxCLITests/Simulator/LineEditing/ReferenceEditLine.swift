@testable import ReduxCLIKit

/// The edit model as it was before it kept runs of spaces and words: every edit on an array,
/// every word move reading the characters it crosses. Plain enough to be right by reading, it
/// is what ``EditLine`` is checked against, edit by edit.
struct ReferenceEditLine {
  /// The line's characters.
  private(set) var characters: [Character]
  /// Where the cursor is.
  private(set) var cursor: Int
  /// What the last cut removed.
  private(set) var cutText: [Character] = []

  /// A line with the cursor at its end, from an edit line's characters.
  init(_ characters: [Character]) {
    self.characters = characters
    cursor = characters.count
  }

  mutating func insert(_ typed: String) {
    guard !typed.isEmpty else { return }
    if cursor > 0 {
      let joined = Array(String(characters[cursor - 1]) + typed)
      characters.replaceSubrange(cursor - 1..<cursor, with: joined)
      cursor += joined.count - 1
    } else {
      let inserted = Array(typed)
      characters.insert(contentsOf: inserted, at: 0)
      cursor = inserted.count
    }
  }

  mutating func replace(with characters: [Character]) {
    self.characters = characters
    cursor = characters.count
  }

  mutating func replaceWord(from start: Int, with word: String) {
    let start = min(max(0, start), cursor)
    characters.removeSubrange(start..<cursor)
    cursor = start
    insert(word)
  }

  mutating func moveLeft() { cursor = max(0, cursor - 1) }
  mutating func moveRight() { cursor = min(characters.count, cursor + 1) }
  mutating func moveToStart() { cursor = 0 }
  mutating func moveToEnd() { cursor = characters.count }
  mutating func moveWordLeft() { cursor = wordStart(before: cursor) }

  mutating func moveWordRight() {
    var index = cursor
    while index < characters.count, characters[index].isWhitespace { index += 1 }
    while index < characters.count, !characters[index].isWhitespace { index += 1 }
    cursor = index
  }

  mutating func deleteBackward() {
    guard cursor > 0 else { return }
    characters.remove(at: cursor - 1)
    cursor -= 1
  }

  mutating func deleteForward() {
    guard cursor < characters.count else { return }
    characters.remove(at: cursor)
  }

  mutating func cutToEnd() { cut(cursor..<characters.count) }
  mutating func cutToStart() { cut(0..<cursor) }
  mutating func cutWordBackward() { cut(wordStart(before: cursor)..<cursor) }

  mutating func yank() {
    guard !cutText.isEmpty else { return }
    characters.insert(contentsOf: cutText, at: cursor)
    cursor += cutText.count
  }

  mutating func transpose() {
    guard characters.count >= 2, cursor > 0 else { return }
    let right = cursor == characters.count ? cursor - 1 : cursor
    characters.swapAt(right - 1, right)
    cursor = right + 1
  }

  private mutating func cut(_ range: Range<Int>) {
    guard !range.isEmpty else { return }
    cutText = Array(characters[range])
    characters.removeSubrange(range)
    cursor = range.lowerBound
  }

  private func wordStart(before end: Int) -> Int {
    var index = end
    while index > 0, characters[index - 1].isWhitespace { index -= 1 }
    while index > 0, !characters[index - 1].isWhitespace { index -= 1 }
    return index
  }
}

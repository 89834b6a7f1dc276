/// A line's characters that count every time one of them is read: what the cost tests give
/// the line editor's code in place of a line, to check how much of it a key reads.
///
/// ```swift
/// let line = CountedCharacters("todo add 1 milk")
/// _ = completion.candidates(for: line)
/// line.reads.count  // the characters read, with repeats
/// ```
struct CountedCharacters: RandomAccessCollection {
  /// The number of reads, shared by the copies and slices of the characters.
  final class Reads {
    /// How many characters were read.
    var count = 0
  }

  /// The characters.
  let characters: [Character]
  /// The reads counted so far.
  let reads = Reads()

  /// Counts the reads of some characters.
  init(_ characters: [Character]) {
    self.characters = characters
  }

  /// Counts the reads of a text's characters.
  init(_ text: String) {
    self.init(Array(text))
  }

  /// The first index: 0.
  var startIndex: Int { characters.startIndex }
  /// The index after the last character.
  var endIndex: Int { characters.endIndex }

  /// A character, counted as read.
  subscript(position: Int) -> Character {
    reads.count += 1
    return characters[position]
  }
}

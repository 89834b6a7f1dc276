/// The words at the start of a line, read one at a time and only as far as they are asked for:
/// how completion reads a command's name and the arguments before the one being completed
/// without reading the rest of the line.
///
/// Words are separated by spaces, as the session's commands are. A word longer than
/// `longest` characters comes without its text (completion compares words with command names,
/// which are shorter), and the rest of it is only read when the word after it is asked for.
///
/// ```swift
/// var words = LeadingWords(Array("todo add 1 Buy milk"), longest: 8)
/// words.next()?.text  // "todo"
/// words.next()?.text  // "add": "1 Buy milk" is never read
/// ```
struct LeadingWords<Line: RandomAccessCollection<Character>> where Line.Index == Int {
  /// A word read.
  struct Word {
    /// The word, or `nil` when it is longer than the longest word kept.
    let text: String?
    /// Whether it starts with `-`, as an option does.
    let isOption: Bool
  }

  /// The line.
  private let line: Line
  /// Where the words end: the index after the last character read.
  private let end: Int
  /// The index of the next character to read.
  private var position: Int
  /// Whether `position` is inside a long word, whose rest is read before the next word.
  private var isInsideWord = false
  /// The longest word whose text is kept.
  private let longest: Int

  /// Starts reading a line's words.
  ///
  /// - Parameters:
  ///   - line: The line.
  ///   - end: Where the words end; the line's end unless given.
  ///   - longest: The longest word whose text is kept.
  init(_ line: Line, end: Int? = nil, longest: Int) {
    self.line = line
    self.end = end ?? line.endIndex
    self.longest = longest
    position = line.startIndex
  }

  /// The next word, or `nil` after the last.
  mutating func next() -> Word? {
    if isInsideWord {
      while position < end, line[position] != " " { position += 1 }
      isInsideWord = false
    }
    while position < end, line[position] == " " { position += 1 }
    guard position < end else { return nil }
    let start = position
    while position < end, line[position] != " ", position - start <= longest { position += 1 }
    let isOption = line[start] == "-"
    guard position == end || line[position] == " " else {
      isInsideWord = true
      return Word(text: nil, isOption: isOption)
    }
    return Word(text: String(line[start..<position]), isOption: isOption)
  }
}

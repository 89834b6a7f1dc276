/// Splits a line typed in a session into words, as a shell would for simple cases.
///
/// Words are separated by spaces or tabs. Double or single quotes keep spaces inside a word and
/// are removed: `todo add 1 "Call  Ada"` gives `todo`, `add`, `1`, `Call  Ada`. Quotes of one
/// kind may hold the other kind. `""` is an empty word.
///
/// ```swift
/// try CommandLineWords.split(#"todo add 2 "Buy milk""#)  // ["todo", "add", "2", "Buy milk"]
/// ```
enum CommandLineWords {
  /// Splits a line into words.
  ///
  /// - Parameters:
  ///   - line: The line, without its line break.
  /// - Returns: The words; none for a blank line.
  /// - Throws: ``SimulatorError`` when a quote is not closed.
  static func split(_ line: String) throws(SimulatorError) -> [String] {
    var words: [String] = []
    var current = ""
    var inWord = false
    var quote: Character?
    for character in line {
      if let open = quote {
        if character == open {
          quote = nil
        } else {
          current.append(character)
        }
      } else if character == "\"" || character == "'" {
        quote = character
        inWord = true
      } else if character == " " || character == "\t" {
        if inWord {
          words.append(current)
          current = ""
          inWord = false
        }
      } else {
        current.append(character)
        inWord = true
      }
    }
    if let open = quote {
      throw SimulatorError("the quote \(open) is not closed")
    }
    if inWord { words.append(current) }
    return words
  }
}

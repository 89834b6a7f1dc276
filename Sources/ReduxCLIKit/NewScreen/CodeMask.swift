/// Blanks the comments and string literals of Swift source lines, keeping every other character
/// where it was.
///
/// Handles `//` and nested `/* */` comments, `"..."` and `"""` literals, raw literals such as
/// `#"..."#`, escapes, and interpolations `\(...)`, whose expressions stay code (they may hold
/// string literals of their own).
enum CodeMask {
  private enum Mode {
    case code
    case blockComment(depth: Int)
    /// Inside a string literal; `hashes` is the raw delimiter's length, `multiline` says `"""`.
    case string(hashes: Int, multiline: Bool)
  }

  /// Returns the lines with non-code characters replaced by spaces.
  ///
  /// - Parameters:
  ///   - lines: The source lines, without line breaks.
  /// - Returns: Lines of the same lengths, in characters.
  static func blankingNonCode(in lines: [String]) -> [String] {
    var mode = Mode.code
    // Each open interpolation: the string it interrupts, and its parenthesis depth.
    var interpolations: [(string: Mode, parentheses: Int)] = []
    var result: [String] = []
    for line in lines {
      let characters = Array(line)
      var output = characters
      var index = 0
      func blank(_ count: Int) {
        for offset in 0..<count where index + offset < characters.count {
          output[index + offset] = " "
        }
        index += count
      }
      func matches(_ text: String, at position: Int) -> Bool {
        let pattern = Array(text)
        guard position + pattern.count <= characters.count else { return false }
        return Array(characters[position..<(position + pattern.count)]) == pattern
      }
      while index < characters.count {
        switch mode {
        case .code:
          let character = characters[index]
          if matches("//", at: index) {
            blank(characters.count - index)
          } else if matches("/*", at: index) {
            mode = .blockComment(depth: 1)
            blank(2)
          } else if character == "#" || character == "\"" {
            var hashes = 0
            while index + hashes < characters.count, characters[index + hashes] == "#" {
              hashes += 1
            }
            guard index + hashes < characters.count, characters[index + hashes] == "\"" else {
              index += max(hashes, 1)
              continue
            }
            let multiline = matches("\"\"\"", at: index + hashes)
            mode = .string(hashes: hashes, multiline: multiline)
            index += hashes + (multiline ? 3 : 1)
          } else if !interpolations.isEmpty, character == "(" {
            interpolations[interpolations.count - 1].parentheses += 1
            index += 1
          } else if !interpolations.isEmpty, character == ")" {
            interpolations[interpolations.count - 1].parentheses -= 1
            if interpolations[interpolations.count - 1].parentheses == 0 {
              mode = interpolations.removeLast().string
            }
            index += 1
          } else {
            index += 1
          }
        case .blockComment(let depth):
          if matches("*/", at: index) {
            mode = depth == 1 ? .code : .blockComment(depth: depth - 1)
            blank(2)
          } else if matches("/*", at: index) {
            mode = .blockComment(depth: depth + 1)
            blank(2)
          } else {
            blank(1)
          }
        case .string(let hashes, let multiline):
          let delimiter = Array(repeating: "#", count: hashes).joined()
          let closing = (multiline ? "\"\"\"" : "\"") + delimiter
          if matches("\\" + delimiter, at: index) {
            let afterEscape = index + 1 + hashes
            if afterEscape < characters.count, characters[afterEscape] == "(" {
              interpolations.append((mode, 1))
              mode = .code
              blank(1 + hashes)
              index += 1
            } else {
              blank(2 + hashes)
            }
          } else if matches(closing, at: index) {
            mode = .code
            index += closing.count
          } else {
            blank(1)
          }
        }
      }
      if case .string(_, multiline: false) = mode {
        // A single-line literal cannot span lines: the source is malformed; recover.
        mode = .code
      }
      result.append(String(output))
    }
    return result
  }
}

/// A Swift file seen as lines of code, with comments and the insides of string literals blanked
/// out, so that braces, keywords and declarations can be found without being fooled by text.
///
/// It is not a parser: it knows comments (nested block comments included), string literals
/// (single-line, multi-line, raw, with interpolations) and braces, which is what is needed to
/// find a declaration's body, the arms of a `switch` and where to add a line.
struct SwiftSource {
  /// The file's lines, as written, without their line breaks.
  let lines: [String]
  /// The same lines with every character of a comment or a string literal replaced by a space;
  /// interpolated expressions stay code.
  let code: [String]
  /// How many braces are open at the start of each line.
  let depthAtLineStart: [Int]

  /// Reads a file's text.
  ///
  /// - Parameters:
  ///   - text: The file's contents.
  init(text: String) {
    let lines = TextLines(text).lines
    self.lines = lines
    let code = CodeMask.blankingNonCode(in: lines)
    self.code = code
    var depths: [Int] = []
    var depth = 0
    for line in code {
      depths.append(depth)
      for character in line {
        if character == "{" { depth += 1 }
        if character == "}" { depth -= 1 }
      }
    }
    self.depthAtLineStart = depths
  }

  /// The indentation of a line: its leading spaces and tabs.
  ///
  /// - Parameters:
  ///   - line: The line's index.
  /// - Returns: The leading whitespace.
  func indentation(of line: Int) -> String {
    String(lines[line].prefix { $0 == " " || $0 == "\t" })
  }

  /// The code of a line without its indentation or trailing whitespace.
  ///
  /// - Parameters:
  ///   - line: The line's index.
  /// - Returns: The trimmed code.
  func trimmedCode(of line: Int) -> Substring {
    let code = self.code[line]
    let start = code.firstIndex { $0 != " " && $0 != "\t" } ?? code.endIndex
    let end = code.lastIndex { $0 != " " && $0 != "\t" }.map { code.index(after: $0) } ?? start
    return code[start..<max(start, end)]
  }

  /// The first line in a range whose code matches a pattern.
  ///
  /// - Parameters:
  ///   - pattern: The pattern, matched against the code of each line.
  ///   - range: The lines to search.
  ///   - depth: When given, only lines that start at this brace depth count.
  /// - Returns: The line's index, or `nil`.
  func firstLine(
    matching pattern: Regex<Substring>,
    in range: Range<Int>,
    atDepth depth: Int? = nil
  ) -> Int? {
    range.first { line in
      (depth == nil || depthAtLineStart[line] == depth) && code[line].contains(pattern)
    }
  }

  /// The block (`{ ... }`) that opens on a line or after it.
  ///
  /// - Parameters:
  ///   - line: Where to start looking for the opening brace.
  /// - Returns: The lines of the opening and closing braces, or `nil` when there is no opening
  ///   brace or it is never closed.
  func block(openingFrom line: Int) -> Block? {
    var depth = 0
    var openLine: Int?
    for index in line..<code.count {
      for character in code[index] {
        if character == "{" {
          if openLine == nil { openLine = index }
          depth += 1
        } else if character == "}", openLine != nil {
          depth -= 1
          if depth == 0, let openLine { return Block(openLine: openLine, closeLine: index) }
        }
      }
    }
    return nil
  }

  /// The lines of a block: where its braces are.
  struct Block: Equatable {
    /// The line of the opening brace.
    var openLine: Int
    /// The line of the closing brace.
    var closeLine: Int

    /// The lines strictly between the braces.
    var inside: Range<Int> {
      (openLine + 1)..<max(openLine + 1, closeLine)
    }
  }
}

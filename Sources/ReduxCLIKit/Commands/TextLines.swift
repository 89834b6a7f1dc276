/// A text as its lines, each with the line break that ended it.
///
/// A file saved on Windows ends its lines with "\r\n", which Swift sees as one `Character`:
/// splitting such a text on "\n" alone finds no line break at all and reads the whole file as one
/// line. `TextLines` ends a line at "\n" or "\r\n" alike, and keeps which one it was, so that an
/// edited file keeps the line breaks it had.
///
/// ```swift
/// var text = TextLines("enum AppScreen {\r\n}\r\n")
/// text.insert(["  case profile"], at: 1)
/// text.text  // "enum AppScreen {\r\n  case profile\r\n}\r\n"
/// ```
struct TextLines: Equatable {
  /// The lines, without their line breaks. A text that ends with a line break has no empty line
  /// after it.
  private(set) var lines: [String] = []
  /// The line break after each line: "\n", "\r\n", or "" after a last line that has none.
  private var breaks: [String] = []

  /// Splits a text into lines.
  ///
  /// - Parameter text: The text.
  init(_ text: String) {
    var line = ""
    for character in text {
      if character == "\n" || character == "\r\n" {
        lines.append(line)
        breaks.append(String(character))
        line = ""
      } else {
        line.append(character)
      }
    }
    if !line.isEmpty {
      lines.append(line)
      breaks.append("")
    }
  }

  /// The text again: every line with its line break.
  var text: String {
    zip(lines, breaks).map { $0 + $1 }.joined()
  }

  /// The line break that new lines get: the text's first, or "\n" for a text with none.
  var lineBreak: String {
    breaks.first { !$0.isEmpty } ?? "\n"
  }

  /// Inserts lines before a line, each ended with ``lineBreak``.
  ///
  /// Lines inserted at the end of a text whose last line has no line break follow that line on
  /// lines of their own, and the last of them has none either.
  ///
  /// - Parameters:
  ///   - newLines: The lines, without line breaks.
  ///   - index: The line they go before; `lines.count` to add them at the end.
  mutating func insert(_ newLines: [String], at index: Int) {
    guard !newLines.isEmpty else { return }
    var newBreaks = Array(repeating: lineBreak, count: newLines.count)
    if index == lines.count, let last = breaks.indices.last, breaks[last].isEmpty {
      breaks[last] = lineBreak
      newBreaks[newBreaks.count - 1] = ""
    }
    lines.insert(contentsOf: newLines, at: index)
    breaks.insert(contentsOf: newBreaks, at: index)
  }
}

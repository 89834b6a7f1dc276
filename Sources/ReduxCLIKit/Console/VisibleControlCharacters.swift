/// Spells out the control characters of a message, so that text from a file or a typed line
/// cannot break an error line in two or send escape sequences to the terminal.
///
/// Error messages repeat what they refuse: an action type's name from a recording, a command's
/// argument, a key of a state file. Such text may hold a line break (JSON spells it `\n`) or an
/// escape sequence that a terminal would obey, clearing the screen or changing colours. Every
/// line written to standard error goes through ``escaping(_:)``, which writes each control
/// character the way a Swift string literal would, as `\n`, `\t` or `\u{1B}`, so that the user
/// sees what the input held, on one line.
enum VisibleControlCharacters {
  /// The text with every control character spelled out.
  ///
  /// The C0 controls (below U+0020), DEL and the C1 controls (U+0080 to U+009F) are replaced;
  /// everything else, backslashes included, is kept as it is.
  ///
  /// ```swift
  /// VisibleControlCharacters.escaping("unknown action type 'A\nB\u{1B}[2J'")
  /// // unknown action type 'A\nB\u{1B}[2J'  (one line, the characters spelled out)
  /// ```
  ///
  /// - Parameters:
  ///   - text: The message.
  /// - Returns: The message, with no control character left.
  static func escaping(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: \.isTerminalControl) else { return text }
    var escaped = ""
    escaped.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
      guard scalar.isTerminalControl else {
        escaped.unicodeScalars.append(scalar)
        continue
      }
      switch scalar {
      case "\n": escaped += "\\n"
      case "\r": escaped += "\\r"
      case "\t": escaped += "\\t"
      default: escaped += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      }
    }
    return escaped
  }
}

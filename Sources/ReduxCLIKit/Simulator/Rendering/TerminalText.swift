/// Measures and wraps text in the columns of a terminal.
///
/// Most characters take one column. East Asian wide characters and emoji take two, as terminals
/// draw them; control characters are drawn as spaces by ``printable(_:)``, so they never shift a
/// box's border. The widths are a close approximation of what terminals do, enough to keep boxes
/// aligned for the text the sample app renders and the titles people type.
enum TerminalText {
  /// The number of columns a character takes.
  ///
  /// - Parameters:
  ///   - character: The character.
  /// - Returns: 2 for wide characters and emoji, 1 otherwise.
  static func width(of character: Character) -> Int {
    guard let first = character.unicodeScalars.first else { return 0 }
    if character.unicodeScalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
    return isWide(first.value) ? 2 : 1
  }

  /// The number of columns a text takes on one line.
  ///
  /// - Parameters:
  ///   - text: The text, without line breaks.
  /// - Returns: The sum of its characters' widths.
  static func width(of text: some StringProtocol) -> Int {
    text.reduce(0) { $0 + width(of: $1) }
  }

  /// The text with tabs, escape sequences and other control characters replaced by spaces, so
  /// that it takes exactly the columns ``width(of:)-(StringProtocol)`` says.
  ///
  /// - Parameters:
  ///   - text: One line of text.
  /// - Returns: The line, printable.
  static func printable(_ text: some StringProtocol) -> String {
    String(text.map { $0.unicodeScalars.contains(where: \.isTerminalControl) ? " " : $0 })
  }

  /// Pads a line with spaces on the right to a number of columns.
  ///
  /// - Parameters:
  ///   - text: The line; not longer than `columns`.
  ///   - columns: The width to reach.
  /// - Returns: The padded line.
  static func padded(_ text: String, to columns: Int) -> String {
    text + String(repeating: " ", count: max(0, columns - width(of: text)))
  }

  /// Cuts a line to a number of columns, ending it with `…` when something was cut.
  ///
  /// - Parameters:
  ///   - text: The line.
  ///   - columns: The most columns it may take; at least 1.
  /// - Returns: The line, or its start and `…`.
  static func truncated(_ text: String, to columns: Int) -> String {
    guard width(of: text) > columns else { return text }
    var result = ""
    var used = 0
    for character in text {
      let next = width(of: character)
      guard used + next <= columns - 1 else { break }
      result.append(character)
      used += next
    }
    return result + "…"
  }

  /// Breaks a line into lines of at most `columns` columns.
  ///
  /// Breaks at the last space that fits. A word alone longer than a line is broken after its
  /// last dot, comma, slash, dash or opening bracket that fits, or else where the line ends.
  /// Continuation lines start with `indent` spaces; the spaces at a break are dropped. The
  /// line's own leading spaces are kept.
  ///
  /// ```swift
  /// TerminalText.wrap("Settings: background red, text white", columns: 30, indent: 2)
  /// // ["Settings: background red, text", "  white"]
  /// ```
  ///
  /// - Parameters:
  ///   - line: One line, without line breaks.
  ///   - columns: The width to fit in.
  ///   - indent: The spaces that start each continuation line; at most `columns` less 2.
  /// - Returns: The lines, at least one.
  static func wrap(_ line: String, columns: Int, indent: Int = 0) -> [String] {
    let columns = max(columns, 2)
    let indent = min(max(indent, 0), columns - 2)
    guard !fits(line, in: columns) else { return [line] }
    var lines: [String] = []
    var rest = Substring(line)
    var prefix = ""
    while true {
      let available = columns - width(of: prefix)
      // Measured only as far as a line goes: measuring all the rest for every line cut made a
      // long line take a time that grew with its square.
      if fits(rest, in: available) {
        lines.append(prefix + rest)
        return lines
      }
      let (piece, remainder) = split(rest, toFit: available)
      lines.append(prefix + piece)
      rest = remainder.drop { $0 == " " }
      prefix = String(repeating: " ", count: indent)
      if rest.isEmpty { return lines }
    }
  }

  /// Whether a text takes at most `columns` columns; the characters past them are not measured.
  private static func fits(_ text: some StringProtocol, in columns: Int) -> Bool {
    var used = 0
    for character in text {
      used += width(of: character)
      if used > columns { return false }
    }
    return true
  }

  /// The longest start of `text` that fits, broken at a space when there is one after the
  /// first word, and the rest.
  private static func split(
    _ text: Substring,
    toFit columns: Int
  ) -> (piece: Substring, rest: Substring) {
    var used = 0
    var lastBreak: Substring.Index?
    var lastPunctuationBreak: Substring.Index?
    var seenWord = false
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      let next = width(of: character)
      if used + next > columns { break }
      if character == " " {
        if seenWord { lastBreak = index }
      } else {
        seenWord = true
      }
      used += next
      index = text.index(after: index)
      if seenWord && breaksAfter.contains(character) { lastPunctuationBreak = index }
    }
    if index < text.endIndex, text[index] == " " {
      return (text[..<index], text[index...])
    }
    if let lastBreak = lastBreak ?? lastPunctuationBreak {
      return (text[..<lastBreak], text[lastBreak...])
    }
    if index == text.startIndex {
      // A character wider than the line: give it a line of its own.
      index = text.index(after: index)
    }
    return (text[..<index], text[index...])
  }

  /// Characters after which a word too long for a line may be broken, such as the dots of a
  /// long property path.
  private static let breaksAfter: Set<Character> = [".", ",", "/", "-", "(", "["]

  /// Whether a scalar starts a character that terminals draw two columns wide: the East Asian
  /// wide and fullwidth characters and the emoji presented as such, and flags, which are a pair
  /// of regional indicators (0x1F1E6 to 0x1F1FF) in one character.
  private static func isWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0, 0x23F3,
      0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F, 0x2693, 0x26A1, 0x26AA...0x26AB,
      0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE, 0x26D4, 0x26EA, 0x26F2...0x26F3, 0x26F5, 0x26FA,
      0x26FD, 0x2705, 0x270A...0x270B, 0x2728, 0x274C, 0x274E, 0x2753...0x2755, 0x2757,
      0x2795...0x2797, 0x27B0, 0x27BF, 0x2B1B...0x2B1C, 0x2B50, 0x2B55, 0x2E80...0x303E,
      0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xAC00...0xD7A3,
      0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F004, 0x1F0CF,
      0x1F18E, 0x1F191...0x1F19A, 0x1F200...0x1F202, 0x1F210...0x1F23B, 0x1F240...0x1F248,
      0x1F250...0x1F251, 0x1F260...0x1F265, 0x1F300...0x1F64F,
      0x1F1E6...0x1F1FF, 0x1F680...0x1F6FF, 0x1F900...0x1F9FF, 0x1FA70...0x1FAFF,
      0x20000...0x3FFFD:
      return true
    default:
      return false
    }
  }
}

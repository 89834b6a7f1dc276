/// The changes' texts of a page, each stored as what it does not share with the others.
///
/// A change's text, as `LoggerMiddleware` prints it, is a path and two descriptions, and a
/// session repeats the same few shapes thousands of times with other numbers and strings in them:
/// `….todoList.items[2200]: (none) → TodoItem(id: 2201, title: "todo 1990", isCompleted: false)`,
/// `….todoList.nextItemID: 2200 → 2201`. Each text is cut in three:
///
/// - its path's start, up to the path's last index (`…items` of `….items[3].title: …`), stored
///   once in `prefixes`;
/// - the rest's template: the rest with each run of digits and the inside of each quoted string
///   taken out (`[`, `]: (none) → TodoItem(id: `, `, title: "`, `", isCompleted: false)`),
///   stored once in `templates` as the list of the pieces between them;
/// - what was taken out, in order: the holes.
///
/// A change is then `[prefix's number, template's number, hole…]`, a hole a number when the
/// digits read back as the same number, else a string. The page puts the text back together:
/// the prefix, then the template's pieces with the holes between them; nothing is lost.
struct ChangeTextTable {
  /// The starts of the changes' paths, by number.
  private(set) var prefixes = NumberedValues<String>()
  /// The templates, each the pieces around its holes, by number.
  private(set) var templates = NumberedValues<[String]>()

  /// A change's text as the page holds it, its prefix and template added to the tables when
  /// new.
  ///
  /// - Parameter change: The change's text.
  /// - Returns: `[prefix's number, template's number, hole…]`.
  mutating func json(_ change: String) -> JSONValue {
    let (prefix, rest) = Self.split(change)
    let (pieces, holes) = Self.template(of: rest)
    let template = templates.number(pieces)
    return .array(
      [.number(String(prefixes.number(prefix))), .number(String(template))] + holes.map(Self.hole))
  }

  /// The templates as the page holds them: `[[piece, …], …]`.
  var templatesJSON: JSONValue {
    .array(templates.values.map { .array($0.map { .string($0) }) })
  }

  /// Where a change's text is cut in two: before the path's last index (`items` of
  /// `….todoList.items[3].title: …`), so that the long start of a path is stored once.
  ///
  /// - Parameter change: The change's text.
  /// - Returns: The start of its path, and the rest.
  static func split(_ change: String) -> (prefix: String, rest: String) {
    let pathEnd = change.range(of: ": ")?.lowerBound ?? change.endIndex
    guard let bracket = change[..<pathEnd].lastIndex(of: "[") else { return ("", change) }
    return (String(change[..<bracket]), String(change[bracket...]))
  }

  /// A text's template and holes: each run of ASCII digits, and the inside of each string in
  /// double quotes (a backslash escapes the character after it), is a hole; the pieces are the
  /// text around them, one more than the holes. A quote that is never closed is a piece's.
  ///
  /// - Parameter text: The text.
  /// - Returns: The pieces and the holes; `pieces[0] + holes[0] + pieces[1] + …` is the text.
  static func template(of text: String) -> (pieces: [String], holes: [String]) {
    let scalars = text.unicodeScalars
    var pieces: [String] = []
    var holes: [String] = []
    var pieceStart = scalars.startIndex
    var index = scalars.startIndex
    func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }
    while index < scalars.endIndex {
      let scalar = scalars[index]
      if isDigit(scalar) {
        var end = scalars.index(after: index)
        while end < scalars.endIndex, isDigit(scalars[end]) { end = scalars.index(after: end) }
        pieces.append(String(scalars[pieceStart..<index]))
        holes.append(String(scalars[index..<end]))
        pieceStart = end
        index = end
      } else if scalar == "\"", let close = closingQuote(in: scalars, after: index) {
        let inside = scalars.index(after: index)
        pieces.append(String(scalars[pieceStart..<inside]))
        holes.append(String(scalars[inside..<close]))
        pieceStart = close
        index = scalars.index(after: close)
      } else {
        index = scalars.index(after: index)
      }
    }
    pieces.append(String(scalars[pieceStart...]))
    return (pieces, holes)
  }

  /// The quote that closes the string opened at `open`, skipping escaped characters.
  private static func closingQuote(
    in scalars: String.UnicodeScalarView, after open: String.UnicodeScalarView.Index
  ) -> String.UnicodeScalarView.Index? {
    var index = scalars.index(after: open)
    while index < scalars.endIndex {
      switch scalars[index] {
      case "\"": return index
      case "\\":
        index = scalars.index(after: index)
        if index < scalars.endIndex { index = scalars.index(after: index) }
      default: index = scalars.index(after: index)
      }
    }
    return nil
  }

  /// A hole as the page holds it: a number when its digits read back as the same text in
  /// JavaScript (no leading zero, at most 15 digits), else a string.
  private static func hole(_ text: String) -> JSONValue {
    let isNumber =
      !text.isEmpty && text.utf8.count <= 15 && text.utf8.allSatisfy { $0 >= 48 && $0 <= 57 }
      && (text.utf8.first != 48 || text.utf8.count == 1)
    return isNumber ? .number(text) : .string(text)
  }
}

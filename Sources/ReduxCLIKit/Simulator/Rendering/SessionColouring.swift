/// Colours the lines a session draws at a terminal: window titles in the boxes' top borders,
/// and the old and new values of each changed state field (`path: old → new`).
///
/// The lines are coloured after they are laid out, so the boxes keep their widths; a line
/// that is not a box's top border or a field's change is left as it is.
enum SessionColouring {
  /// A line with its window titles and changed values in colour.
  ///
  /// - Parameters:
  ///   - line: A line the session prints.
  /// - Returns: The line, coloured.
  static func coloured(_ line: String) -> String {
    if line.hasPrefix("┌─ ") { return colouringTitles(line) }
    guard let arrow = line.range(of: " → "), let colon = line.range(of: ": "),
      colon.upperBound <= arrow.lowerBound, line.hasPrefix("    ")
    else { return line }
    return String(line[..<colon.upperBound])
      + TerminalColour.red.paint(line[colon.upperBound..<arrow.lowerBound]) + " → "
      + TerminalColour.green.paint(line[arrow.upperBound...])
  }

  /// A top border line with each box's title, between `┌─ ` and ` ─`, in colour.
  private static func colouringTitles(_ line: String) -> String {
    var result = ""
    var rest = Substring(line)
    while let open = rest.range(of: "┌─ ") {
      result += rest[..<open.upperBound]
      rest = rest[open.upperBound...]
      guard let close = rest.range(of: " ─") else { break }
      result += TerminalColour.boldCyan.paint(rest[..<close.lowerBound])
      rest = rest[close.lowerBound...]
    }
    return result + rest
  }
}

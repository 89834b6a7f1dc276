/// One window as the simulator draws it: a title, then a section per screen the window shows,
/// holding the text its controller rendered.
///
/// ```text
/// ┌─ window 1 · 3F2A9C1D ──────────────┐
/// ├─ todoList ─────────────────────────┤
/// │ Todos (background red, text white) │
/// │ 1. [ ] Buy milk                    │
/// └────────────────────────────────────┘
/// ```
struct WindowBox: Equatable, Sendable {
  /// One screen of the window.
  struct Section: Equatable, Sendable {
    /// The screen's name, drawn in the divider above its text.
    var name: String
    /// The screen's text; lines are separated by newlines.
    var text: String
  }

  /// The box's title: the window's number and short id.
  var title: String
  /// The screens, in the order the window shows them.
  var sections: [Section]

  /// The line drawn in a window that shows no screen.
  static let emptyLine = "(no screens)"

  /// The box's lines, all of the same width.
  ///
  /// The box is as wide as its widest line needs, but no wider than `maxWidth`: longer lines are
  /// wrapped, a title or screen name that does not fit is cut with `…`.
  ///
  /// - Parameters:
  ///   - maxWidth: The most columns the box may take, borders included; at least 12.
  /// - Returns: The lines, from the top border to the bottom one.
  func lines(maxWidth: Int) -> [String] {
    let maxContent = max(maxWidth, 12) - 4
    let content = sections.map { section in
      section.text.split(separator: "\n", omittingEmptySubsequences: false).map {
        TerminalText.printable($0)
      }
    }
    let title = TerminalText.printable(self.title)
    let names = sections.map { TerminalText.printable($0.name) }
    let labels = [title] + names
    let widest =
      (labels.map { TerminalText.width(of: $0) + 2 } + content.joined().map(TerminalText.width(of:))
      + [TerminalText.width(of: Self.emptyLine)]).max() ?? 0
    let inner = min(widest, maxContent)
    var lines = [border("┌", label: title, "┐", inner: inner)]
    if sections.isEmpty {
      lines.append(row(Self.emptyLine, inner: inner))
    }
    for (name, text) in zip(names, content) {
      lines.append(border("├", label: name, "┤", inner: inner))
      for line in text {
        for piece in TerminalText.wrap(line, columns: inner, indent: 2) {
          lines.append(row(piece, inner: inner))
        }
      }
    }
    lines.append("└" + String(repeating: "─", count: inner + 2) + "┘")
    return lines
  }

  /// A border line with a label: `┌─ label ───┐`.
  private func border(_ left: String, label: String, _ right: String, inner: Int) -> String {
    let label = TerminalText.truncated(label, to: inner - 2)
    let fill = inner + 2 - 3 - TerminalText.width(of: label)
    return left + "─ " + label + " " + String(repeating: "─", count: max(fill, 0)) + right
  }

  /// A line of text inside the box: `│ text │`.
  private func row(_ text: String, inner: Int) -> String {
    "│ " + TerminalText.padded(text, to: inner) + " │"
  }
}

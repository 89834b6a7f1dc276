/// A key pressed at the prompt, or text typed or pasted, as ``KeyDecoder`` reads it from the
/// terminal's bytes.
enum EditKey: Equatable, Sendable {
  /// Printable text typed: one character, or several when they came in one read.
  case text(String)
  /// Text pasted between the terminal's bracketed-paste marks; its line breaks are kept.
  case paste(String)
  /// Enter (carriage return or line feed).
  case enter
  /// Tab.
  case tab
  /// Backspace (DEL or Ctrl-H).
  case backspace
  /// Delete (the key, `ESC [ 3 ~`).
  case delete
  /// ←.
  case left
  /// →.
  case right
  /// ↑.
  case up
  /// ↓.
  case down
  /// Home.
  case home
  /// End.
  case end
  /// Alt-← or Alt-B: a word left.
  case wordLeft
  /// Alt-→ or Alt-F: a word right.
  case wordRight
  /// A control key with a letter, such as Ctrl-A as `control("a")`.
  case control(Character)
  /// Escape alone, an escape sequence the editor does not know, or a control character with
  /// no meaning: ignored.
  case ignored
}

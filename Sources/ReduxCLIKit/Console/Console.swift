/// Where a command reads its input and writes its output.
///
/// The executable uses a ``StandardConsole``; tests hand a command a ``BufferedConsole`` and read
/// back exactly what it printed, so a whole session is checked as a transcript.
@MainActor
public protocol Console: AnyObject {
  /// Writes text to standard output, as it is: add the newline yourself, or use
  /// ``Console/print(_:)``.
  ///
  /// - Parameters:
  ///   - text: The text to write.
  func write(_ text: String)
  /// Writes text to standard error, as it is.
  ///
  /// - Parameters:
  ///   - text: The text to write.
  func writeError(_ text: String)
  /// Reads the next line of input, without its line break, or `nil` at the end of the input.
  func readLine() -> String?
  /// Shows a prompt, then reads the next line of input, without its line break, or `nil` at
  /// the end of the input.
  ///
  /// The default writes the prompt with ``write(_:)`` and calls ``readLine()``. A
  /// ``StandardConsole`` whose input and output are a terminal edits the line instead, with
  /// history and completion, when a command gave it an editor.
  ///
  /// - Parameters:
  ///   - prompt: The prompt, such as `> `; nothing is written when it is empty.
  func readLine(prompt: String) -> String?
  /// Whether the input is a person at a terminal, who should be shown a prompt, rather than a
  /// file or a pipe.
  var isInteractive: Bool { get }
}

extension Console {
  /// Writes the prompt, if there is one, then reads a line with ``Console/readLine()``.
  ///
  /// - Parameters:
  ///   - prompt: The prompt, such as `> `; nothing is written when it is empty.
  /// - Returns: The line without its line break, or `nil` at the end of the input.
  public func readLine(prompt: String) -> String? {
    if !prompt.isEmpty { write(prompt) }
    return readLine()
  }

  /// Writes a line to standard output.
  ///
  /// - Parameters:
  ///   - line: The line, without its line break.
  public func print(_ line: String = "") {
    write(line + "\n")
  }

  /// Writes a line to standard error.
  ///
  /// Error lines often repeat text from a file or a typed command; any control character in the
  /// line, a line break or a terminal escape among them, is written spelled out (`\n`,
  /// `\u{1B}`), so that the message stays one line and the terminal obeys none of it.
  ///
  /// - Parameters:
  ///   - line: The line, without its line break.
  public func printError(_ line: String) {
    writeError(VisibleControlCharacters.escaping(line) + "\n")
  }
}

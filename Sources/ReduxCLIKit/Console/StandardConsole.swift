import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's standard input, output and error.
///
/// Output is written unbuffered, so that output and errors appear in the order they were written
/// even when both go to one terminal or one file.
@MainActor
public final class StandardConsole: Console {
  /// The editor that reads lines typed at the terminal, while a command wants one.
  var lineEditor: LineEditor?

  /// Makes the console of the running process.
  public init() {}

  /// Writes text to standard output.
  ///
  /// - Parameters:
  ///   - text: The text to write.
  public func write(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }

  /// Writes text to standard error.
  ///
  /// - Parameters:
  ///   - text: The text to write.
  public func writeError(_ text: String) {
    guard coloursErrors, !text.isEmpty else {
      FileHandle.standardError.write(Data(text.utf8))
      return
    }
    // The colour ends before the line break, so that the next line starts uncoloured.
    let body = text.hasSuffix("\n") ? text.dropLast() : Substring(text)
    let coloured = TerminalColour.red.paint(body) + (text.hasSuffix("\n") ? "\n" : "")
    FileHandle.standardError.write(Data(coloured.utf8))
  }

  /// Whether errors are written in red: standard error is a terminal and colour is not off.
  private let coloursErrors = TerminalColour.isEnabled(
    for: STDERR_FILENO, environment: ProcessInfo.processInfo.environment)

  /// Whether standard output takes colour: it is a terminal and colour is not off.
  var coloursOutput: Bool {
    TerminalColour.isEnabled(for: STDOUT_FILENO, environment: ProcessInfo.processInfo.environment)
  }

  /// Reads a line from standard input.
  ///
  /// - Returns: The line without its line break, or `nil` at the end of the input.
  public func readLine() -> String? {
    Swift.readLine(strippingNewline: true)
  }

  /// Reads a line: with the ``lineEditor`` when there is one, or else by writing the prompt and
  /// reading standard input as ``readLine()`` does.
  ///
  /// - Parameters:
  ///   - prompt: The prompt, such as `> `; nothing is written when it is empty.
  /// - Returns: The line without its line break, or `nil` at the end of the input.
  public func readLine(prompt: String) -> String? {
    if let lineEditor { return lineEditor.readLine(prompt: prompt) }
    if !prompt.isEmpty { write(prompt) }
    return readLine()
  }

  /// Whether a line editor can be used: standard input and output are both terminals, and
  /// `TERM` names a terminal that is not `dumb`.
  var canEditLines: Bool {
    guard isatty(STDIN_FILENO) != 0, isatty(STDOUT_FILENO) != 0 else { return false }
    let term = ProcessInfo.processInfo.environment["TERM"] ?? ""
    return !term.isEmpty && term != "dumb"
  }

  /// Whether standard input is a terminal.
  public var isInteractive: Bool {
    isatty(STDIN_FILENO) != 0
  }
}

/// A console that reads from given lines and keeps everything written to it: for tests, and for
/// running a command inside another program.
///
/// ```swift
/// let console = BufferedConsole(input: ["open", "windows", "quit"])
/// let status = await RootCommand.run(["simulate"], console: console)
/// #expect(console.transcript == "...")
/// ```
@MainActor
public final class BufferedConsole: Console {
  /// Everything written to standard output.
  public private(set) var output = ""
  /// Everything written to standard error.
  public private(set) var errors = ""
  /// Output and errors together, in the order they were written; errors are not marked.
  public private(set) var transcript = ""
  /// Whether the console pretends to be a terminal.
  public let isInteractive: Bool
  private var input: ArraySlice<String>

  /// Makes a console.
  ///
  /// - Parameters:
  ///   - input: The lines that ``readLine()`` returns, in order; none unless given.
  ///   - isInteractive: Whether to pretend to be a terminal; `false` unless given.
  public init(input: [String] = [], isInteractive: Bool = false) {
    self.input = input[...]
    self.isInteractive = isInteractive
  }

  /// Keeps text written to standard output.
  ///
  /// - Parameters:
  ///   - text: The text.
  public func write(_ text: String) {
    output += text
    transcript += text
  }

  /// Keeps text written to standard error.
  ///
  /// - Parameters:
  ///   - text: The text.
  public func writeError(_ text: String) {
    errors += text
    transcript += text
  }

  /// Returns the next input line, or `nil` once they are all read.
  public func readLine() -> String? {
    input.popFirst()
  }
}

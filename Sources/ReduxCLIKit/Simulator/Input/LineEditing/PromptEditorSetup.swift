import Foundation

/// Gives a ``StandardConsole`` a line editor for `simulate`'s prompt, when a person types at a
/// terminal, and takes it back at the end of the session.
///
/// The editor is used only when standard input and output are both terminals, `TERM` is not
/// `dumb` and the output is not JSON; anywhere else the session reads lines as it always did.
@MainActor
enum PromptEditorSetup {
  /// Makes the console's editor, if it should have one.
  ///
  /// - Parameters:
  ///   - console: The command's console.
  ///   - keepsHistory: Whether the lines typed are read from and kept in the history file;
  ///     `false` for `--no-history`.
  ///   - environment: The environment, which names the history file.
  /// - Returns: The editor, already the console's; `nil` when the console reads lines as
  ///   before.
  static func install(
    on console: any Console, keepsHistory: Bool, environment: [String: String]
  ) -> LineEditor? {
    guard let standard = console as? StandardConsole, standard.canEditLines,
      let terminal = RawTerminal.standardInput()
    else { return nil }
    let editor = LineEditor(
      terminal: terminal,
      historyFile: keepsHistory ? HistoryFile.standard(environment: environment) : nil,
      resizeDescriptor: TerminalRestoration.resizeDescriptor,
      warn: { console.printError($0) })
    standard.lineEditor = editor
    return editor
  }

  /// Takes the editor back from the console, which reads as before again.
  ///
  /// - Parameters:
  ///   - console: The command's console.
  static func remove(from console: any Console) {
    (console as? StandardConsole)?.lineEditor = nil
  }
}

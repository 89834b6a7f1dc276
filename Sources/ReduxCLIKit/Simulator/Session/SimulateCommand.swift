import Foundation

/// `redux-cli simulate`: the sample app's windows in the terminal, driven by commands typed at a
/// prompt, piped in, or read from a script.
///
/// ```sh
/// swift run redux-cli simulate
/// swift run redux-cli simulate --script session.txt
/// printf 'open todoList\ntodo add 1 Buy milk\n' | swift run redux-cli simulate
/// ```
public enum SimulateCommand: Command {
  /// The command's arguments and help.
  public static let spec = CommandSpec(
    name: "simulate",
    abstract: "Runs the sample app's windows in the terminal, driven by commands.",
    discussion: """
      Type commands at the prompt ('help' lists them), pipe them in, or pass a script.
      After each command that changes the state, every open window is drawn as a box,
      followed by the actions dispatched and the state fields they changed. Window n has
      the same id in every run. A script, or piped input, stops at its first bad line with
      the line's number and exit code 65; blank lines and lines starting with # are skipped.
      """,
    options: [
      OptionSpec(
        name: "script", valueName: "file",
        help: "Read the commands from a file ('-' for standard input)."),
      OptionSpec(
        flag: "json",
        help: "Print JSON for programs instead of drawing windows."),
      OptionSpec(
        name: "state-file", valueName: "path",
        help: "Keep the todo lists in this file, from run to run."),
      OptionSpec(
        name: "width", valueName: "columns", help: "The width to draw in.", defaultValue: "80"),
    ]
  )

  /// Runs the session.
  ///
  /// - Parameters:
  ///   - arguments: The options.
  ///   - context: Where to read and print, and the directory paths are relative to.
  /// - Returns: ``ExitCode/success``; ``ExitCode/usageError`` for a bad option;
  ///   ``ExitCode/dataError`` when a line of a script was refused.
  public static func run(_ arguments: ParsedArguments, context: CommandContext) async -> ExitCode {
    let console = context.console
    let width: Int
    let todoFileURL: URL?
    let script: (name: String, lines: [String])?
    do {
      width = try SimulatorOptions.width(arguments, command: spec.name)
      todoFileURL = try SimulatorOptions.stateFile(arguments["state-file"], context: context)
      script = try SimulatorOptions.script(arguments["script"], context: context)
    } catch {
      console.printError(error.message)
      return .usageError
    }
    let session = SimulatorSession(
      simulator: Simulator(todoFileURL: todoFileURL),
      console: console,
      options: SimulatorSession.Options(width: width, json: arguments.has("json"))
    )
    if let script {
      var lines = script.lines[...]
      return await session.run(scriptName: script.name) { lines.popFirst() }
    }
    let isInteractive = console.isInteractive && arguments["script"] == nil
    return await session.run(scriptName: isInteractive ? nil : "stdin") { console.readLine() }
  }
}

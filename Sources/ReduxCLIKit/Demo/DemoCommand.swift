/// `redux-cli demo`: a scripted session of the sample app in three windows sharing one store.
///
/// It opens windows, shows screens in them, adds and ticks todos in different windows, changes
/// the app-wide settings and closes a window. After each step it draws every open window side by
/// side, then the actions dispatched with the state fields they changed. It runs the same engine
/// as `redux-cli simulate`, on the commands of ``DemoScript``; windows get the same ids in
/// every run, so the output is always the same.
public enum DemoCommand: Command {
  /// The command's arguments and help.
  public static let spec = CommandSpec(
    name: "demo",
    abstract: "Plays a short session: the sample app in three windows, one store.",
    discussion: """
      Each step runs commands you can type in 'redux-cli simulate', then draws every open
      window with its screens, followed by the actions dispatched and the state fields they
      changed.
      """,
    options: [
      OptionSpec(
        name: "width", valueName: "columns", help: "The width to draw in, from 40 to 1000.",
        defaultValue: "80")
    ]
  )

  /// Plays the session and prints it.
  ///
  /// - Parameters:
  ///   - arguments: The options.
  ///   - context: Where to print.
  /// - Returns: ``ExitCode/success``, or ``ExitCode/usageError`` for a bad width.
  public static func run(_ arguments: ParsedArguments, context: CommandContext) async -> ExitCode {
    let console = context.console
    let width: Int
    do {
      width = try SimulatorOptions.width(arguments, command: spec.name)
    } catch {
      console.printError(error.message)
      return .usageError
    }
    let simulator = Simulator()
    let session = SimulatorSession(
      simulator: simulator, console: console, options: SimulatorSession.Options(width: width))
    let introduction = [
      "The sample app in three windows, sharing one store. Each step runs commands you can",
      "type in 'redux-cli simulate', then draws every open window with its screens, and",
      "logs the actions dispatched with the state fields they changed.",
    ]
    for line in TerminalText.wrap(introduction.joined(separator: " "), columns: width) {
      console.print(line)
    }
    console.print()
    for (number, step) in DemoScript.steps.enumerated() {
      for line in "\(number + 1). \(step.caption)".wrapped(to: width) { console.print(line) }
      for command in step.commands {
        session.echo(command)
        do {
          _ = try await session.execute(command, drawsSteps: false)
        } catch {
          console.printError(error.message)
          await simulator.shutDown()
          return .failure
        }
      }
      session.printStep()
    }
    let invitation = "Now try it yourself: swift run redux-cli simulate, then type 'help'."
    for line in TerminalText.wrap(invitation, columns: width) { console.print(line) }
    await simulator.shutDown()
    return .success
  }
}

extension String {
  /// The text broken into lines of at most `width` columns, at spaces, continuation lines
  /// indented under the text after a step's number.
  fileprivate func wrapped(to width: Int) -> [String] {
    TerminalText.wrap(self, columns: width, indent: 3)
  }
}

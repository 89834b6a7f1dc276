import Foundation

/// Runs the lines of a `redux-cli simulate` session against a ``Simulator`` and prints what
/// they do.
///
/// After a command that changes the state, the session draws every open window as a box, then
/// the actions the command dispatched, each with the state fields it changed. Other commands
/// print what they were asked for. Each command's output ends with a blank line.
///
/// Lines come from a person at a terminal, who gets a prompt and whose session goes on after a
/// refused command, or from a script (a file, or piped input), whose lines are echoed after `> `
/// so that the output reads like a terminal session, and which stops at the first refused line
/// with the line's number. With ``Options/json``, the session prints only what programs want:
/// no prompt, no echo, no boxes; `state`, `windows` and `log` print one line of JSON each.
@MainActor
final class SimulatorSession {
  /// How a session prints.
  struct Options: Sendable {
    /// The terminal's width, in columns.
    var width = 80
    /// Whether to print JSON for programs instead of boxes for people.
    var json = false
    /// Whether to colour window titles and changed values, at a terminal.
    var colour = false
  }

  /// Whether the session goes on after a line.
  enum Outcome {
    /// Read the next line.
    case proceed
    /// The line was `quit`: stop.
    case quit
  }

  /// The simulator the lines drive.
  let simulator: Simulator
  /// Where the session prints.
  let console: any Console
  /// How it prints.
  let options: Options

  /// Makes a session.
  ///
  /// - Parameters:
  ///   - simulator: The simulator the lines drive.
  ///   - console: Where to print.
  ///   - options: How to print.
  init(simulator: Simulator, console: any Console, options: Options) {
    self.simulator = simulator
    self.console = console
    self.options = options
  }

  /// Runs lines until the input ends or a line says `quit`, then releases the controllers.
  ///
  /// - Parameters:
  ///   - scriptName: The name errors are prefixed with, such as `session.txt`, or `nil` for a
  ///     person at a terminal, who gets a prompt and whose session goes on after an error.
  ///   - nextLine: Returns the next line, or `nil` at the end of the input.
  /// - Returns: ``ExitCode/success``, or ``ExitCode/dataError`` when a script's line was
  ///   refused.
  func run(scriptName: String?, nextLine: () -> String?) async -> ExitCode {
    await run(scriptName: scriptName) { prompt in
      if !prompt.isEmpty { console.write(prompt) }
      return nextLine()
    }
  }

  /// Runs lines until the input ends or a line says `quit`, reading each with a prompt that
  /// the reader shows: a line editor draws its prompt itself.
  ///
  /// - Parameters:
  ///   - scriptName: The name errors are prefixed with, or `nil` for a person at a terminal.
  ///   - promptedLine: Shows a prompt (`> ` for a person at a terminal, empty otherwise) and
  ///     returns the next line, or `nil` at the end of the input.
  /// - Returns: ``ExitCode/success``, or ``ExitCode/dataError`` when a script's line was
  ///   refused.
  func run(
    scriptName: String?, promptedLine: (_ prompt: String) -> String?
  ) async -> ExitCode {
    let isInteractive = scriptName == nil
    if isInteractive && !options.json {
      console.print("The sample app in the terminal: one store, many windows.")
      console.print("Start with 'open todoList', or type 'help' for the commands; 'quit' leaves.")
      console.print()
    }
    var lineNumber = 0
    var status = ExitCode.success
    while true {
      guard let line = promptedLine(isInteractive && !options.json ? "> " : "") else {
        if isInteractive && !options.json { console.print() }
        break
      }
      lineNumber += 1
      if !isInteractive { echo(line) }
      do {
        if try await execute(line) == .quit { break }
      } catch {
        guard let scriptName else {
          console.printError(error.message)
          continue
        }
        console.printError("\(scriptName):\(lineNumber): \(error.message)")
        status = .dataError
        break
      }
    }
    await simulator.shutDown()
    return status
  }

  /// Prints a line of a script after `> `, as if it had been typed, unless it is blank or a
  /// comment, or the output is JSON.
  ///
  /// - Parameters:
  ///   - line: The line.
  func echo(_ line: String) {
    guard !options.json, !isBlank(line) else { return }
    console.print("> " + line.trimmingCharacters(in: .whitespaces))
  }

  /// Reads a line, carries it out, and prints its output.
  ///
  /// - Parameters:
  ///   - line: The line.
  ///   - drawsSteps: Whether a command that changes the state draws the windows and the log
  ///     after it; the demo draws once after several commands instead.
  /// - Returns: Whether to go on.
  /// - Throws: ``SimulatorError`` when the line is refused; nothing changed then.
  func execute(_ line: String, drawsSteps: Bool = true) async throws(SimulatorError) -> Outcome {
    guard let command = try SessionCommandParser.parse(line) else { return .proceed }
    switch command {
    case .step(let step):
      try await simulator.perform(step)
      if drawsSteps { await printStepOnceRecorded() }
    case .windows:
      if options.json {
        console.print(simulator.windowListTree().json)
      } else {
        printBlock(simulator.windowListLines())
      }
    case .state(let word, let json):
      var tree = simulator.stateTree()
      if let word {
        tree = simulator.stateTree(of: try simulator.registry.window(named: word))
      }
      if options.json {
        console.print(tree.json)
      } else if json {
        printBlock([tree.json])
      } else {
        printBlock(tree.textLines())
      }
    case .log:
      // As for a step: every action the log names is in the recording before it is printed.
      let messages = simulator.log.all
      await simulator.flushRecording()
      if options.json {
        console.print(StateTree.array(messages.map { .string($0) }).json)
      } else {
        let lines = simulator.logLines(messages, width: options.width)
        printBlock(lines.isEmpty ? ["(no actions yet)"] : lines)
      }
    case .history:
      try printHistory()
    case .travel(let move):
      try await simulator.travel(move)
      if drawsSteps { printStep() }
    case .help(let topic):
      if let topic {
        printBlock([try SessionHelp.help(topic: topic, width: options.width)])
      } else {
        printBlock([SessionHelp.overview(width: options.width)])
      }
    case .quit:
      return .quit
    }
    return .proceed
  }

  /// Draws the open windows, then the log messages written since the last step, then a blank
  /// line; prints nothing for JSON, but still takes the messages.
  func printStep() {
    printStep(simulator.log.takeNew())
  }

  /// Prints a step as ``printStep()`` does, once the recording, if any, holds every action the
  /// step shows: an action the output names is in the recording even if the process dies right
  /// after it (a crash, `kill -9`), so a recording cut short loses no action the user saw.
  ///
  /// The messages are taken before the wait: each is logged while its action is processed on
  /// the main actor, after the recorder was handed it, so the wait covers every one of them.
  func printStepOnceRecorded() async {
    let messages = simulator.log.takeNew()
    await simulator.flushRecording()
    printStep(messages)
  }

  /// Draws the open windows, then `messages`, then, when the store measures costs, the last
  /// action's cost, then a blank line; prints nothing for JSON.
  private func printStep(_ messages: [String]) {
    let costLine = simulator.takeCostLine()
    guard !options.json else { return }
    let lines =
      [simulator.boxes(width: options.width)]
      + simulator.logLines(messages, width: options.width) + (costLine.map { [$0] } ?? [])
    guard options.colour else { return printBlock(lines) }
    printBlock(
      lines.joined(separator: "\n").split(separator: "\n", omittingEmptySubsequences: false)
        .map { SessionColouring.coloured(String($0)) })
  }

  /// Prints lines, then a blank line.
  func printBlock(_ lines: [String]) {
    for line in lines { console.print(line) }
    console.print()
  }

  private func isBlank(_ line: String) -> Bool {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    return trimmed.isEmpty || trimmed.hasPrefix("#")
  }
}

import Foundation
import Redux
import SampleApp

/// `redux-cli replay`: plays back a recording made by `redux-cli simulate --record`, and draws
/// the windows it ends with, or prints its state for programs.
///
/// ```sh
/// swift run redux-cli simulate --script session.txt --record session.jsonl
/// swift run redux-cli replay session.jsonl            # the windows after the last action
/// swift run redux-cli replay session.jsonl --steps    # after every action, with its changes
/// swift run redux-cli replay session.jsonl --json     # the line `state` prints in simulate
/// swift run redux-cli replay session.jsonl --profile  # the slowest actions, the totals
/// ```
///
/// The actions are applied with the app's reducer and no middleware: nothing is written, no
/// suggestion is fetched; the actions the middlewares dispatched in the session are in the
/// recording. Windows get the numbers the session gave them, in the order they opened, and
/// their screens are drawn by their controllers, as in `simulate`.
///
/// `--profile` prints, instead of the windows, what the costs on the recording's lines add up
/// to (``CostProfileReport``): the slowest actions (`--slowest N`, 10 unless given), the totals
/// by phase, by middleware and by subscriber type. Actions without a cost are left out, and the
/// report says how many; a recording in which no action has a cost ends with
/// ``ExitCode/dataError``, saying how to record costs. Costs only describe the recorded session:
/// the replay never reads them.
///
/// A recording whose last line was cut short, by a session that died while writing it, is
/// replayed up to its last whole action, with a warning on standard error that names the cut
/// line. Any other problem prints one line naming the file and the line, and nothing else,
/// and ends with ``ExitCode/dataError``; a file that does not exist, is a folder or is not UTF-8
/// text says so in one line and ends with ``ExitCode/noInput``, as `simulate`'s script does.
public enum ReplayCommand: Command {
  /// The app name the sample app's recordings carry in their header.
  nonisolated public static let appName = "SampleApp"

  /// The command's arguments and help.
  public static let spec = CommandSpec(
    name: "replay",
    abstract: "Plays back a session recorded with 'simulate --record'.",
    discussion: """
      Applies the recorded actions with the app's reducer only (nothing is saved or
      fetched), then draws every open window as 'simulate' does. With --steps, the windows
      are drawn after every action, followed by the action and the state fields it changed.
      With --json, prints after the last action (after every one with --steps) the line
      'state' printed at that point of the session. A Redux DevTools file written by
      'inspect --devtools' replays too.
      With --profile, prints instead what the costs on the recording's lines add up to: the
      slowest actions (their position, window, action, total and largest phase), then the
      totals by phase, by middleware and by subscriber type (time and calls). Actions
      without a cost are left out, and the report says how many; a recording in which no
      action has a cost exits with code 65 (record costs with 'simulate --profile
      --record FILE'). Costs describe the recorded session; the replay never reads them.
      A recording whose last line was cut short (its session died while writing it) is
      replayed up to its last whole action, with a warning. Any other problem in a
      recording prints its file and line and exits with code 65; a file that does not
      exist, is a folder or is not UTF-8 text exits with code 66.
      """,
    arguments: [
      PositionalArgument(name: "file", help: "The recording (JSON Lines) or a DevTools file.")
    ],
    options: [
      OptionSpec(flag: "steps", help: "Draw the windows after every action, with its changes."),
      OptionSpec(flag: "json", help: "Print the state as one line of JSON instead of drawing."),
      OptionSpec(
        flag: "profile", help: "Print the slowest actions and the totals of the recorded costs."),
      OptionSpec(
        name: "slowest", valueName: "count",
        help: "With --profile, how many of the slowest actions to list, from 1 to 1000.",
        defaultValue: "10"),
      OptionSpec(
        name: "width", valueName: "columns", help: "The width to draw in, from 40 to 1000.",
        defaultValue: "80"),
    ]
  )

  /// Replays the recording and prints it.
  ///
  /// - Parameters:
  ///   - arguments: The file and the options.
  ///   - context: Where to print, and the directory the path is relative to.
  /// - Returns: ``ExitCode/success``; ``ExitCode/usageError`` for a bad option;
  ///   ``ExitCode/dataError`` for a bad recording, or for `--profile` of one without costs;
  ///   ``ExitCode/noInput`` when the file does not exist, is a folder or cannot be read as UTF-8
  ///   text.
  public static func run(_ arguments: ParsedArguments, context: CommandContext) async -> ExitCode {
    let console = context.console
    let width: Int
    let slowest: Int?
    do {
      width = try SimulatorOptions.width(arguments, command: spec.name)
      slowest = try profileSlowest(arguments)
    } catch {
      console.printError(error.message)
      return .usageError
    }
    let file: InputFile
    do {
      // The same checks and messages as `simulate`'s script, and the same exit code.
      file = try InputFile(
        reading: context.url(forPath: arguments["file"] ?? ""), role: "recording",
        command: spec.name, mayEndInCutLine: true)
    } catch {
      console.printError(error.message)
      return .noInput
    }
    let recording: Recording
    let initialState: AppState
    do {
      (recording, initialState) = try SessionInput.sampleAppSession(
        data: file.data, text: file.text, file: file.url.path, command: spec.name)
      try check(recording, from: initialState)
    } catch {
      console.printError("error: \(error)")
      return .dataError
    }
    for warning in SessionInput.warnings(recording) {
      console.printError("warning: \(warning)")
    }
    if let slowest {
      return await printProfile(
        recording, from: initialState, file: file.url, slowest: slowest, console: console)
    }
    let steps = arguments.has("steps")
    let json = arguments.has("json")
    let simulator = Simulator(replayingFrom: initialState, logsActions: steps && !json)
    let session = SimulatorSession(
      simulator: simulator, console: console,
      options: SimulatorSession.Options(width: width, json: json))
    let count = recording.actions.count
    for recorded in recording.actions {
      // `check` replayed every action already: each one can be made.
      guard let action = recorded.makeAction() else { continue }
      await simulator.replay(action)
      guard steps else { continue }
      if json {
        console.print(simulator.stateTree().json)
      } else {
        console.print("Action \(recorded.position) of \(count) (line \(recorded.line)):")
        session.printStep()
      }
    }
    if json {
      if !steps || count == 0 { console.print(simulator.stateTree().json) }
    } else if !steps || count == 0 {
      session.printStep()
    }
    await simulator.shutDown()
    return .success
  }

  /// Checks what reading a recording does not: that the library replays every action of it
  /// (none was left unrecorded). Another app's recording was refused before it was read
  /// (``OtherAppRecording``).
  private static func check(
    _ recording: Recording, from initialState: AppState
  ) throws(RecordingError) {
    _ = try recording.replay(from: initialState, reducer: AppState.reducer)
  }
}

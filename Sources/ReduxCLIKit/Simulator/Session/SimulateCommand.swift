import Foundation
import Redux
import SampleApp

/// `redux-cli simulate`: the sample app's windows in the terminal, driven by commands typed at a
/// prompt, piped in, or read from a script.
///
/// ```sh
/// swift run redux-cli simulate
/// swift run redux-cli simulate --script session.txt
/// printf 'open todoList\ntodo add 1 Buy milk\n' | swift run redux-cli simulate
/// swift run redux-cli simulate --script session.txt --record session.jsonl
/// swift run redux-cli simulate --script session.txt --record session.jsonl --profile
/// ```
///
/// With `--record`, every action the store processes is written to a recording that
/// `redux-cli replay` plays back, the results of suggestions included. The recording starts
/// from the state the store starts from (a `--state-file`'s session comes back through the
/// `RestoreWindowsAction` and settings actions it dispatches, which are recorded), and it is
/// finished however the session ends: at the end of the script or of the input, at `quit`, or
/// at a refused line, when it holds every line that ran before it. It ends before the app lets
/// go of its screens, so it holds the session as the user left it. Each step is printed only
/// once the recording holds its actions: a session killed at any moment (a crash, `kill -9`)
/// leaves a recording that `replay` plays back, holding every action it printed.
///
/// With `--profile`, the store measures what each action costs: each drawing ends with the last
/// action's total, and with `--record` every line of the recording carries its action's cost.
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
      With --record, the session's actions are written to a file that 'redux-cli replay'
      plays back (an older recording is replaced, any other file refused); a script stopped by
      a bad line leaves the recording of the lines before it.
      With --profile, the store measures what each action costs (its reducer, each
      middleware, each subscriber type, its listeners): each drawing ends with the last
      action's time, and --record writes each action's cost on its line.
      'history' lists the actions so far; 'undo [N]', 'redo [N]' and 'goto K' travel in
      time through them and redraw the windows. A command after 'undo' drops the undone
      actions. Time travel is off with --record and with --state-file.
      With --state-file, the whole session is saved after every change and restored at the
      next start: windows with their numbers and ids (closed ones stay closed), their
      screens, todos and settings. A state file that cannot be used is reported on stderr,
      kept aside as <file>.corrupt-<time>, and the session starts empty.
      At a terminal the prompt edits the line: Left/Right, Home/End, Ctrl-A/E/B/F move;
      Alt-Left/Right and Alt-B/F move by word; Backspace, Delete and Ctrl-D delete a
      character; Ctrl-K, Ctrl-U and Ctrl-W cut to the end, to the start and the word
      before, Ctrl-Y puts back what was cut; Ctrl-T swaps two characters. Up/Down and
      Ctrl-P/N walk the lines typed in this and earlier sessions, Ctrl-R searches them.
      Tab completes commands, windows, screens and values; a second Tab lists the choices.
      Ctrl-C drops the line, Ctrl-D on an empty line ends the session, Ctrl-L clears the
      screen. The lines are kept in $XDG_STATE_HOME/redux-cli/history (or
      ~/.local/state/redux-cli/history), 1,000 at most, except lines starting with a space;
      --no-history keeps none. Errors, window titles and changed values are in colour
      unless NO_COLOR is set.
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
        help: "Keep the session (windows, screens, todos, settings) in this file, from run to run."),
      OptionSpec(
        name: "record", valueName: "file",
        help: "Record the session's actions to this file, for 'redux-cli replay'."),
      OptionSpec(
        flag: "profile",
        help: "Measure what each action costs: show the last one's under each drawing, and "
          + "write each one's on its line of --record's file."),
      OptionSpec(
        flag: "no-history",
        help: "Keep no history of the lines typed at the prompt, and read none."),
      OptionSpec(
        name: "width", valueName: "columns", help: "The width to draw in, from 40 to 1000.",
        defaultValue: "80"),
    ]
  )

  /// Runs the session.
  ///
  /// - Parameters:
  ///   - arguments: The options.
  ///   - context: Where to read and print, and the directory paths are relative to.
  /// - Returns: ``ExitCode/success``; ``ExitCode/usageError`` for a bad option;
  ///   ``ExitCode/noInput`` when the script cannot be read;
  ///   ``ExitCode/dataError`` when a line of a script was refused; ``ExitCode/failure`` when the
  ///   recording could not be written.
  public static func run(_ arguments: ParsedArguments, context: CommandContext) async -> ExitCode {
    let console = context.console
    let width: Int
    let stateFileURL: URL?
    let script: (name: String, lines: [String])?
    let recordURL: URL?
    do {
      width = try SimulatorOptions.width(arguments, command: spec.name)
      stateFileURL = try SimulatorOptions.stateFile(arguments["state-file"], context: context)
    } catch {
      console.printError(error.message)
      return .usageError
    }
    do {
      script = try SimulatorOptions.script(arguments["script"], context: context)
    } catch {
      // A script that cannot be read is missing input, as for `replay`'s recording.
      console.printError(error.message)
      return .noInput
    }
    do {
      let scriptURL = arguments["script"].flatMap { $0 == "-" ? nil : context.url(forPath: $0) }
      recordURL = try SimulatorOptions.recordFile(
        arguments["record"], context: context,
        besides: [scriptURL, stateFileURL].compactMap { $0 })
    } catch {
      console.printError(error.message)
      return .usageError
    }
    var recorder: ActionRecorder<AppState>?
    if let recordURL {
      do {
        recorder = try ActionRecorder(
          writingTo: recordURL, app: ReplayCommand.appName, registry: .sampleApp,
          initialState: AppState())
      } catch {
        console.printError("error: \(error)")
        return .failure
      }
    }
    let simulator = Simulator(
      stateFileURL: stateFileURL, recorder: recorder, measuresCosts: arguments.has("profile"))
    if let problem = simulator.stateFileProblem {
      // The session starts empty; the file was kept aside, and the run goes on.
      console.printError("warning: \(problem)")
    }
    let session = SimulatorSession(
      simulator: simulator,
      console: console,
      options: SimulatorSession.Options(
        width: width, json: arguments.has("json"),
        colour: !arguments.has("json") && (console as? StandardConsole)?.coloursOutput == true)
    )
    let status: ExitCode
    if let script {
      var lines = script.lines[...]
      status = await session.run(scriptName: script.name) { lines.popFirst() }
    } else {
      let isInteractive = console.isInteractive && arguments["script"] == nil
      let editor =
        isInteractive && !arguments.has("json")
        ? PromptEditorSetup.install(
          on: console, keepsHistory: !arguments.has("no-history"),
          environment: ProcessInfo.processInfo.environment)
        : nil
      status = await session.run(scriptName: isInteractive ? nil : "stdin") { prompt in
        editor?.completion = simulator.promptCompletion
        return console.readLine(prompt: prompt)
      }
      PromptEditorSetup.remove(from: console)
    }
    if let failure = simulator.recordingFailure {
      console.printError("error: \(failure)")
      return status == .success ? .failure : status
    }
    return status
  }
}

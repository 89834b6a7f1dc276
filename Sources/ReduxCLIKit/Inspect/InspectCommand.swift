import Foundation
import Redux
import ReduxDevTools
import SampleApp

/// `redux-cli inspect`: writes a recorded session of the sample app as a page to open in a
/// browser, or as a Redux DevTools file.
///
/// ```sh
/// swift run redux-cli simulate --script session.txt --record session.jsonl
/// swift run redux-cli inspect session.jsonl                      # writes session.html
/// swift run redux-cli inspect session.jsonl --output bug.html
/// swift run redux-cli inspect session.jsonl --devtools session.json
/// swift run redux-cli replay session.json                        # a DevTools file replays too
/// ```
///
/// The command is the sample app's use of the `ReduxDevTools` library, which works for any
/// app: it passes the app's registry, state and reducer. It reads a recording or a DevTools
/// file (told apart by content), replays it with the reducer only, and prints each path it
/// wrote. A bad file ends with ``ExitCode/dataError`` (65) naming the line or field, a missing
/// or unreadable one with ``ExitCode/noInput`` (66), and an output path that holds a file
/// `inspect` did not write with ``ExitCode/cannotCreate`` (73), unless `--force`; nothing is
/// written then.
public enum InspectCommand: Command {
  /// The command's arguments and help.
  public static let spec = CommandSpec(
    name: "inspect",
    abstract: "Writes a recorded session as a page to open in a browser, or a DevTools file.",
    discussion: """
      Replays the recording (or a Redux DevTools file) with the app's reducer and writes one
      HTML page that needs no network: the actions, the windows at each step, each step's
      changes and the state. --devtools writes the lifted state that the Redux DevTools
      extension imports instead; with --output too, both are written. Prints each path
      written. A bad file exits with code 65 naming its line or field; a missing one with 66;
      an output that holds a file 'inspect' did not write with 73, unless --force.
      """,
    arguments: [
      PositionalArgument(name: "file", help: "The recording (JSON Lines) or a DevTools file.")
    ],
    options: [
      OptionSpec(
        name: "output", valueName: "file.html",
        help: "The page to write; beside the recording, ending in .html, unless given."),
      OptionSpec(
        name: "devtools", valueName: "file.json", help: "Write the Redux DevTools file here."),
      OptionSpec(flag: "force", help: "Replace an output file that 'inspect' did not write."),
    ]
  )

  /// Writes the page or the DevTools file of a session.
  ///
  /// - Parameters:
  ///   - arguments: The file and the options.
  ///   - context: Where to print, and the directory paths are relative to.
  /// - Returns: ``ExitCode/success``, or the code of the first problem; see the type.
  public static func run(_ arguments: ParsedArguments, context: CommandContext) async -> ExitCode {
    let console = context.console
    let input: InputFile
    do {
      input = try InputFile(
        reading: context.url(forPath: arguments["file"] ?? ""), role: "recording",
        command: spec.name, mayEndInCutLine: true)
    } catch {
      console.printError(error.message)
      return .noInput
    }
    var outputs: [(OutputFile, Kind)] = []
    if let devtools = arguments["devtools"] {
      outputs.append(
        (
          OutputFile(url: context.url(forPath: devtools), marker: OutputFile.devToolsMarker),
          .devTools
        ))
    }
    if arguments["output"] != nil || outputs.isEmpty {
      let url =
        arguments["output"].map(context.url(forPath:))
        ?? input.url.deletingPathExtension().appendingPathExtension("html")
      outputs.append((OutputFile(url: url, marker: OutputFile.pageMarker), .page))
    }
    for (output, _) in outputs {
      if let refusal = output.refusal(force: arguments.has("force")) {
        console.printError("error: \(refusal)")
        return .cannotCreate
      }
    }
    var contents: [Data] = []
    let warnings: [String]
    do {
      let (recording, initialState) = try SessionInput.sampleAppSession(
        data: input.data, text: input.text, file: input.url.path, command: spec.name)
      warnings = SessionInput.warnings(recording)
      let time = Self.modificationDate(of: input.url)
      for (_, kind) in outputs {
        contents.append(try kind.contents(recording, initialState, time))
      }
    } catch {
      console.printError("error: \(error)")
      return .dataError
    }
    for warning in warnings { console.printError("warning: \(warning)") }
    for ((output, _), data) in zip(outputs, contents) {
      do {
        try output.write(data)
      } catch {
        console.printError("error: cannot write \(output.url.path): \(error.localizedDescription)")
        return .ioError
      }
      console.print(output.url.path)
    }
    return .success
  }

  /// What a file holds.
  private enum Kind {
    case page, devTools

    func contents(_ recording: Recording, _ state: AppState, _ time: Date) throws -> Data {
      switch self {
      case .page:
        return Data(
          try SessionInspector.html(
            recording: recording, initialState: state, reducer: AppState.reducer,
            timestamp: time
          ).utf8)
      case .devTools:
        return try DevToolsExport.data(
          recording: recording, initialState: state, reducer: AppState.reducer, timestamp: time)
      }
    }
  }

  /// When the recording was last written: the time the page and the export give its actions.
  private static func modificationDate(of url: URL) -> Date {
    let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
    return attributes?[.modificationDate] as? Date ?? Date(timeIntervalSince1970: 0)
  }
}

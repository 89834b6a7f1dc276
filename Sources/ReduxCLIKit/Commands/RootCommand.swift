/// `redux-cli` itself: finds the command named first on the command line and runs it.
///
/// ```swift
/// let status = await RootCommand.run(["new-screen", "Profile", "--dry-run"], context: context)
/// ```
@MainActor
public enum RootCommand {
  /// The program's name, as users type it.
  public nonisolated static let programName = "redux-cli"

  /// Every command, in the order the help lists them.
  public static let commands: [any Command.Type] = [
    DemoCommand.self,
    SimulateCommand.self,
    ReplayCommand.self,
    InspectCommand.self,
    NewScreenCommand.self,
  ]

  /// Commands that `redux-cli` had once and that live elsewhere now, each with where it went.
  static let movedCommands: [String: String] = [
    "bench":
      "the benchmark is a program of its own now: run 'swift run -c release redux-bench' "
      + "(its options are the same; see 'swift run redux-bench --help')"
  ]

  /// Runs the command a command line names, or answers `--help`.
  ///
  /// With no command, `--help`, `-h` or `help`, prints the list of commands. `help <command>`
  /// and `<command> --help` print the command's help; `help help` prints the list of commands,
  /// and `help` followed by more than one word is a usage error. An unknown command or a wrong
  /// command line prints one line saying what was wrong, on standard error, and ends with
  /// ``ExitCode/usageError``; a command that moved elsewhere, such as `bench`, says where.
  ///
  /// - Parameters:
  ///   - arguments: The command line without the program's name.
  ///   - context: Where to write, and the directory and environment to run in.
  /// - Returns: How the command ended.
  public static func run(_ arguments: [String], context: CommandContext) async -> ExitCode {
    let console = context.console
    guard let name = arguments.first, !helpWords.contains(name) else {
      if arguments.count > 1, arguments.first == "help" {
        return printHelp(of: Array(arguments.dropFirst()), console: console)
      }
      console.print(help)
      return .success
    }
    guard let command = command(named: name) else {
      return refuseUnknownCommand(name, console: console)
    }
    do {
      let parsed = try ArgumentParser.parse(Array(arguments.dropFirst()), spec: command.spec)
      return await command.run(parsed, context: context)
    } catch .helpRequested {
      console.print(HelpFormatter.help(for: command.spec, program: programName))
      return .success
    } catch {
      console.printError(error.message)
      return .usageError
    }
  }

  /// The command with the given name, if there is one.
  ///
  /// - Parameters:
  ///   - name: The command's name.
  /// - Returns: The command, or `nil`.
  public static func command(named name: String) -> (any Command.Type)? {
    commands.first { $0.spec.name == name }
  }

  /// The help of `redux-cli` itself: what it is, and its commands.
  public static var help: String {
    var lines = [
      "OVERVIEW: Shows a multi-window Redux store at work, records and replays its sessions,",
      "and adds screens to the sample app.",
      "",
      "USAGE: \(programName) <command> [<arguments> ...]",
      "",
      "COMMANDS:",
    ]
    for command in commands {
      lines.append(HelpFormatter.row(name: command.spec.name, help: command.spec.abstract))
    }
    lines += [
      "",
      "OPTIONS:",
      HelpFormatter.row(name: "-h, --help", help: "Show help information."),
      "",
      "  See '\(programName) help <command>' for a command's help.",
    ]
    return lines.joined(separator: "\n")
  }

  /// The words that ask for the list of commands, alone or after `help`.
  private static let helpWords: Set<String> = ["help", "-h", "--help"]

  /// Answers `help` followed by `words`: the help of the one command they name.
  private static func printHelp(of words: [String], console: any Console) -> ExitCode {
    guard words.count == 1, let name = words.first else {
      console.printError(ArgumentError.helpTakesOneCommandMessage(words))
      return .usageError
    }
    if helpWords.contains(name) {
      console.print(help)
      return .success
    }
    guard let command = command(named: name) else {
      return refuseUnknownCommand(name, console: console)
    }
    console.print(HelpFormatter.help(for: command.spec, program: programName))
    return .success
  }

  /// Refuses a command name `redux-cli` does not have, saying where it went if it moved.
  private static func refuseUnknownCommand(_ name: String, console: any Console) -> ExitCode {
    if let destination = movedCommands[name] {
      console.printError("error: '\(programName) \(name)' has moved: \(destination).")
    } else {
      console.printError(ArgumentError.unknownCommandMessage(name))
    }
    return .usageError
  }
}

extension ArgumentError {
  /// The line printed for a command name `redux-cli` does not have.
  ///
  /// - Parameters:
  ///   - name: The name typed.
  /// - Returns: The message, pointing to the help.
  static func unknownCommandMessage(_ name: String) -> String {
    "error: unknown command '\(name)'. See '\(RootCommand.programName) --help'."
  }

  /// The line printed for `help` followed by more than one word.
  ///
  /// - Parameters:
  ///   - words: The words after `help`.
  /// - Returns: The message, pointing to the help.
  static func helpTakesOneCommandMessage(_ words: [String]) -> String {
    "error: 'help' takes one command name, but was given \(words.count): "
      + "'\(words.joined(separator: " "))'. See '\(RootCommand.programName) --help'."
  }
}

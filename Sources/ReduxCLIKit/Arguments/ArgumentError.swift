/// What is wrong with a command line, said in one line that ends by pointing to the help.
public enum ArgumentError: Error, Equatable, Sendable {
  /// The user asked for the command's help with `-h` or `--help`.
  case helpRequested(command: String)
  /// An option the command does not have.
  case unknownOption(command: String, option: String)
  /// An option that needs a value was last on the line.
  case missingValue(command: String, option: String)
  /// A flag was given a value, as in `--dry-run=yes`.
  case unexpectedValue(command: String, option: String)
  /// A required positional argument is missing.
  case missingArgument(command: String, argument: String)
  /// More positional arguments than the command takes.
  case unexpectedArgument(command: String, argument: String)
  /// A value the command cannot use, with the reason.
  case invalidValue(command: String, reason: String)

  /// The command whose line was wrong; empty for `redux-cli` itself.
  public var command: String {
    switch self {
    case .helpRequested(let command), .unknownOption(let command, _),
      .missingValue(let command, _), .unexpectedValue(let command, _),
      .missingArgument(let command, _), .unexpectedArgument(let command, _),
      .invalidValue(let command, _):
      return command
    }
  }

  /// What was wrong, as a phrase without the `error:` label, the final full stop or the pointer
  /// to the help: `missing argument <name>`.
  ///
  /// Programs that point to their help differently, such as the in-session commands of
  /// `redux-cli simulate`, build their own line from it.
  public var problem: String {
    switch self {
    case .helpRequested:
      return "help requested"
    case .unknownOption(_, let option):
      return "unknown option '\(option)'"
    case .missingValue(_, let option):
      return "option '--\(option)' needs a value"
    case .unexpectedValue(_, let option):
      return "option '--\(option)' takes no value"
    case .missingArgument(_, let argument):
      return "missing argument <\(argument)>"
    case .unexpectedArgument(_, let argument):
      return "unexpected argument '\(argument)'"
    case .invalidValue(_, let reason):
      return reason
    }
  }

  /// The one-line message of a `redux-cli` command: what was wrong, then where to get help.
  public var message: String {
    message(program: "redux-cli")
  }

  /// The one-line message: what was wrong, then where to get help.
  ///
  /// - Parameters:
  ///   - program: The program the command belongs to, or an empty name for a program whose
  ///     command line has no command name, such as `redux-bench`, whose spec is named after the
  ///     program itself.
  /// - Returns: `error: <problem>. See '<program> <command> --help'.`
  public func message(program: String) -> String {
    let help = [program, command].filter { !$0.isEmpty }.joined(separator: " ") + " --help"
    return "error: \(problem). See '\(help)'."
  }
}

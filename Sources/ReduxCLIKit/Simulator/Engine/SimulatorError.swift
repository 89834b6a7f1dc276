/// Why the simulator refused a command, said in one line that ends by pointing to the help.
///
/// ```text
/// error: no window 4. Windows: 1, 2. Type 'help' for commands.
/// error: missing argument <window>. Type 'help todo add' for its usage.
/// ```
///
/// A refused command changes nothing: the simulator checks everything before it dispatches.
struct SimulatorError: Error, Equatable, Sendable {
  /// Where the line points the user.
  enum Hint: Equatable, Sendable {
    /// To the list of commands.
    case commands
    /// To the help of one command, such as `todo add`.
    case usage(of: String)
  }

  /// What was wrong: one or more sentences, without the final full stop.
  var problem: String
  /// Where to get help.
  var hint: Hint

  /// Makes an error.
  ///
  /// - Parameters:
  ///   - problem: What was wrong, without the final full stop.
  ///   - hint: Where to get help; the list of commands unless given.
  init(_ problem: String, hint: Hint = .commands) {
    self.problem = problem
    self.hint = hint
  }

  /// The one-line message: `error:`, what was wrong, then where to get help.
  var message: String {
    switch hint {
    case .commands:
      return "error: \(problem). Type 'help' for commands."
    case .usage(let command):
      return "error: \(problem). Type 'help \(command)' for its usage."
    }
  }

  /// The error for a command line that does not match its command's arguments.
  ///
  /// - Parameters:
  ///   - error: What the argument parser found.
  /// - Returns: The error, pointing to the command's help.
  static func arguments(_ error: ArgumentError) -> SimulatorError {
    SimulatorError(error.problem, hint: .usage(of: error.command))
  }
}

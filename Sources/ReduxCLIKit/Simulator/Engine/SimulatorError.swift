/// Why the simulator refused a command, said in one line that ends by pointing to the help; or
/// why a step it did could not finish (a suggestion that never arrived).
///
/// ```text
/// error: no window 4. Windows: 1, 2. Type 'help' for commands.
/// error: missing argument <window>. Type 'help todo add' for its usage.
/// ```
///
/// A refused command changes nothing: the simulator checks everything before it dispatches.
/// A step that could not finish was done; the error says what it still waits for.
struct SimulatorError: Error, Equatable, Sendable {
  /// Where the line points the user.
  enum Hint: Equatable, Sendable {
    /// To the list of commands.
    case commands
    /// To the help of one command, such as `todo add`.
    case usage(of: String)
    /// Nowhere: the command was right, something outside it went wrong.
    case none
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
    case .none:
      return "error: \(problem)."
    }
  }

  /// The error for suggestions that have not arrived after the simulator's limit.
  ///
  /// ```text
  /// error: window 1 still waits for its suggestion after 10 seconds: the suggestion service did not answer.
  /// ```
  ///
  /// - Parameters:
  ///   - windows: The numbers of the windows that wait.
  ///   - limit: How long they waited.
  /// - Returns: The error.
  static func unansweredFetch(in windows: [Int], after limit: Duration) -> SimulatorError {
    let names =
      windows.count == 1
      ? "window \(windows[0]) still waits for its suggestion"
      : "windows \(windows.map(String.init).joined(separator: ", ")) still wait for their suggestions"
    return SimulatorError(
      "\(names) after \(describe(limit)): the suggestion service did not answer", hint: .none)
  }

  /// A duration in seconds, as `10 seconds` or `0.05 seconds`.
  private static func describe(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    if attoseconds == 0 { return seconds == 1 ? "1 second" : "\(seconds) seconds" }
    return "\(Double(seconds) + Double(attoseconds) / 1e18) seconds"
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

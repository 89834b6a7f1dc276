/// `redux-cli demo`: a short scripted session that shows windows sharing one store.
public enum DemoCommand: Command {
  /// The command's arguments and help.
  public static let spec = CommandSpec(
    name: "demo",
    abstract: "Runs a short scripted session: windows sharing one store."
  )

  /// Runs the session and prints it.
  ///
  /// - Parameters:
  ///   - arguments: None are accepted.
  ///   - context: Where to print.
  /// - Returns: ``ExitCode/success``.
  public static func run(_ arguments: ParsedArguments, context: CommandContext) async -> ExitCode {
    let console = context.console
    WindowsDemo { console.print($0) }.run()
    return .success
  }
}

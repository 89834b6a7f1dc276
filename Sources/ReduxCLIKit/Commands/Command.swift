/// A command of `redux-cli`, such as `demo` or `new-screen`.
///
/// A command describes what it accepts in its ``spec``; ``RootCommand`` parses the command line
/// against it, answers `--help` from it, and calls ``run(_:context:)`` with the parsed
/// arguments.
///
/// ```swift
/// enum HelloCommand: Command {
///   static let spec = CommandSpec(name: "hello", abstract: "Says hello.")
///   static func run(_ arguments: ParsedArguments, context: CommandContext) async -> ExitCode {
///     context.console.print("hello")
///     return .success
///   }
/// }
/// ```
@MainActor
public protocol Command {
  /// What the command accepts, and its help.
  static var spec: CommandSpec { get }

  /// Runs the command.
  ///
  /// - Parameters:
  ///   - arguments: The command line, parsed against ``spec``.
  ///   - context: Where to write, and the directory and environment to run in.
  /// - Returns: How the command ended. A command that fails has printed why.
  static func run(_ arguments: ParsedArguments, context: CommandContext) async -> ExitCode
}

import Foundation
import ReduxCLIKit
import Testing

/// What the `new-screen` suites share: running the command in a copy of the package, and
/// checking a refusal.
@MainActor
protocol NewScreenCommandRunning {}

extension NewScreenCommandRunning {
  /// Runs `new-screen` with `arguments` in the copy, and returns its status and what it printed.
  func run(_ arguments: [String], in copy: PackageCopy) async -> (ExitCode, BufferedConsole) {
    let console = BufferedConsole()
    let context = CommandContext(console: console, currentDirectory: copy.root, environment: [:])
    let status = await RootCommand.run(["new-screen"] + arguments, context: context)
    return (status, console)
  }

  /// Runs a command that must be refused, and checks its message, its exit code and that
  /// nothing changed.
  func expectRefusal(
    _ arguments: [String],
    in copy: PackageCopy,
    status expectedStatus: ExitCode,
    message: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    let before = try copy.snapshot()
    let (status, console) = await run(arguments, in: copy)
    #expect(status == expectedStatus, sourceLocation: sourceLocation)
    #expect(console.errors == message + "\n", sourceLocation: sourceLocation)
    #expect(console.output.isEmpty, sourceLocation: sourceLocation)
    #expect(try copy.snapshot() == before, "the tree changed", sourceLocation: sourceLocation)
  }
}

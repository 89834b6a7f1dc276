import Foundation
import ReduxCLIKit

/// Runs `redux-cli simulate` in-process, with a buffered console, as a user's terminal or a
/// script would.
@MainActor
enum SimulateHarness {
  /// The result of a run: its exit code and everything it printed.
  struct Run {
    let status: ExitCode
    let console: BufferedConsole
  }

  /// Runs `simulate` with lines on its input: piped, or typed at a terminal.
  static func run(
    _ lines: [String],
    arguments: [String] = [],
    interactive: Bool = false,
    in directory: URL? = nil
  ) async -> Run {
    let console = BufferedConsole(input: lines, isInteractive: interactive)
    let context = CommandContext(
      console: console,
      currentDirectory: directory ?? URL(fileURLWithPath: NSTemporaryDirectory()))
    let status = await RootCommand.run(["simulate"] + arguments, context: context)
    return Run(status: status, console: console)
  }

  /// Runs `simulate --script session.txt` on a script written to a fresh directory.
  static func runScript(_ script: String, arguments: [String] = []) async throws -> Run {
    try await TemporaryDirectory.with { directory in
      try script.write(
        to: directory.appendingPathComponent("session.txt"), atomically: true, encoding: .utf8)
      return await run([], arguments: ["--script", "session.txt"] + arguments, in: directory)
    }
  }
}

/// A directory of its own for each test, removed afterwards.
@MainActor
enum TemporaryDirectory {
  /// Runs `body` with a new, empty directory, then removes it.
  static func with<T>(_ body: (URL) async throws -> T) async throws -> T {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("redux-cli-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    return try await body(directory)
  }
}

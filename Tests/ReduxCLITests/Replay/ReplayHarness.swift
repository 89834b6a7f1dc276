import Foundation
import ReduxCLIKit

/// Runs `redux-cli simulate --record` and `redux-cli replay` in-process, in one directory, with
/// buffered consoles.
@MainActor
enum ReplayHarness {
  /// Runs `redux-cli` with arguments in a directory, with nothing on its input.
  static func run(_ arguments: [String], in directory: URL) async -> SimulateHarness.Run {
    let console = BufferedConsole()
    let context = CommandContext(console: console, currentDirectory: directory)
    let status = await RootCommand.run(arguments, context: context)
    return SimulateHarness.Run(status: status, console: console)
  }

  /// Runs `simulate --script session.txt --record session.jsonl` with more arguments, on a
  /// script written to the directory.
  static func record(
    _ script: String, arguments: [String] = [], in directory: URL
  ) async throws -> SimulateHarness.Run {
    try script.write(
      to: directory.appendingPathComponent("session.txt"), atomically: true, encoding: .utf8)
    return await run(
      ["simulate", "--script", "session.txt", "--record", "session.jsonl"] + arguments,
      in: directory)
  }

  /// Runs `replay` on a recording with the given text, written to `bad.jsonl`.
  static func replay(text: String, in directory: URL) async throws -> SimulateHarness.Run {
    try text.write(
      to: directory.appendingPathComponent("bad.jsonl"), atomically: true, encoding: .utf8)
    return await run(["replay", "bad.jsonl", "--json"], in: directory)
  }

  /// The text of the recording `record` wrote.
  static func recording(in directory: URL) throws -> String {
    try String(
      contentsOf: directory.appendingPathComponent("session.jsonl"), encoding: .utf8)
  }
}

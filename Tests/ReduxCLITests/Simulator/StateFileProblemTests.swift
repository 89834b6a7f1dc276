import Foundation
import ReduxCLIKit
import Testing

/// A state file that cannot be used: a clear message naming the file and what was wrong, the
/// file kept aside beside it as it was, an empty session, and exit status 0.
@MainActor
@Suite("simulate --state-file with a bad file")
struct StateFileProblemTests {
  nonisolated static let emptyState =
    #"{"settings":{"backgroundColor":"red","textColor":"white"},"windows":[]}"#

  /// A bad file's content and the words its message must hold.
  struct BadFile: Sendable, CustomStringConvertible {
    let name: String
    let content: String
    let problem: String
    var description: String { name }
  }

  nonisolated static let badFiles: [BadFile] = [
    BadFile(name: "corrupt", content: "{\"version\":2,", problem: "the file is not valid JSON"),
    BadFile(name: "empty", content: "", problem: "the file is empty"),
    BadFile(
      name: "newer version", content: #"{"version":3,"windows":{}}"#,
      problem: "the file has format version 3, but this app reads versions 1 and 2"),
    BadFile(
      name: "unknown version", content: #"{"version":0}"#,
      problem: "the file has format version 0"),
    BadFile(
      name: "not a session", content: #"{"version":2,"windows":[]}"#,
      problem: "the file is JSON but not a session file: at windows: "),
    BadFile(
      name: "newer windows snapshot",
      content: #"{"version":2,"settings":{"backgroundColor":"red","textColor":"white"},"#
        + #""windowOrder":[],"windows":{"formatVersion":9,"windows":[],"closedWindows":[]}}"#,
      problem: "the windows snapshot has format version 9, newer than the one this build reads"),
    BadFile(
      name: "duplicate instance",
      content: #"{"version":2,"settings":{"backgroundColor":"red","textColor":"white"},"#
        + #""windowOrder":["BFF833EE-8C95-45F7-BAD7-6E7CA53A3E26"],"windows":{"formatVersion":1,"#
        + #""closedWindows":[],"windows":[{"window":"BFF833EE-8C95-45F7-BAD7-6E7CA53A3E26","#
        + #""screens":[{"instance":5,"state":{"settings":{"_0":{"windowUUID":"#
        + #""BFF833EE-8C95-45F7-BAD7-6E7CA53A3E26"}}}},{"instance":5,"state":{"settings":{"#
        + #""_0":{"windowUUID":"BFF833EE-8C95-45F7-BAD7-6E7CA53A3E26"}}}}]}]}}"#,
      problem: "screen instance #5 is listed more than once in the windows snapshot"),
    BadFile(
      name: "open window without a number",
      content: #"{"version":2,"settings":{"backgroundColor":"red","textColor":"white"},"#
        + #""windowOrder":[],"windows":{"formatVersion":1,"closedWindows":[],"windows":["#
        + #"{"window":"BFF833EE-8C95-45F7-BAD7-6E7CA53A3E26","screens":[]}]}}"#,
      problem: "window BFF833EE-8C95-45F7-BAD7-6E7CA53A3E26 is not listed"),
  ]

  @Test(arguments: badFiles)
  func aBadFileIsKeptAsideAndTheSessionStartsEmpty(_ bad: BadFile) async throws {
    try await TemporaryDirectory.with { directory in
      let file = directory.appendingPathComponent("session.json")
      try bad.content.write(to: file, atomically: true, encoding: .utf8)
      let run = await SimulateHarness.run(
        ["state"], arguments: ["--state-file", "session.json", "--json"], in: directory)
      #expect(run.status == .success)
      #expect(run.console.output == Self.emptyState + "\n")
      let errors = run.console.errors
      #expect(errors.hasPrefix("warning: Could not restore the session from \(file.path): "))
      #expect(errors.contains(bad.problem), "\(errors)")
      #expect(errors.contains("The file was moved aside to \(file.path).corrupt-"))
      let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      let aside = try #require(names.first { $0.hasPrefix("session.json.corrupt-") })
      #expect(names.count == 1)
      let kept = try String(contentsOf: directory.appendingPathComponent(aside), encoding: .utf8)
      #expect(kept == bad.content)
    }
  }

  @Test func aFileThatCannotBeReadIsKeptAsideToo() async throws {
    try await TemporaryDirectory.with { directory in
      // A named pipe at the file's path is not a regular file: it cannot be read as one.
      let path = directory.appendingPathComponent("session.json")
      #expect(mkfifo(path.path, 0o600) == 0)
      let run = await SimulateHarness.run(
        ["open todoList", "todo add 1 Milk", "state"],
        arguments: ["--state-file", "session.json", "--json"], in: directory)
      #expect(run.status == .success)
      #expect(run.console.errors.contains("the file cannot be read (it is not a regular file)"))
      #expect(run.console.errors.contains("The file was moved aside to \(path.path).corrupt-"))
      let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      let aside = try #require(names.first { $0.hasPrefix("session.json.corrupt-") })
      let kind =
        try FileManager.default.attributesOfItem(
          atPath: directory.appendingPathComponent(aside).path)[.type] as? FileAttributeType
      #expect(kind != nil && kind != .typeRegular)
      // The session ran, and was saved to a new file.
      #expect(run.console.output.contains(#""title":"Milk""#))
      let next = await SimulateHarness.run(
        ["state"], arguments: ["--state-file", "session.json", "--json"], in: directory)
      #expect(next.console.errors == "")
      #expect(next.console.output.contains(#""title":"Milk""#))
    }
  }
}

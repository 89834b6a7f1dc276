import Foundation
import ReduxCLIKit
import Testing

/// `--state-file`: the persistence middleware keeps todo lists between runs.
@MainActor
@Suite("simulate --state-file")
struct StateFileTests {
  @Test func todosSurviveBetweenRuns() async throws {
    try await TemporaryDirectory.with { directory in
      let arguments = ["--state-file", "todos.json", "--json"]
      let first = await SimulateHarness.run(
        [
          "open todoList", "open todoList", "todo add 1 Buy milk", "todo add 1 Call Ada",
          "todo toggle 1 2", "todo add 2 Book the dentist",
        ],
        arguments: arguments, in: directory)
      #expect(first.status == .success)
      #expect(first.console.transcript.isEmpty)
      #expect(
        FileManager.default.fileExists(atPath: directory.appendingPathComponent("todos.json").path))

      // Window 1 of the next run has the same id, so its list comes back when it shows it.
      let second = await SimulateHarness.run(
        ["open todoList", "state 1", "open", "show 2 todoList", "state 2", "log"],
        arguments: arguments, in: directory)
      #expect(second.status == .success)
      let lines = second.console.output.split(separator: "\n").map(String.init)
      #expect(lines.count == 3)
      #expect(
        lines.first?.contains(
          #""items":[{"title":"Buy milk","isCompleted":false},{"title":"Call Ada","isCompleted":true}]"#
        )
          == true)
      #expect(
        lines.dropFirst().first?.contains(
          #""items":[{"title":"Book the dentist","isCompleted":false}]"#) == true)
      #expect(lines.last?.contains("TodoListActionType.restore") == true)
    }
  }

  @Test func startsFreshWithoutAFileAndForgetsTheListsOfClosedWindows() async throws {
    try await TemporaryDirectory.with { directory in
      let arguments = ["--state-file", "todos.json", "--json"]
      let first = await SimulateHarness.run(
        ["open todoList", "todo add 1 Buy milk", "close 1"], arguments: arguments, in: directory)
      #expect(first.status == .success)
      let second = await SimulateHarness.run(
        ["open todoList", "state 1"], arguments: arguments, in: directory)
      #expect(second.console.output.contains(#""todoList":{"items":[],"#))
    }
  }
}

import Foundation
import ReduxCLIKit
import Testing

/// `--state-file`: the whole session (windows with their numbers and ids, screens, todos,
/// settings) is saved after every change and restored at the next start.
@MainActor
@Suite("simulate --state-file")
struct StateFileTests {
  let arguments = ["--state-file", "session.json", "--json"]

  @Test func aSecondRunPrintsTheSameStateAsTheFirstRunEnded() async throws {
    try await TemporaryDirectory.with { directory in
      let first = await SimulateHarness.run(
        [
          "open todoList", "open todoList settings", "open exampleFeature todoList",
          "todo add 1 Buy milk", "todo add 1 Call Ada", "todo toggle 1 2",
          "todo add 2 Book the dentist", "todo add 3 Water the plants",
          "settings background blue", "settings text black 2",
          "hide 2 settings", "show 1 settings", "todo suggest 3", "close 3", "state",
        ],
        arguments: arguments, in: directory)
      #expect(first.status == .success)
      #expect(first.console.errors == "")
      let firstState = try #require(first.console.output.split(separator: "\n").last)
      #expect(firstState.contains(#""backgroundColor":"blue","textColor":"black""#))
      #expect(firstState.contains(#""number":1"#) && firstState.contains(#""number":2"#))
      #expect(!firstState.contains(#""number":3"#))

      let second = await SimulateHarness.run(["state"], arguments: arguments, in: directory)
      #expect(second.status == .success)
      #expect(second.console.errors == "")
      #expect(second.console.output.split(separator: "\n").last == firstState)
      // Window 1 shows its todo list, then the settings shown during the last run, in order.
      #expect(
        firstState.contains(
          #""screens":{"todoList":{"items":[{"id":1,"title":"Buy milk","isCompleted":false},"#
            + #"{"id":2,"title":"Call Ada","isCompleted":true}]"#))
      #expect(firstState.contains(#""suggestionError":null},"settings":{"confirmation":null}}}"#))
    }
  }

  @Test func aSecondTodoListComesBackWithItsTodosAndTakesCommands() async throws {
    try await TemporaryDirectory.with { directory in
      let first = await SimulateHarness.run(
        [
          "open todoList", "open todoList settings", "open todoList",
          "show 1 todoList#2", "todo add 1 Buy milk", "todo add 1#2 Call Ada",
          "todo toggle 1#2 1", "todo add 2 Book the dentist", "todo add 3 Water the plants",
          "settings background blue", "hide 2 settings", "close 3", "state",
        ],
        arguments: arguments, in: directory)
      #expect(first.status == .success)
      #expect(first.console.errors == "")
      let firstState = try #require(first.console.output.split(separator: "\n").last)
      #expect(
        firstState.contains(
          #""todoList":{"items":[{"id":1,"title":"Buy milk","isCompleted":false}]"#))
      #expect(
        firstState.contains(
          #""todoList#2":{"items":[{"id":1,"title":"Call Ada","isCompleted":true}]"#))

      // Only `state`: the same line, the second list included.
      let second = await SimulateHarness.run(["state"], arguments: arguments, in: directory)
      #expect(second.status == .success)
      #expect(second.console.errors == "")
      #expect(second.console.output.split(separator: "\n").last == firstState)

      // The restored second list is the same list: commands reach it, and a third comes next.
      let third = await SimulateHarness.run(
        ["todo add 1#2 Post the letter", "show 1 todoList#3", "state 1"],
        arguments: arguments, in: directory)
      #expect(third.status == .success)
      #expect(third.console.errors == "")
      let window = try #require(third.console.output.split(separator: "\n").last)
      #expect(
        window.contains(
          #""todoList#2":{"items":[{"id":1,"title":"Call Ada","isCompleted":true},"#
            + #"{"id":2,"title":"Post the letter","isCompleted":false}]"#))
      #expect(window.contains(#""todoList#3":{"items":[]"#))
    }
  }

  @Test func closedWindowsStayClosedAndTheirNumbersAreNotGivenAgain() async throws {
    try await TemporaryDirectory.with { directory in
      let first = await SimulateHarness.run(
        ["open todoList", "open todoList", "open", "close 2"], arguments: arguments,
        in: directory)
      #expect(first.status == .success)
      let second = await SimulateHarness.run(
        ["open todoList", "windows", "todo add 2 x"], arguments: arguments, in: directory)
      #expect(second.status == .dataError)
      let windows = second.console.output.split(separator: "\n").map(String.init)
      #expect(windows.count == 1)
      let listing = try #require(windows.first)
      #expect(listing.contains(#""number":2,"id":"#) && listing.contains(#""open":false"#))
      #expect(listing.contains(#"{"number":4,"#))
      #expect(!listing.contains(#""number":5"#))
      #expect(second.console.errors.contains("window 2 is closed"))
    }
  }

  @Test func aTodoFileOfThePreviousFormatIsMigrated() async throws {
    try await TemporaryDirectory.with { directory in
      // A todo-only file as the previous version wrote it, for windows 1 and 2 of a run.
      let old = await SimulateHarness.run(
        ["open todoList", "open todoList", "windows"], arguments: ["--json"], in: directory)
      let listing = old.console.output
      let first = try #require(Self.id(number: 1, in: listing))
      let second = try #require(Self.id(number: 2, in: listing))
      let todoFile = """
        {"version":1,"windows":[\
        {"windowUUID":"\(second)","items":[{"title":"Call Ada","isCompleted":true}]},\
        {"windowUUID":"\(first)","items":[{"title":"Buy milk","isCompleted":false}]}]}
        """
      try todoFile.write(
        to: directory.appendingPathComponent("session.json"), atomically: true, encoding: .utf8)
      let run = await SimulateHarness.run(
        ["state", "open todoList", "windows"], arguments: arguments, in: directory)
      #expect(run.status == .success)
      #expect(run.console.errors == "")
      let lines = run.console.output.split(separator: "\n").map(String.init)
      #expect(lines.count == 2)
      // The file's windows come back open, in its order, each with its list.
      #expect(
        lines[0].contains(
          #"{"number":1,"id":"\#(second)","screens":{"todoList":{"items":[{"id":1,"title":"Call Ada""#
        ))
      #expect(
        lines[0].contains(
          #"{"number":2,"id":"\#(first)","screens":{"todoList":{"items":[{"id":1,"title":"Buy milk""#
        ))
      // A new window gets the next number and an id of its own.
      #expect(lines[1].contains(#""number":3"#))
      #expect(Self.id(number: 3, in: lines[1]).map { $0 != first && $0 != second } == true)
      // The file now holds the whole session.
      let saved = try String(
        contentsOf: directory.appendingPathComponent("session.json"), encoding: .utf8)
      #expect(saved.contains(#""version" : 2"#))
    }
  }

  /// The id of the window with a number in a `windows` or `state` line.
  static func id(number: Int, in line: String) -> String? {
    guard let range = line.range(of: #"{"number":\#(number),"id":""#) else { return nil }
    return String(line[range.upperBound...].prefix(36))
  }
}

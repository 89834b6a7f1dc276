import Foundation
import Redux
import SampleApp
import Testing

@testable import ReduxCLIKit

/// What `simulate` refuses of `undo`, `redo` and `goto`: bad arguments and positions, and jumps
/// in a recorded session or one kept in a state file. A refused jump changes nothing.
@MainActor
@Suite("simulate time travel: refusals")
struct TimeTravelRefusalTests {
  /// Each bad line after `open todoList` and `todo add 1 Milk` (positions 0 to 3, at 3), with
  /// the error it prints.
  nonisolated static let badLines: [(line: String, error: String)] = [
    (
      "redo",
      "error: nothing to redo: the session is at its latest action (position 3); a command "
        + "after 'undo' drops the undone actions. Type 'help' for commands."
    ),
    (
      "undo 4",
      "error: cannot undo 4 actions: the session is at position 3, so 'undo 3' goes back to "
        + "position 0. Type 'help' for commands."
    ),
    (
      "undo x",
      "error: 'x' is not a whole number from 1. Type 'help undo' for its usage."
    ),
    ("undo 0", "error: '0' is not a whole number from 1. Type 'help undo' for its usage."),
    ("undo -1", "error: '-1' is not a whole number from 1. Type 'help undo' for its usage."),
    ("goto -1", "error: '-1' is not a whole number from 0. Type 'help goto' for its usage."),
    ("redo 2x", "error: '2x' is not a whole number from 1. Type 'help redo' for its usage."),
    (
      "goto 4",
      "error: no position 4: the history holds positions 0 to 3. "
        + "Type 'help history' for its usage."
    ),
    ("goto one", "error: 'one' is not a whole number from 0. Type 'help goto' for its usage."),
    ("goto", "error: missing argument <position>. Type 'help goto' for its usage."),
    ("undo 1 2", "error: unexpected argument '2'. Type 'help undo' for its usage."),
  ]

  @Test(arguments: badLines)
  func aRefusedJumpChangesNothing(line: String, error: String) async throws {
    let simulator = Simulator()
    let console = BufferedConsole()
    let session = SimulatorSession(
      simulator: simulator, console: console, options: SimulatorSession.Options())
    for setup in ["open todoList", "todo add 1 Milk"] {
      _ = try await session.execute(setup)
    }
    let history = try #require(simulator.timeTravel.history)
    let stateBefore = simulator.store.state
    let outputBefore = console.transcript
    do {
      _ = try await session.execute(line)
      Issue.record("'\(line)' was not refused")
    } catch let refusal {
      #expect(refusal.message == error)
    }
    #expect(simulator.store.state == stateBefore)
    #expect(history.position == 3)
    #expect(history.latestPosition == 3)
    #expect(console.transcript == outputBefore)
  }

  @Test func jumpsAreRefusedWhileRecordingAndTheRecordingStillReplays() async throws {
    try await TemporaryDirectory.with { directory in
      let script = "open todoList\ntodo add 1 Milk\nhistory\nundo\n"
      try script.write(
        to: directory.appendingPathComponent("session.txt"), atomically: true, encoding: .utf8)
      let run = await SimulateHarness.run(
        [], arguments: ["--script", "session.txt", "--record", "session.jsonl"], in: directory)
      #expect(run.status == .dataError)
      #expect(
        run.console.errors
          == "session.txt:4: error: time travel is off while recording: a recording holds the "
          + "actions of one timeline, and a jump is not one of them. 'history' still lists the "
          + "actions. Type 'help' for commands.\n")
      #expect(run.console.output.contains("> 3  Action(TodoListAction.add"))

      let console = BufferedConsole()
      let replay = await RootCommand.run(
        ["replay", "session.jsonl", "--json"],
        context: CommandContext(console: console, currentDirectory: directory))
      #expect(replay == .success)
      #expect(
        console.output.contains(
          "\"items\":[{\"id\":1,\"title\":\"Milk\",\"isCompleted\":false}]"))
    }
  }

  @Test func jumpsAreRefusedWithAStateFile() async throws {
    try await TemporaryDirectory.with { directory in
      let run = await SimulateHarness.run(
        ["open todoList", "todo add 1 Milk", "goto 0"], arguments: ["--state-file", "todos.json"],
        in: directory)
      #expect(run.status == .dataError)
      #expect(
        run.console.errors
          == "stdin:3: error: time travel is off with --state-file: the file saves the session as "
          + "it changes, and would follow the jumps. 'history' still lists the actions. "
          + "Type 'help' for commands.\n")
    }
  }
}

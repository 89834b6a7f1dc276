import Foundation
import ReduxCLIKit
import Testing

/// `simulate --record` then `replay --json`: the replay ends in the very `state` line the
/// session printed (issue 19).
@MainActor
@Suite("replay: end to end", .timeLimit(.minutes(5)))
struct ReplayEndToEndTests {
  /// Windows opened and closed, screens shown and hidden, todos added, toggled, moved and
  /// removed, settings changed from several windows, and suggestions, whose results the todo
  /// list middleware dispatches, accepted.
  static let script = """
    open todoList
    open todoList settings
    open settings
    todo add 1 Buy milk
    todo add 1 Call Ada
    todo add 2 Book the dentist
    todo toggle 1 2
    todo move 1 2 1
    todo suggest 1
    todo accept 1
    todo suggest 2
    todo accept 2
    todo remove 1 1
    settings background purple 2
    settings text black 3
    settings background blue
    show 3 todoList
    todo add 3 Water the plants
    hide 2 settings
    show 1 exampleFeature
    example 1
    close 1
    open todoList
    todo add 4 Read a book
    state
    """

  @Test func aReplayEndsInTheSessionsStateLineEveryTime() async throws {
    for iteration in 1...20 {
      try await TemporaryDirectory.with { directory in
        let session = try await ReplayHarness.record(
          Self.script, arguments: ["--json"], in: directory)
        #expect(session.status == .success, "iteration \(iteration)")
        #expect(session.console.errors == "", "iteration \(iteration)")
        let recording = try ReplayHarness.recording(in: directory)
        // The suggestions' results came from the middleware, and were recorded.
        #expect(recording.contains("TodoListAction.suggestionReceived"))
        #expect(recording.contains("TodoListAction.requestSuggestion"))
        let replay = await ReplayHarness.run(["replay", "session.jsonl", "--json"], in: directory)
        #expect(replay.status == .success, "iteration \(iteration)")
        #expect(replay.console.errors == "", "iteration \(iteration)")
        #expect(session.console.output.split(separator: "\n").count == 1)
        #expect(replay.console.output == session.console.output, "iteration \(iteration)")
      }
    }
  }

  /// Sessions with several instances of a screen, whose actions carry their instance.
  nonisolated static let instanceScripts = [
    // The second list is shown, changed, hidden and shown again: a new instance, empty, that a
    // replay aiming the actions at the first list would not reach.
    """
    open todoList
    todo add 1 Tea
    show 1 todoList#2
    todo add 1#2 Milk
    todo toggle 1#2 1
    hide 1 todoList#2
    show 1 todoList#2
    todo add 1#2 Eggs
    state
    """,
    // The first list is hidden while two others are shown: they move up a number.
    """
    open todoList
    todo add 1 Tea
    show 1 todoList#2
    todo add 1#2 Milk
    show 1 todoList#3
    todo add 1#3 Jam
    hide 1 todoList
    todo add 1 Bread
    todo add 1#2 Eggs
    show 1 todoList#3
    state
    """,
  ]

  @Test(arguments: instanceScripts)
  func aReplayKeepsTheScreenInstancesTheSessionUsed(script: String) async throws {
    try await TemporaryDirectory.with { directory in
      let session = try await ReplayHarness.record(script, arguments: ["--json"], in: directory)
      #expect(session.status == .success)
      #expect(session.console.errors == "")
      #expect(session.console.output.contains(#""todoList#2":{"items":[{"id":1,"title":"#))
      let recording = try ReplayHarness.recording(in: directory)
      #expect(recording.contains(#""instance":"#))
      #expect(!recording.contains("unrecordable"))
      let replay = await ReplayHarness.run(["replay", "session.jsonl", "--json"], in: directory)
      #expect(replay.status == .success)
      #expect(replay.console.errors == "")
      #expect(session.console.output.split(separator: "\n").count == 1)
      #expect(replay.console.output == session.console.output)
    }
  }

  @Test func theStateLineHasTheSessionsWindowNumbers() async throws {
    try await TemporaryDirectory.with { directory in
      _ = try await ReplayHarness.record(Self.script, arguments: ["--json"], in: directory)
      let replay = await ReplayHarness.run(["replay", "session.jsonl", "--json"], in: directory)
      let line = replay.console.output
      // Window 1 was closed; windows 2, 3 and 4 are left, with their numbers.
      #expect(!line.contains(#""number":1,"#))
      #expect(line.contains(#""number":2,"#))
      #expect(line.contains(#""number":4,"#))
      #expect(line.contains(#""backgroundColor":"blue""#))
      #expect(line.contains(#""textColor":"black""#))
    }
  }

  @Test func aReplayDrawsTheWindowsTheSessionEndedWith() async throws {
    try await TemporaryDirectory.with { directory in
      let session = try await ReplayHarness.record(
        "open todoList\ntodo add 1 Buy milk\nopen settings\nsettings background purple 2\n",
        in: directory)
      #expect(session.status == .success)
      let replay = await ReplayHarness.run(["replay", "session.jsonl"], in: directory)
      #expect(replay.status == .success)
      #expect(replay.console.errors == "")
      // The replay draws the boxes the session drew after its last step, without its log.
      let lastStep = try #require(
        session.console.output.components(separatedBy: "> settings background purple 2\n")
          .last)
      #expect(lastStep.hasPrefix(String(replay.console.output.dropLast())))
      #expect(replay.console.output.contains("window 1 ·"))
      #expect(replay.console.output.contains("1. [ ] Buy milk"))
      #expect(replay.console.output.contains("Background is now purple"))
    }
  }

  @Test func stepsDrawEveryActionWithTheFieldsItChanged() async throws {
    try await TemporaryDirectory.with { directory in
      _ = try await ReplayHarness.record(
        "open todoList\ntodo add 1 Buy milk\nsettings background purple\n", in: directory)
      let replay = await ReplayHarness.run(
        ["replay", "session.jsonl", "--steps", "--width", "200"], in: directory)
      #expect(replay.status == .success)
      let output = replay.console.output
      #expect(output.contains("Action 1 of 4 (line 2):"))
      #expect(output.contains("Action 4 of 4 (line 5):"))
      #expect(output.contains("WindowActionType.openWindow"))
      #expect(output.contains("ScreenActionType.showScreen"))
      #expect(output.contains("TodoListAction.add"))
      #expect(output.contains(#""Buy milk""#))
      #expect(output.contains("settings.backgroundColor: .red → .purple"))
      #expect(output.components(separatedBy: "window 1 ·").count - 1 == 4)
    }
  }

  @Test func aScriptStoppedByABadLineLeavesTheRecordingOfWhatRan() async throws {
    try await TemporaryDirectory.with { directory in
      let reference = try await ReplayHarness.record(
        "open todoList\ntodo add 1 Buy milk\nstate\n", arguments: ["--json"], in: directory)
      let session = try await ReplayHarness.record(
        "open todoList\ntodo add 1 Buy milk\ntodo toggle 1 9\ntodo add 1 Never\n",
        arguments: ["--json"], in: directory)
      #expect(session.status == .dataError)
      #expect(session.console.errors.contains("session.txt:3:"))
      let replay = await ReplayHarness.run(["replay", "session.jsonl", "--json"], in: directory)
      #expect(replay.status == .success)
      #expect(replay.console.output == reference.console.output)
    }
  }

  @Test func pipedInputAndTheInteractivePromptAreRecordedUntilQuit() async throws {
    for interactive in [false, true] {
      try await TemporaryDirectory.with { directory in
        let session = await SimulateHarness.run(
          ["open todoList", "todo add 1 Buy milk", "state", "quit", "todo add 1 Never"],
          arguments: ["--record", "session.jsonl", "--json"], interactive: interactive,
          in: directory)
        #expect(session.status == .success)
        let replay = await ReplayHarness.run(
          ["replay", "session.jsonl", "--json"], in: directory)
        #expect(replay.status == .success)
        #expect(replay.console.output == session.console.output, "interactive: \(interactive)")
        #expect(!replay.console.output.contains("Never"))
      }
    }
  }

  @Test func aRecordingWithAStateFileStartsFromTheRestoredTodos() async throws {
    try await TemporaryDirectory.with { directory in
      let first = await SimulateHarness.run(
        ["open todoList", "todo add 1 Buy milk", "todo toggle 1 1"],
        arguments: ["--state-file", "todos.json", "--json"], in: directory)
      #expect(first.status == .success)
      let session = try await ReplayHarness.record(
        "open todoList\ntodo add 1 Call Ada\nstate\n",
        arguments: ["--state-file", "todos.json", "--json"], in: directory)
      #expect(session.status == .success)
      #expect(session.console.output.contains(#""title":"Buy milk","isCompleted":true"#))
      // The session came back through a recorded restore of the windows.
      #expect(try ReplayHarness.recording(in: directory).contains("\"RestoreWindowsAction\""))
      let replay = await ReplayHarness.run(["replay", "session.jsonl", "--json"], in: directory)
      #expect(replay.console.output == session.console.output)
    }
  }

  @Test func aReplayOfARestoredSessionKeepsItsWindowNumbers() async throws {
    try await TemporaryDirectory.with { directory in
      let arguments = ["--state-file", "session.json", "--json"]
      let first = await SimulateHarness.run(
        ["open todoList", "open settings", "open todoList", "todo add 3 Milk", "close 1"],
        arguments: arguments, in: directory)
      #expect(first.status == .success)
      let session = try await ReplayHarness.record(
        "open todoList\ntodo add 4 Tea\nstate\n", arguments: arguments, in: directory)
      #expect(session.status == .success)
      #expect(session.console.output.contains(#"{"number":4,"#))
      #expect(!session.console.output.contains(#"{"number":1,"#))
      let replay = await ReplayHarness.run(["replay", "session.jsonl", "--json"], in: directory)
      #expect(replay.status == .success)
      #expect(replay.console.output == session.console.output)
    }
  }

  @Test func recordNeedsAFolderThatExists() async throws {
    try await TemporaryDirectory.with { directory in
      let run = await ReplayHarness.run(
        ["simulate", "--record", "nowhere/session.jsonl"], in: directory)
      #expect(run.status == .usageError)
      #expect(run.console.errors.contains("the folder of --record does not exist"))
    }
  }

  @Test func recordNeverOverwritesAFileThatIsNotARecording() async throws {
    try await TemporaryDirectory.with { directory in
      let notes = directory.appendingPathComponent("notes.jsonl")
      try "precious\n".write(to: notes, atomically: true, encoding: .utf8)
      let run = await SimulateHarness.run(
        ["open todoList"], arguments: ["--record", "notes.jsonl"], in: directory)
      #expect(run.status == .usageError)
      #expect(
        run.console.errors
          == "error: --record would overwrite \(notes.path), which is not a recording; name a "
          + "new file, or remove that one first. See 'redux-cli simulate --help'.\n")
      #expect(run.console.output == "")
      #expect(try String(contentsOf: notes, encoding: .utf8) == "precious\n")
    }
  }

  @Test func recordReplacesARecordingMadeBeforeAndFillsAnEmptyFile() async throws {
    try await TemporaryDirectory.with { directory in
      for script in [["open todoList", "todo add 1 Buy milk"], ["open settings"]] {
        let run = await SimulateHarness.run(
          script, arguments: ["--record", "session.jsonl"], in: directory)
        #expect(run.status == .success)
      }
      let replay = await ReplayHarness.run(["replay", "session.jsonl", "--json"], in: directory)
      #expect(replay.status == .success)
      #expect(replay.console.output.contains("settings"))
      #expect(!replay.console.output.contains("Buy milk"))

      try Data().write(to: directory.appendingPathComponent("empty.jsonl"))
      let intoEmpty = await SimulateHarness.run(
        ["open todoList"], arguments: ["--record", "empty.jsonl"], in: directory)
      #expect(intoEmpty.status == .success)
      let replayed = await ReplayHarness.run(["replay", "empty.jsonl"], in: directory)
      #expect(replayed.status == .success)
    }
  }

  @Test func recordNeverOverwritesTheScriptOrTheStateFile() async throws {
    try await TemporaryDirectory.with { directory in
      let script = "open todoList\n"
      try script.write(
        to: directory.appendingPathComponent("session.txt"), atomically: true, encoding: .utf8)
      let overScript = await ReplayHarness.run(
        ["simulate", "--script", "session.txt", "--record", "./session.txt"], in: directory)
      #expect(overScript.status == .usageError)
      #expect(overScript.console.errors.contains("--record would overwrite"))
      #expect(overScript.console.output == "")
      let kept = try String(
        contentsOf: directory.appendingPathComponent("session.txt"), encoding: .utf8)
      #expect(kept == script)
      let overState = await ReplayHarness.run(
        ["simulate", "--state-file", "todos.json", "--record", "todos.json"], in: directory)
      #expect(overState.status == .usageError)
      #expect(overState.console.errors.contains("--record would overwrite"))
    }
  }
}

import Foundation
import Redux
import SampleApp
import Testing

@testable import ReduxCLIKit

/// `history`, `undo`, `redo` and `goto` in `simulate`: the states they reach, their output in
/// text and JSON, the undone branch a command drops, and their refusals.
@MainActor
@Suite("simulate time travel")
struct TimeTravelCommandTests {
  /// A session in JSON, driven line by line in-process, with its console.
  private func jsonSession() -> (Simulator, SimulatorSession, BufferedConsole) {
    let simulator = Simulator()
    let console = BufferedConsole()
    let session = SimulatorSession(
      simulator: simulator, console: console, options: SimulatorSession.Options(json: true))
    return (simulator, session, console)
  }

  /// What a line printed on standard output.
  private func output(
    of line: String, in session: SimulatorSession, console: BufferedConsole
  ) async throws -> String {
    let before = console.output.count
    _ = try await session.execute(line)
    return String(console.output.dropFirst(before))
  }

  @Test func undoRedoAndGotoGiveExactlyTheStatesTheSessionHad() async throws {
    let (simulator, session, console) = jsonSession()
    let history = try #require(simulator.timeTravel.history)
    let script = [
      "open todoList", "todo add 1 Milk", "todo add 1 Eggs", "open todoList settings",
      "todo add 2 Bread", "todo toggle 1 2", "settings background blue 2", "todo move 1 2 1",
      "show 1 exampleFeature", "example 1", "hide 1 exampleFeature", "todo suggest 2",
      "todo accept 2", "todo remove 1 1", "settings text black", "open settings", "close 1",
      "hide 2 settings", "todo add 2 Tea",
    ]
    var captured: [Int: (state: String, windows: String)] = [
      0: (
        try await output(of: "state", in: session, console: console),
        try await output(of: "windows", in: session, console: console)
      )
    ]
    for line in script {
      #expect(try await output(of: line, in: session, console: console) == "")
      captured[history.position] = (
        try await output(of: "state", in: session, console: console),
        try await output(of: "windows", in: session, console: console)
      )
    }
    #expect(captured.count == script.count + 1)
    let positions = captured.keys.sorted()
    let end = try #require(positions.last)

    func expectCaptured(_ label: String) async throws {
      let position = history.position
      let state = try await output(of: "state", in: session, console: console)
      #expect(state == captured[position]?.state, "\(label): position \(position)")
      // Windows keep their numbers; only those open there are listed open, with their screens.
      let windows = try await output(of: "windows", in: session, console: console)
      let expected = try #require(captured[position]).windows
      #expect(openWindows(in: windows) == openWindows(in: expected), "\(label): \(position)")
    }

    // Every captured position, back and forth over the closing of window 1.
    for position in [
      0, end, positions[5], positions[10], positions[2], end, positions[16], positions[3], end,
    ] {
      #expect(try await output(of: "goto \(position)", in: session, console: console) == "")
      try await expectCaptured("goto \(position)")
    }
    for (later, earlier) in zip(positions.reversed(), positions.reversed().dropFirst()) {
      _ = try await output(of: "undo \(later - earlier)", in: session, console: console)
      try await expectCaptured("undo to \(earlier)")
    }
    for (earlier, later) in zip(positions, positions.dropFirst()) {
      _ = try await output(of: "redo \(later - earlier)", in: session, console: console)
      try await expectCaptured("redo to \(later)")
    }
    #expect(history.position == end)
  }

  /// The open windows of a `windows --json` line, with their screens.
  private func openWindows(in line: String) -> [String] {
    line.components(separatedBy: "{\"number\"")
      .filter { $0.contains("\"open\":true") }
      .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: ",]\n")) }
  }

  @Test func historyListsTheActionsAndMarksThePosition() async throws {
    let run = try await SimulateHarness.runScript(
      "open todoList\ntodo add 1 Milk\nundo\nhistory\n")
    #expect(run.status == .success)
    let window = WindowIDs.numbered.make(1).shortDescription
    #expect(
      run.console.output.hasSuffix(
        """
        > history
        History: 3 actions, at position 2. 'undo', 'redo' and 'goto' move.
          0  (start)
          1  WindowAction(WindowActionType.openWindow, window: \(window))
        > 2  ScreenAction<AppScreen>(ScreenActionType.showScreen, window: \(window),
             screen: .todoList)
          3  Action(TodoListAction.add(title: "Milk"), window: \(window))


        """))
  }

  @Test func undoRedrawsTheWindowsWithTheFieldsItChanged() async throws {
    let run = try await SimulateHarness.runScript("open todoList\ntodo add 1 Milk\nundo\n")
    #expect(run.status == .success)
    let window = WindowIDs.numbered.make(1).shortDescription
    #expect(
      run.console.output.hasSuffix(
        """
        > undo
        ┌─ window 1 · \(window) ──────────────┐
        ├─ todoList ─────────────────────────┤
        │ Todos (background red, text white) │
        │ (no todos)                         │
        └────────────────────────────────────┘
          TimeTravelAction(TimeTravelActionType.jump, to position: 2)
            activeScreens.screensByWindow[\(window)][0].todoList.items[0]: TodoItem(id:
                1, title: "Milk", isCompleted: false) → (none)
            activeScreens.screensByWindow[\(window)][0].todoList.nextItemID: 2 → 1


        """))
  }

  @Test func historyInJSONIsOneLineAndJumpsPrintNothing() async throws {
    let run = await SimulateHarness.run(
      ["open todoList", "todo add 1 Milk", "undo", "history", "goto 3", "state"],
      arguments: ["--json"])
    #expect(run.status == .success)
    let lines = run.console.output.split(separator: "\n").map(String.init)
    #expect(lines.count == 2)
    let window = WindowIDs.numbered.make(1).shortDescription
    let rows: [String] = [
      "{\"position\":0,\"action\":null,\"window\":null,\"current\":false}",
      "{\"position\":1,\"action\":\"WindowAction(WindowActionType.openWindow, window: "
        + window + ")\",\"window\":1,\"current\":false}",
      "{\"position\":2,\"action\":\"ScreenAction<AppScreen>(ScreenActionType.showScreen, "
        + "window: " + window + ", screen: .todoList)\",\"window\":1,\"current\":true}",
      "{\"position\":3,\"action\":\"Action(TodoListAction.add(title: "
        + "\\\"Milk\\\"), window: " + window + ")\",\"window\":1,\"current\":false}",
    ]
    let expected = "[" + rows.joined(separator: ",") + "]"
    #expect(lines.first == expected)
    #expect(
      lines.last?.contains("\"items\":[{\"id\":1,\"title\":\"Milk\",\"isCompleted\":false}]")
        == true)
  }

  @Test func aCommandAfterUndoDropsTheUndoneActions() async throws {
    let script = "open todoList\ntodo add 1 Milk\ntodo add 1 Eggs\nundo 2\ntodo add 1 Tea\nredo\n"
    let run = try await SimulateHarness.runScript(script)
    let error =
      "session.txt:6: error: nothing to redo: the session is at its latest action "
      + "(position 3); a command after 'undo' drops the undone actions. "
      + "Type 'help' for commands.\n"
    #expect(run.status == .dataError)
    #expect(run.console.errors == error)

    // At the prompt, the session goes on, with the new branch.
    let typed = await SimulateHarness.run(
      script.split(separator: "\n").map(String.init) + ["history"], interactive: true)
    #expect(typed.status == .success)
    #expect(typed.console.errors == String(error.dropFirst("session.txt:6: ".count)))
    #expect(typed.console.output.contains("> 3  Action(TodoListAction.add(title: "))
    #expect(typed.console.output.contains("\"Tea\""))
    #expect(!typed.console.output.contains("  4  "))
  }

  @Test func aWindowBroughtBackByAJumpTakesNoCommands() async throws {
    let script = "open todoList\ntodo add 1 Milk\nclose 1\nundo 2\nwindows\ntodo add 1 Tea\n"
    let run = try await SimulateHarness.runScript(script)
    #expect(run.status == .dataError)
    #expect(
      run.console.errors
        == "session.txt:6: error: window 1 is back only as time travel shows it: its work "
        + "ended when the session went back over its closing or its opening, and it takes no "
        + "commands. 'open' opens a new window. Type 'help' for commands.\n")
    // It is drawn, and listed, as the state it was brought back to has it.
    #expect(run.console.output.contains("│ 1. [ ] Milk"))
    #expect(
      run.console.output.contains(
        "> windows\n  1  \(WindowIDs.numbered.make(1).uuidString)  todoList\n"))
  }

  @Test func goingBackBeforeAWindowOpenedListsItAsNotOpenYet() async throws {
    let run = await SimulateHarness.run(
      ["open todoList", "open settings", "goto 2", "windows", "state"], arguments: ["--json"])
    #expect(run.status == .success)
    let lines = run.console.output.split(separator: "\n").map(String.init)
    #expect(lines.count == 2)
    #expect(lines.first?.contains("{\"number\":2,") == true)
    #expect(lines.first?.hasSuffix("\"open\":false,\"screens\":[]}]") == true)
    #expect(lines.last?.contains("\"number\":2") == false)
  }

  @Test func helpListsTheTimeTravelCommands() async throws {
    let run = await SimulateHarness.run(["help"])
    for usage in ["history", "undo [<count>]", "redo [<count>]", "goto <position>"] {
      #expect(run.console.output.contains("\n  \(usage) "), "\(usage)")
    }
    let undo = await SimulateHarness.run(["help undo"])
    #expect(undo.console.output.contains("drops the undone actions"))
  }

  @Test func aJumpToAFetchingListWaitsForNoFetchAndAskingAgainFetches() async throws {
    // Positions: 1 openWindow, 2 showScreen, 3 requestSuggestion, 4 suggestionReceived.
    let run = try await SimulateHarness.runScript(
      "open todoList\ntodo suggest 1\ngoto 3\ntodo suggest 1\nhistory\n",
      arguments: ["--width", "100"])
    #expect(run.status == .success)
    #expect(run.console.errors == "")
    let afterGoto = try #require(run.console.output.components(separatedBy: "> goto 3\n").last)
    let drawnAtGoto = try #require(afterGoto.components(separatedBy: "> todo suggest 1").first)
    #expect(drawnAtGoto.contains("│ Suggestion: fetching..."))
    let afterAsking = try #require(afterGoto.components(separatedBy: "> todo suggest 1\n").last)
    #expect(afterAsking.contains("│ Suggestion: Water the plants"))
    #expect(afterAsking.contains("  3  Action(TodoListAction.requestSuggestion"))
    #expect(afterAsking.contains("  4  Action(TodoListAction.requestSuggestion"))
    #expect(afterAsking.contains("> 5  Action(TodoListAction.suggestionReceived"))
  }

  @Test func aScreenAJumpShowsAgainGetsAControllerWithoutAnAction() async throws {
    let simulator = Simulator()
    let console = BufferedConsole()
    let session = SimulatorSession(
      simulator: simulator, console: console, options: SimulatorSession.Options())
    let history = try #require(simulator.timeTravel.history)
    for line in ["open todoList settings", "hide 1 settings", "undo"] {
      _ = try await session.execute(line)
    }
    // Positions: 1 openWindow, 2 and 3 showScreen, 4 closeScreen; the undo dispatched nothing
    // the history records.
    #expect(history.position == 3)
    #expect(history.latestPosition == 4)
    let window = simulator.registry.windows[0]
    let settings: SettingsController = try simulator.controller(showing: .settings, in: window)
    #expect(settings.renderedText == "Settings: background red, text white")

    // The settings screen's controller takes the change, and confirms it; hiding it closes it.
    _ = try await session.execute("settings background blue 1")
    #expect(settings.renderedText.hasSuffix("Background is now blue"))
    _ = try await session.execute("hide 1 settings")
    #expect(!simulator.store.state.activeScreens.isShowing(.settings, in: window.uuid))
    #expect(history.position == 5)
    #expect(history.action(at: 5)?.description.contains("closeScreen") == true)
  }

  @Test func aWindowOpenedAfterGoingBackGetsTheNextNumber() async throws {
    let run = try await SimulateHarness.runScript(
      "open todoList\nopen\ngoto 0\nopen todoList\ntodo add 3 Tea\nwindows\n")
    #expect(run.status == .success)
    let ids = (1...3).map { WindowIDs.numbered.make($0).uuidString }
    #expect(
      run.console.output.hasSuffix(
        """
        > windows
          1  \(ids[0])  not open yet
          2  \(ids[1])  not open yet
          3  \(ids[2])  todoList


        """))
  }
}

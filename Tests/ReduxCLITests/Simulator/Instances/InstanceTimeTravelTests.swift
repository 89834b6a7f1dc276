import Foundation
import Redux
import SampleApp
import Testing

@testable import ReduxCLIKit

/// `undo`, `redo` and `goto` over the showing and hiding of further instances of a screen
/// (`todoList#2`): the controllers follow the state jumped to, the drawing, the JSON keys and
/// `windows` agree with it, and an instance back after its work ended takes no commands.
@MainActor
@Suite("simulate time travel with screen instances", .timeLimit(.minutes(5)))
struct InstanceTimeTravelTests {
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

  /// The error a line is refused with.
  private func refusal(of line: String, in session: SimulatorSession) async -> String? {
    do {
      _ = try await session.execute(line)
      return nil
    } catch {
      return error.message
    }
  }

  @Test func undoRedoAndGotoOverShowAndHideOfASecondListGiveTheCapturedStates() async throws {
    let (simulator, session, console) = jsonSession()
    let history = try #require(simulator.timeTravel.history)
    let script = [
      "open todoList", "todo add 1 Eggs", "show 1 todoList#2", "todo add 1#2 Milk",
      "show 1 todoList#3", "todo add 1#3 Tea", "hide 1 todoList#2", "todo add 1#2 Jam",
      "hide 1 todoList", "todo add 1 Rice",
    ]
    var captured: [Int: (state: String, windows: String)] = [:]
    func capture() async throws {
      captured[history.position] = (
        try await output(of: "state", in: session, console: console),
        try await output(of: "windows", in: session, console: console)
      )
    }
    try await capture()
    for line in script {
      #expect(try await output(of: line, in: session, console: console) == "")
      try await capture()
    }
    #expect(captured.count == script.count + 1)
    let positions = captured.keys.sorted()
    let end = try #require(positions.last)

    func expectCaptured(_ label: String) async throws {
      let position = history.position
      let expected = try #require(captured[position], "\(label): position \(position)")
      #expect(try await output(of: "state", in: session, console: console) == expected.state)
      // Before the first action, no window is open yet; `windows` then lists window 1 as such.
      if position > 0 {
        let windows = try await output(of: "windows", in: session, console: console)
        #expect(windows == expected.windows, "\(label): position \(position)")
      }
      // One controller per instance the state shows, and one box per instance.
      let window = simulator.registry.windows[0].uuid
      let shown = simulator.store.state.activeScreens.instances(of: .todoList, in: window)
      #expect(
        simulator.instanceControllers(of: .todoList, in: window).count == shown.count,
        "\(label): position \(position)")
      #expect(
        simulator.windowBoxes().first?.sections.map(\.name) ?? []
          == simulator.namedScreens(in: window).map(\.name))
    }

    for position in [0, end, positions[4], positions[7], positions[2], end, positions[6]] {
      #expect(try await output(of: "goto \(position)", in: session, console: console) == "")
      try await expectCaptured("goto \(position)")
    }
    _ = try await output(of: "goto \(end)", in: session, console: console)
    for (later, earlier) in zip(positions.reversed(), positions.reversed().dropFirst()) {
      _ = try await output(of: "undo \(later - earlier)", in: session, console: console)
      try await expectCaptured("undo to \(earlier)")
    }
    for (earlier, later) in zip(positions, positions.dropFirst()) {
      _ = try await output(of: "redo \(later - earlier)", in: session, console: console)
      try await expectCaptured("redo to \(later)")
    }
  }

  @Test func aSecondListBackAfterItsHideIsDrawnAndKeyedButTakesNoCommands() async throws {
    let (simulator, session, console) = jsonSession()
    for line in ["open todoList", "show 1 todoList#2", "todo add 1#2 Milk", "hide 1 todoList#2"] {
      _ = try await session.execute(line)
    }
    _ = try await session.execute("undo 1")
    let state = try await output(of: "state", in: session, console: console)
    #expect(state.contains("\"todoList#2\""))
    #expect(state.contains("Milk"))
    let window = simulator.registry.windows[0]
    #expect(simulator.instanceControllers(of: .todoList, in: window.uuid).count == 2)
    #expect(simulator.windowBoxes().first?.sections.map(\.name) == ["todoList", "todoList#2"])
    #expect(simulator.windowBoxes().first?.sections.last?.text.contains("Milk") == true)

    let retired =
      "error: todoList#2 in window 1 is back only as time travel shows it: its work ended when "
      + "it was hidden, and it takes no commands. 'show 1 todoList#3' shows a new one. "
      + "Type 'help' for commands."
    let position = try #require(simulator.timeTravel.history).position
    for line in ["todo add 1#2 x", "todo suggest 1#2", "hide 1 todoList#2"] {
      #expect(await refusal(of: line, in: session) == retired)
    }
    #expect(try await output(of: "state", in: session, console: console) == state)
    #expect(simulator.timeTravel.history?.position == position)

    // The first list still takes commands, and a third list can be shown beside the second.
    _ = try await session.execute("todo add 1 Eggs")
    _ = try await session.execute("show 1 todoList#3")
    _ = try await session.execute("todo add 1#3 Tea")
    let after = try await output(of: "state", in: session, console: console)
    #expect(after.contains("\"todoList#3\""))
    let third = try #require(
      simulator.store.state.activeScreens.instances(of: .todoList, in: window.uuid).last)
    #expect(
      simulator.store.state.todoList(in: window.uuid, instance: third)?.items.map(\.title)
        == ["Tea"])
  }

  @Test func undoOverTheShowOfASecondListParksItsController() async throws {
    let (simulator, session, _) = jsonSession()
    for line in ["open todoList", "show 1 todoList#2", "todo add 1#2 Milk"] {
      _ = try await session.execute(line)
    }
    let window = simulator.registry.windows[0]
    let parkedBefore = simulator.timeTravel.parkedControllers.count
    _ = try await session.execute("undo 2")
    #expect(simulator.instanceControllers(of: .todoList, in: window.uuid).count == 1)
    #expect(simulator.timeTravel.parkedControllers.count == parkedBefore + 1)
    #expect(simulator.windowBoxes().first?.sections.map(\.name) == ["todoList"])
    #expect(
      await refusal(of: "todo add 1#2 x", in: session)
        == "error: window 1 has no todoList#2: it shows only todoList. Type 'help' for commands.")

    // Back again, the second list is drawn as the state has it; its work ended at the jump.
    _ = try await session.execute("redo 2")
    #expect(simulator.instanceControllers(of: .todoList, in: window.uuid).count == 2)
    #expect(simulator.windowBoxes().first?.sections.last?.text.contains("Milk") == true)
    #expect(
      await refusal(of: "todo add 1#2 x", in: session)?.hasPrefix(
        "error: todoList#2 in window 1 is back only as time travel shows it") == true)
  }

  @Test func aListShownAcrossAJumpKeepsItsControllerAndTakesCommands() async throws {
    let (simulator, session, _) = jsonSession()
    for line in [
      "open todoList", "show 1 todoList#2", "todo add 1#2 Milk", "show 1 exampleFeature",
    ] {
      _ = try await session.execute(line)
    }
    let window = simulator.registry.windows[0]
    let second = try #require(simulator.instanceControllers(of: .todoList, in: window.uuid).last)
    _ = try await session.execute("undo 1")
    #expect(simulator.instanceControllers(of: .todoList, in: window.uuid).last === second)
    _ = try await session.execute("todo add 1#2 Eggs")
    let instance = try #require(
      simulator.store.state.activeScreens.instances(of: .todoList, in: window.uuid).last)
    #expect(
      simulator.store.state.todoList(in: window.uuid, instance: instance)?.items.map(\.title)
        == ["Milk", "Eggs"])
  }

  @Test func aFirstListBackAfterAnUnnamedHideTakesCommandsBesideTheSecond() async throws {
    let (simulator, session, _) = jsonSession()
    for line in [
      "open todoList", "todo add 1 Eggs", "show 1 todoList#2", "todo add 1#2 Milk",
      "hide 1 todoList",
    ] {
      _ = try await session.execute(line)
    }
    _ = try await session.execute("undo 1")
    let window = simulator.registry.windows[0]
    let instances = simulator.store.state.activeScreens.instances(of: .todoList, in: window.uuid)
    #expect(instances.count == 2)
    _ = try await session.execute("todo add 1 Bread")
    _ = try await session.execute("todo add 1#2 Tea")
    let lists = instances.map {
      simulator.store.state.todoList(in: window.uuid, instance: $0)?.items.map(\.title)
    }
    #expect(lists == [["Eggs", "Bread"], ["Milk", "Tea"]])
  }
}

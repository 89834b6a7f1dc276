import Foundation
import Redux
import SampleApp
import Testing

@testable import ReduxCLIKit

/// Bad input: one clear line, and nothing changes. A person's session goes on; a script stops
/// at the line, with its number and exit code 65.
@MainActor
@Suite("simulate refusals")
struct SimulatorRejectionTests {
  /// Two windows: 1 shows a list with one todo, 2 was closed; 3 shows the settings.
  private let setup = [
    "open todoList", "todo add 1 Buy milk", "open", "close 2", "open settings",
  ]

  /// Each bad line, with the error it must print.
  nonisolated static let badLines: [(line: String, error: String)] = [
    ("frobnicate 1", "error: unknown command 'frobnicate'. Type 'help' for commands."),
    ("close 9", "error: no window 9. Windows: 1, 3. Type 'help' for commands."),
    ("close zz", "error: no window 'zz'. Windows: 1, 3. Type 'help' for commands."),
    ("show 2 todoList", "error: window 2 is closed. Windows: 1, 3. Type 'help' for commands."),
    (
      "show 1 profile",
      "error: no screen 'profile'. Screens: todoList, settings, exampleFeature. "
        + "Type 'help show' for its usage."
    ),
    ("show 1", "error: missing argument <screen>. Type 'help show' for its usage."),
    ("show 1 todoList", "error: window 1 already shows todoList. Type 'help' for commands."),
    ("hide 1 settings", "error: window 1 does not show settings. Type 'help' for commands."),
    ("todo add 1", "error: missing argument <text>. Type 'help todo add' for its usage."),
    (
      "todo add 3 Eggs",
      "error: window 3 does not show todoList: 'show 3 todoList' shows it. "
        + "Type 'help' for commands."
    ),
    (
      "todo toggle 1 2",
      "error: window 1 has no todo 2: it has 1 todo. Type 'help' for commands."
    ),
    (
      "todo move 1 1 5",
      "error: window 1 has no todo 5: it has 1 todo. Type 'help' for commands."
    ),
    (
      "todo remove 1 x",
      "error: 'x' is not a todo's position: todos are numbered from 1. "
        + "Type 'help todo remove' for its usage."
    ),
    (
      "todo accept 1",
      "error: window 1 has no suggestion to accept: 'todo suggest 1' asks for one. "
        + "Type 'help' for commands."
    ),
    (
      "settings background green 1",
      "error: no colour 'green'. Colours: red, blue, purple, yellow, white, black. "
        + "Type 'help settings background' for its usage."
    ),
    (
      "settings text black 2",
      "error: window 2 is closed. Windows: 1, 3. Type 'help' for commands."
    ),
    (
      "example 1",
      "error: window 1 does not show exampleFeature: 'show 1 exampleFeature' shows it. "
        + "Type 'help' for commands."
    ),
    ("state 2", "error: window 2 is closed. Windows: 1, 3. Type 'help' for commands."),
    ("open --all", "error: unknown option '--all'. Type 'help open' for its usage."),
    // A negative number is a value the command refuses, not an unknown option.
    (
      "todo toggle 1 -1",
      "error: '-1' is not a todo's position: todos are numbered from 1. "
        + "Type 'help todo toggle' for its usage."
    ),
  ]

  private func prepared() async throws -> (Simulator, SimulatorSession, BufferedConsole) {
    let simulator = Simulator()
    let console = BufferedConsole()
    let session = SimulatorSession(
      simulator: simulator, console: console, options: SimulatorSession.Options())
    for line in setup {
      _ = try await session.execute(line)
    }
    return (simulator, session, console)
  }

  @Test(arguments: badLines)
  func aRefusedCommandChangesNothing(line: String, error: String) async throws {
    let (simulator, session, console) = try await prepared()
    let stateBefore = StateTree(reflecting: simulator.store.state)
    let logBefore = simulator.log.all
    let outputBefore = console.transcript
    let windowsBefore = simulator.registry.windows
    await #expect(throws: SimulatorError.self) { try await session.execute(line) }
    do {
      _ = try await session.execute(line)
    } catch let refusal {
      #expect(refusal.message == error)
    }
    #expect(StateTree(reflecting: simulator.store.state) == stateBefore)
    #expect(simulator.log.all == logBefore)
    #expect(simulator.registry.windows == windowsBefore)
    #expect(console.transcript == outputBefore)
  }

  @Test(arguments: badLines)
  func aPersonsSessionGoesOnAfterABadLine(line: String, error: String) async {
    let run = await SimulateHarness.run(setup + [line, "windows"], interactive: true)
    #expect(run.status == .success)
    #expect(run.console.errors == error + "\n")
    #expect(
      run.console.output.hasSuffix(
        "  3  \(WindowIDs.numbered.make(3).uuidString)  settings\n\n> \n"))
  }

  @Test(arguments: badLines)
  func aScriptStopsAtABadLineWithItsNumber(line: String, error: String) async throws {
    let script = (["# setup"] + setup + ["", line, "open"]).joined(separator: "\n")
    let run = try await SimulateHarness.runScript(script)
    #expect(run.status == .dataError)
    #expect(run.console.errors == "session.txt:\(setup.count + 3): \(error)\n")
    #expect(
      run.console.transcript.hasSuffix("> \(line)\nsession.txt:\(setup.count + 3): \(error)\n"))
    #expect(!run.console.output.contains("window 4"))
  }

  @Test func releasesTheControllersOfHiddenScreensAndClosedWindows() async throws {
    let (simulator, session, _) = try await prepared()
    _ = try await session.execute("show 1 settings")
    let window1 = try simulator.registry.window(named: "1").uuid
    weak let list = simulator.controllers[window1]?[.todoList]
    weak let settings = simulator.controllers[window1]?[.settings]
    #expect(list != nil && settings != nil)
    _ = try await session.execute("hide 1 todoList")
    #expect(list == nil)
    #expect(settings != nil)
    _ = try await session.execute("close 1")
    #expect(settings == nil)
    #expect(simulator.controllers[window1] == nil)
    #expect(simulator.store.pendingActionCount == 0)
  }
}

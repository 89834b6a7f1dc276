import Foundation
import Redux
import SampleApp
import Testing

@testable import ReduxCLIKit

/// `todo import W N`: N todos added to a window's list by one batch of `add` actions.
@MainActor
@Suite("simulate: todo import")
struct TodoImportTests {
  @Test(arguments: [
    ("todo import 1 3", SessionCommand.step(.todo(window: "1", change: .import(count: 3)))),
    ("todo import 2#2 1000", .step(.todo(window: "2", change: .import(count: 1000), instance: 2))),
    ("todo import 1 007", .step(.todo(window: "1", change: .import(count: 7)))),
  ])
  func parsesTheWindowAndTheCount(line: String, command: SessionCommand) throws {
    #expect(try SessionCommandParser.parse(line) == command)
  }

  @Test(arguments: [
    (
      "todo import 1 many",
      "error: 'many' is not a number of todos: give a whole number from 1 to 1000. "
        + "Type 'help todo import' for its usage."
    ),
    (
      "todo import 1 2.5",
      "error: '2.5' is not a number of todos: give a whole number from 1 to 1000. "
        + "Type 'help todo import' for its usage."
    ),
    (
      "todo import 1 0",
      "error: '0' todos is nothing to import: give a whole number from 1 to 1000. "
        + "Type 'help todo import' for its usage."
    ),
    (
      "todo import 1 1001",
      "error: cannot import 1001 todos at once: at most 1000, as the session keeps every "
        + "state for 'undo'; import them in several steps. Type 'help todo import' for its usage."
    ),
    (
      "todo import 1 99999999999999999999999",
      "error: cannot import 99999999999999999999999 todos at once: at most 1000, as the session "
        + "keeps every state for 'undo'; import them in several steps. "
        + "Type 'help todo import' for its usage."
    ),
  ])
  func refusesACountThatIsNotOneToTheLimit(line: String, message: String) {
    #expect(throws: SimulatorError.self) { try SessionCommandParser.parse(line) }
    do {
      _ = try SessionCommandParser.parse(line)
    } catch {
      #expect(error.message == message)
    }
  }

  @Test func addsTheTodosInOneBatchDrawnOnceAndUndoneOneByOne() async throws {
    let simulator = Simulator()
    try await simulator.perform(.open(screens: [.todoList]))
    try await simulator.perform(.todo(window: "1", change: .add(title: "Milk")))
    let window = try simulator.registry.window(named: "1")
    let list: TodoListController = try simulator.controller(showing: .todoList, in: window)
    let renders = list.renderCount

    try await simulator.perform(.todo(window: "1", change: .import(count: 250)))

    let items = try #require(simulator.store.state.todoList(in: window.uuid, instance: nil)?.items)
    #expect(items.count == 251)
    #expect(items.ids == Array(1...251))
    #expect(items.last?.title == "Imported todo 250")
    #expect(list.renderCount == renders + 1)
    #expect(list.cells.count == 251)
    await simulator.shutDown()
  }

  @Test func anUnknownWindowOrListIsRefusedAndNothingChanges() async throws {
    let run = await SimulateHarness.run(
      ["open todoList", "todo import 7 3", "todo import 1#2 3", "state --json"])
    #expect(run.status != .success)
    #expect(run.console.errors.hasPrefix("stdin:2: error: "))
    #expect(!run.console.output.contains("Imported todo"))
  }

  @Test func aScriptImportsAndTheRecordingHoldsOneActionPerLine() async throws {
    try await TemporaryDirectory.with { directory in
      try "open todoList\ntodo add 1 Milk\ntodo import 1 3\ntodo import 1 lots\n".write(
        to: directory.appendingPathComponent("session.txt"), atomically: true, encoding: .utf8)
      let run = await SimulateHarness.run(
        [], arguments: ["--script", "session.txt", "--record", "session.jsonl"], in: directory)
      #expect(run.status != .success)
      #expect(
        run.console.errors
          == "session.txt:4: error: 'lots' is not a number of todos: give a whole number from 1 "
          + "to 1000. Type 'help todo import' for its usage.\n")
      #expect(
        run.console.output.contains(
          """
          │ 1. [ ] Milk                        │
          │ 2. [ ] Imported todo 1             │
          │ 3. [ ] Imported todo 2             │
          │ 4. [ ] Imported todo 3             │
          """))

      let recording = try String(
        contentsOf: directory.appendingPathComponent("session.jsonl"), encoding: .utf8)
      let adds = recording.split(separator: "\n").filter { $0.contains(#""TodoListAction.add""#) }
      #expect(
        adds.map { $0.contains(#""payload":{"add":{"title":"Imported todo"#) }
          == [false, true, true, true])
      #expect(adds.last?.contains(#""title":"Imported todo 3""#) == true)

      let console = BufferedConsole()
      let replay = await RootCommand.run(
        ["replay", "session.jsonl", "--json"],
        context: CommandContext(console: console, currentDirectory: directory))
      #expect(replay == .success)
      #expect(console.output.contains(#"{"id":4,"title":"Imported todo 3","isCompleted":false}"#))
    }
  }

  @Test func tabCompletesTheCommandAndItsList() {
    let completion = PromptCompletion(windows: [
      PromptCompletion.Window(number: 1, screens: ["todoList", "todoList#2"])
    ])
    #expect(completion.candidates(for: "todo i")?.words == ["import"])
    #expect(completion.candidates(for: "todo import ")?.words == ["1", "1#2"])
    #expect(completion.candidates(for: "todo import 1 ") == nil)
  }

  @Test func helpExplainsIt() async {
    let run = await SimulateHarness.run(["help todo import"])
    #expect(run.console.output.contains("todo import <window> <count>"))
    #expect(run.console.output.contains("Adds many todos in one batch."))
  }
}

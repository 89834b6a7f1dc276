import Foundation
import Redux
import SampleApp
import Testing

@testable import ReduxCLIKit

/// `simulate --profile`: the sample app's store measures what each action costs; the drawing
/// ends with the last action's time, and a recording's lines carry every action's cost.
@MainActor
@Suite("simulate --profile", .timeLimit(.minutes(5)))
struct SimulateProfileTests {
  private let script = """
    open todoList settings
    todo add 1 Buy milk
    todo import 1 3
    settings background blue 1
    close 1
    """

  @Test func aRecordingMadeWithProfileCarriesACostOnEveryLine() async throws {
    try await TemporaryDirectory.with { directory in
      try script.write(
        to: directory.appendingPathComponent("session.txt"), atomically: true, encoding: .utf8)
      let run = await SimulateHarness.run(
        [], arguments: ["--script", "session.txt", "--record", "session.jsonl", "--profile"],
        in: directory)
      #expect(run.status == .success)
      #expect(run.console.errors == "")

      let recording = try Recording(
        contentsOf: directory.appendingPathComponent("session.jsonl"), registry: .sampleApp)
      #expect(recording.actions.count > 8)
      #expect(recording.actions.allSatisfy { $0.cost != nil })
      let costs = recording.actions.compactMap(\.cost)
      // The sample app names its middlewares after their types, in the order it calls them.
      #expect(
        costs.allSatisfy {
          $0.middlewares.map(\.name) == [
            "StoreHistory", "ActionRecorder", "LoggerMiddleware", "ExampleMiddleware",
            "TodoListMiddleware",
          ]
        })
      #expect(
        costs.contains { $0.subscribers.contains { $0.type == "TodoListController" } })
      #expect(costs.allSatisfy { $0.total >= $0.reducers + $0.allMiddlewares })
      // The import's three actions are one batch: its delivery is on its last action alone.
      let adds = recording.actions.filter { $0.typeDescription == "TodoListAction.add" }
      #expect(adds.count == 4)
      #expect(adds.suffix(3).map { $0.cost?.subscribers.isEmpty } == [true, true, false])

      // The recording replays as any other.
      let console = BufferedConsole()
      let replay = await RootCommand.run(
        ["replay", "session.jsonl"],
        context: CommandContext(console: console, currentDirectory: directory))
      #expect(replay == .success)
    }
  }

  @Test func eachDrawingEndsWithTheLastActionsCost() async throws {
    let run = try await SimulateHarness.runScript(script, arguments: ["--profile"])
    #expect(run.status == .success)
    let costLines = run.console.output.split(separator: "\n").filter { $0.hasPrefix("  Cost: ") }
    // One per step that processed an action: every line of the script.
    #expect(costLines.count == 5)
    #expect(costLines[1].hasPrefix("  Cost: TodoListAction.add took "))
    #expect(
      costLines.allSatisfy { line in
        [" ns", " µs", " ms", " s"].contains { line.hasSuffix($0) }
      })
    // Drawn under the step's log, before the blank line that ends the step.
    #expect(run.console.output.contains("\n\(costLines[1])\n\n> todo import 1 3\n"))
  }

  @Test func withoutProfileNoCostIsMeasuredOrDrawn() async throws {
    let run = try await SimulateHarness.runScript(script)
    #expect(run.status == .success)
    #expect(!run.console.output.contains("Cost: "))
    let simulator = Simulator()
    #expect(simulator.store.costMeasurement == nil)
  }

  @Test func profileTakesNoValue() async throws {
    let run = await SimulateHarness.run(["open todoList"], arguments: ["--profile=yes"])
    #expect(run.status == .usageError)
    #expect(
      run.console.errors
        == "error: option '--profile' takes no value. See 'redux-cli simulate --help'.\n")
  }

  @Test func theHelpListsTheOption() async throws {
    let console = BufferedConsole()
    let status = await RootCommand.run(
      ["simulate", "--help"], context: CommandContext(console: console))
    #expect(status == .success)
    #expect(console.output.contains("--profile"))
  }

  @Test func aDurationReadsInTheUnitThatFitsIt() {
    #expect(Simulator.text(of: .nanoseconds(850)) == "850 ns")
    #expect(Simulator.text(of: .nanoseconds(182_449)) == "182.4 µs")
    #expect(Simulator.text(of: .microseconds(3_050)) == "3.0 ms")
    #expect(Simulator.text(of: .milliseconds(1_250)) == "1.25 s")
  }
}

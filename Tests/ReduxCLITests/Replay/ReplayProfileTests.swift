import Foundation
import ReduxCLIKit
import Testing

/// `replay --profile`: what the costs on a recording's lines add up to. The recordings are the
/// sample app's, recorded by `simulate --record`, with costs written onto their lines here, so
/// that every figure is known; nothing is timed.
@MainActor
@Suite("replay --profile: the slowest actions and the totals of a recording's costs")
struct ReplayProfileTests {
  /// Two windows, each with a todo list, the second with settings too: nine actions.
  static let script = """
    open todoList
    todo add 1 Buy milk
    open todoList settings
    todo add 2 Tea
    todo toggle 1 1
    settings background blue 2
    """

  /// The cost of the action at position p: a total of p µs; p × 100 ns in reducers; two
  /// middlewares, `recorder` (p × 200 ns) and `todos` (50 ns); p × 300 ns delivering to
  /// p % 3 + 1 `TodoListController`s; 10 ns in listeners.
  nonisolated static func cost(_ position: Int) -> String {
    #"{"totalNs":\#(1000 * position),"reducersNs":\#(100 * position),"#
      + #""middlewares":[{"name":"recorder","ns":\#(200 * position)},{"name":"todos","ns":50}],"#
      + #""subscribers":[{"type":"TodoListController","ns":\#(300 * position),"#
      + #""calls":\#(position % 3 + 1)}],"listenersNs":10}"#
  }

  /// The recording's text with the cost `cost` gives each action's position put on its line.
  nonisolated static func withCosts(_ text: String, _ cost: (Int) -> String?) throws -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for index in lines.indices.dropFirst() where !lines[index].isEmpty {
      let line = lines[index]
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      let position = try #require(object["position"] as? Int)
      guard let cost = cost(position) else { continue }
      #expect(line.hasSuffix("}"))
      lines[index] = line.dropLast() + #","cost":"# + cost + "}"
    }
    return lines.joined(separator: "\n")
  }

  /// Records the script, and writes it to `costed.jsonl` with the costs `cost` gives.
  private func recordWithCosts(
    in directory: URL, _ cost: (Int) -> String? = { $0 == 6 ? nil : Self.cost($0) }
  ) async throws {
    let run = try await ReplayHarness.record(Self.script, in: directory)
    #expect(run.status == .success)
    let text = try Self.withCosts(try ReplayHarness.recording(in: directory), cost)
    try text.write(
      to: directory.appendingPathComponent("costed.jsonl"), atomically: true, encoding: .utf8)
  }

  // Every figure follows from `cost`: totals 1+2+3+4+5+7+8+9 = 39 µs; reducers 3.9 µs;
  // middlewares 39 × 200 ns + 8 × 50 ns = 8.2 µs; subscribers 11.7 µs over 2+3+1+2+3+2+3+1 = 17
  // calls; listeners 80 ns; and the rest, 400 ns × 39 − 60 ns × 8 = 15.12 µs, the store's own.
  static let report = """
    Costs of costed.jsonl: 8 of 9 actions have a cost; the 1 without one is left out.

    The 8 slowest actions:
      position  window  action                                  total  largest phase
             9  W2      SettingsAction changeBackgroundColor  9.00 µs  subscribers 2.70 µs (TodoListController)
             8  W1      TodoListAction.toggle                 8.00 µs  subscribers 2.40 µs (TodoListController)
             7  W2      TodoListAction.add                    7.00 µs  subscribers 2.10 µs (TodoListController)
             5  W2      showScreen todoList                   5.00 µs  subscribers 1.50 µs (TodoListController)
             4  W2      WindowAction openWindow               4.00 µs  subscribers 1.20 µs (TodoListController)
             3  W1      TodoListAction.add                    3.00 µs  subscribers 900 ns (TodoListController)
             2  W1      showScreen todoList                   2.00 µs  subscribers 600 ns (TodoListController)
             1  W1      WindowAction openWindow               1.00 µs  subscribers 300 ns (TodoListController)

    Totals by phase, over 8 actions:
      phase           time   share
      reducers     3.90 µs   10.0%
      middlewares  8.20 µs   21.0%
      subscribers  11.7 µs   30.0%
      listeners      80 ns    0.2%
      other        15.1 µs   38.8%
      all          39.0 µs  100.0%
      (other: the store's own work between the phases)

    Totals by middleware:
      middleware     time  calls
      recorder    7.80 µs      8
      todos        400 ns      8

    Totals by subscriber type:
      subscriber type        time  calls
      TodoListController  11.7 µs     17

    """

  @Test func theReportListsTheSlowestActionsAndTheTotals() async throws {
    try await TemporaryDirectory.with { directory in
      try await recordWithCosts(in: directory)
      let run = await ReplayHarness.run(["replay", "costed.jsonl", "--profile"], in: directory)
      #expect(run.status == .success)
      #expect(run.console.errors == "")
      #expect(run.console.output == Self.report)
      // The same recording gives the same report.
      let again = await ReplayHarness.run(["replay", "costed.jsonl", "--profile"], in: directory)
      #expect(again.console.output == run.console.output)
    }
  }

  @Test func slowestListsAsManyAsAskedAndTiesGoByPosition() async throws {
    try await TemporaryDirectory.with { directory in
      // Every action as slow, every middleware as long: the order is the session's.
      let same =
        #"{"totalNs":2000,"reducersNs":500,"middlewares":[{"name":"b","ns":100},"#
        + #"{"name":"a","ns":100}],"subscribers":[],"listenersNs":0}"#
      try await recordWithCosts(in: directory) { _ in same }
      let run = await ReplayHarness.run(
        ["replay", "costed.jsonl", "--profile", "--slowest", "3"], in: directory)
      #expect(run.status == .success)
      let lines = run.console.output.split(separator: "\n", omittingEmptySubsequences: false)
      #expect(lines[0] == "Costs of costed.jsonl: 9 actions, each with a cost.")
      #expect(lines[2] == "The 3 slowest actions:")
      #expect(lines[4...6].map { $0.split(separator: " ").first } == ["1", "2", "3"])
      #expect(lines[7] == "")
      // Each listed with its largest phase: the reducers, 500 ns, over the middlewares' 200.
      #expect(lines[4].hasSuffix("2.00 µs  reducers 500 ns"))
      let middlewares = try #require(lines.firstIndex(of: "Totals by middleware:"))
      #expect(lines[middlewares + 2].hasPrefix("  b  "))
      #expect(lines[middlewares + 3].hasPrefix("  a  "))
      let subscribers = try #require(lines.firstIndex(of: "Totals by subscriber type:"))
      #expect(lines[subscribers + 1] == "  No subscriber was called.")
      let one = await ReplayHarness.run(
        ["replay", "costed.jsonl", "--profile", "--slowest", "1"], in: directory)
      #expect(one.console.output.contains("The slowest action:\n"))
    }
  }

  @Test func aRecordingWithoutCostsSaysHowToRecordThemAndExits65() async throws {
    try await TemporaryDirectory.with { directory in
      let recorded = try await ReplayHarness.record(Self.script, in: directory)
      #expect(recorded.status == .success)
      let run = await ReplayHarness.run(["replay", "session.jsonl", "--profile"], in: directory)
      #expect(run.status == .dataError)
      #expect(run.console.output == "")
      #expect(run.console.errors.hasPrefix("error: /"))
      #expect(run.console.errors.contains("session.jsonl: no action of the recording has a cost"))
      #expect(run.console.errors.contains("'redux-cli simulate --profile --record FILE'"))
      #expect(run.console.errors.split(separator: "\n").count == 1)
    }
  }

  /// Costs describe the recorded session: the replay draws and prints the same with them or
  /// without them.
  @Test func costsChangeNothingAReplayDoes() async throws {
    try await TemporaryDirectory.with { directory in
      try await recordWithCosts(in: directory)
      for options in [["--json"], [], ["--steps"], ["--steps", "--json"]] {
        let plain = await ReplayHarness.run(["replay", "session.jsonl"] + options, in: directory)
        let costed = await ReplayHarness.run(["replay", "costed.jsonl"] + options, in: directory)
        #expect(plain.status == .success)
        #expect(costed.status == .success)
        #expect(costed.console.errors == "")
        #expect(costed.console.output == plain.console.output, "\(options)")
      }
    }
  }

  @Test func aMalformedCostIsRefusedNamingItsLineWithOrWithoutProfile() async throws {
    try await TemporaryDirectory.with { directory in
      try await recordWithCosts(in: directory) { position in
        position == 4
          ? #"{"totalNs":-1,"reducersNs":0,"middlewares":[],"subscribers":[],"listenersNs":0}"#
          : Self.cost(position)
      }
      for options in [["--profile"], ["--json"], []] {
        let run = await ReplayHarness.run(["replay", "costed.jsonl"] + options, in: directory)
        #expect(run.status == .dataError, "\(options)")
        #expect(run.console.output == "")
        // The header is line 1: the action at position 4 is on line 5.
        #expect(run.console.errors.contains("costed.jsonl:5: "), "\(options)")
        #expect(run.console.errors.contains("totalNs"), "\(options)")
      }
    }
  }

  @Test(
    "Options --profile cannot take are refused with 64",
    arguments: [
      (["--profile", "--steps"], "--profile prints a report of its own; it takes no --steps"),
      (["--profile", "--json"], "--profile prints a report of its own; it takes no --json"),
      (["--profile", "--slowest", "0"], "--slowest needs a number of actions from 1 to 1000"),
      (["--profile", "--slowest", "ten"], "not 'ten'"),
      (["--slowest", "3"], "--slowest needs --profile"),
    ])
  func aBadOption(options: [String], saying message: String) async throws {
    try await TemporaryDirectory.with { directory in
      try await recordWithCosts(in: directory)
      let run = await ReplayHarness.run(["replay", "costed.jsonl"] + options, in: directory)
      #expect(run.status == .usageError)
      #expect(run.console.output == "")
      #expect(run.console.errors.contains(message))
    }
  }

  @Test func aDevToolsFileOfTheSessionGivesTheSameReport() async throws {
    try await TemporaryDirectory.with { directory in
      try await recordWithCosts(in: directory)
      let export = await ReplayHarness.run(
        ["inspect", "costed.jsonl", "--devtools", "costed.json"], in: directory)
      #expect(export.status == .success)
      let run = await ReplayHarness.run(["replay", "costed.json", "--profile"], in: directory)
      #expect(run.status == .success)
      #expect(
        run.console.output
          == Self.report.replacingOccurrences(of: "of costed.jsonl:", with: "of costed.json:"))
    }
  }

  /// Counts as large as a count can be, as a damaged file may hold, add up to the largest count
  /// (`CallCount`, which the inspector's batches share) rather than trapping.
  @Test func callsThatAddUpPastTheLargestCountStopThere() async throws {
    try await TemporaryDirectory.with { directory in
      try await recordWithCosts(in: directory) { _ in
        #"{"totalNs":100,"reducersNs":0,"middlewares":[],"#
          + #""subscribers":[{"type":"TodoListController","ns":1,"calls":\#(Int.max)}],"#
          + #""listenersNs":0}"#
      }
      let run = await ReplayHarness.run(["replay", "costed.jsonl", "--profile"], in: directory)
      #expect(run.status == .success)
      // The subscriber types' table, the report's last, sums the calls of all 8 actions.
      let row = run.console.output.split(separator: "\n").last {
        $0.hasPrefix("  TodoListController ")
      }
      #expect(row?.hasSuffix(" \(Int.max)") == true)
    }
  }

  @Test func namesFromTheFileCannotDriveTheTerminal() async throws {
    try await TemporaryDirectory.with { directory in
      let long = String(repeating: "x", count: 200)
      try await recordWithCosts(in: directory) { _ in
        #"{"totalNs":100,"reducersNs":0,"middlewares":[{"name":"\#(long)","ns":1}],"#
          + #""subscribers":[{"type":"Evil\n\u001B[2JCell","ns":1,"calls":1}],"listenersNs":0}"#
      }
      let run = await ReplayHarness.run(["replay", "costed.jsonl", "--profile"], in: directory)
      #expect(run.status == .success)
      let output = run.console.output
      #expect(!output.contains("\u{1B}"))
      #expect(output.contains(#"Evil\n\u{1B}[2JCell"#))
      #expect(output.contains(String(repeating: "x", count: 59) + "…"))
      #expect(!output.contains(String(repeating: "x", count: 60)))
    }
  }
}

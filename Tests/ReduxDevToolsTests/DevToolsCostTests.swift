import Foundation
import Redux
import Testing

@testable import ReduxDevTools

/// A DevTools file carries each action's cost in its `PERFORM_ACTION` entry, outside the action,
/// where the extension ignores it, and reading the file back keeps it.
@Suite("DevTools export: the costs a recording holds, written and read back")
struct DevToolsCostTests {
  static let time = Date(timeIntervalSince1970: 1_700_000_000)

  func export(_ recording: Recording) throws -> Data {
    try DevToolsExport.data(
      recording: recording, initialState: CounterState(), reducer: CounterState.reducer,
      timestamp: Self.time)
  }

  func entries(_ data: Data) throws -> [String: [String: Any]] {
    let lifted = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    return try #require(lifted["actionsById"] as? [String: [String: Any]])
  }

  @Test func anEntryCarriesItsCostBesideItsActionNotInIt() throws {
    let recording = try CounterSessions.recording(
      [.add(1), .add(2), .name("Ada")], costs: InspectorCostTests.costs)
    let entries = try entries(try export(recording))
    let first = try #require(entries["1"])
    let cost = try #require(first["cost"] as? [String: Any])
    #expect(cost["totalNs"] as? Int == 5120)
    #expect(cost["reducersNs"] as? Int == 900)
    #expect(cost["listenersNs"] as? Int == 7)
    let middlewares = try #require(cost["middlewares"] as? [[String: Any]])
    #expect(middlewares.map { $0["name"] as? String } == ["recorder"])
    #expect(middlewares.map { $0["ns"] as? Int } == [2100])
    let subscribers = try #require(cost["subscribers"] as? [[String: Any]])
    #expect(subscribers.map { $0["type"] as? String } == ["CounterCell", "CounterBadge"])
    #expect(subscribers.map { $0["calls"] as? Int } == [3, 1])
    // The action the extension shows and replays is as it was without costs.
    let action = try #require(first["action"] as? [String: Any])
    #expect(action["cost"] == nil)
    #expect(Set(first.keys) == ["type", "action", "timestamp", "cost"])
    // An action without a cost, and @@INIT, have none.
    #expect(entries["2"]?["cost"] == nil)
    #expect(entries["0"]?["cost"] == nil)
    #expect(entries["3"]?["cost"] != nil)
  }

  @Test func aFileWithoutCostsIsTheFileWrittenBeforeCosts() throws {
    let recording = try CounterSessions.recording(CounterSessions.mixed)
    let text = String(decoding: try export(recording), as: UTF8.self)
    #expect(!text.contains("\"cost\""))
    // The whole file, byte for byte, as the text the export wrote before costs had a place.
    var states: [JSONValue] = []
    let trace = try SessionTrace(
      recording: recording, initialState: CounterState(),
      reducer: { $0 = CounterState.reducer($0, $1) }
    ) { _, state in states.append(state) }
    #expect(text == DevToolsExport.text(trace, states: states, timestamp: Self.time))
  }

  @Test func exportThenImportKeepsEachCost() throws {
    let recording = try CounterSessions.recording(
      [.add(1), .add(2), .name("Ada")], costs: InspectorCostTests.costs)
    #expect(recording.actions.map { $0.cost != nil } == [true, false, true])
    let imported = try Recording(
      devToolsExport: try export(recording), file: "session.json",
      registry: CounterSessions.registry)
    #expect(imported.actions.map(\.cost) == recording.actions.map(\.cost))
    // The costs change nothing the replay reaches.
    let plain = try CounterSessions.recording([.add(1), .add(2), .name("Ada")])
    #expect(
      try imported.replay(from: CounterState(), reducer: CounterState.reducer)
        == plain.replay(from: CounterState(), reducer: CounterState.reducer))
  }

  @Test(
    "A malformed cost in a DevTools file is refused, naming its field",
    arguments: [
      (#""slow""#, "expected"),
      (#"{"reducersNs":1,"middlewares":[],"subscribers":[],"listenersNs":0}"#, "no 'totalNs'"),
      (
        #"{"totalNs":-5,"reducersNs":1,"middlewares":[],"subscribers":[],"listenersNs":0}"#,
        "a time of -5 ns"
      ),
      (
        #"{"totalNs":1e30,"reducersNs":1,"middlewares":[],"subscribers":[],"listenersNs":0}"#,
        "a number does not fit"
      ),
      (
        #"{"totalNs":1,"reducersNs":1,"middlewares":[],"subscribers":[{"type":"T","ns":1,"calls":-1}],"listenersNs":0}"#,
        "calls"
      ),
    ])
  func aMalformedCost(cost: String, saying problem: String) throws {
    let text = try exportWithCost(cost)
    #expect {
      try Recording(
        devToolsExport: Data(text.utf8), file: "bad.json", registry: CounterSessions.registry)
    } throws: { error in
      guard let error = error as? DevToolsImportError else { return false }
      return error.file == "bad.json" && error.field == "actionsById.2.cost"
        && error.problem.contains(problem)
    }
  }

  /// A DevTools export of a two-action session whose second action's cost is `cost`, as text.
  private func exportWithCost(_ cost: String) throws -> String {
    let small = #"{"totalNs":1,"reducersNs":0,"middlewares":[],"subscribers":[],"listenersNs":0}"#
    let recording = try CounterSessions.recording([.add(1), .add(2)], costs: [2: small])
    var text = String(decoding: try export(recording), as: UTF8.self)
    // The export writes keys sorted.
    let written =
      #""cost":{"listenersNs":0,"middlewares":[],"reducersNs":0,"subscribers":[],"totalNs":1}"#
    let range = try #require(text.range(of: written))
    text.replaceSubrange(range, with: #""cost":"# + cost)
    return text
  }

  @Test(
    "A malformed cost gets the same reason in a recording and in a DevTools file",
    arguments: [
      #""slow""#,
      #"{"reducersNs":1,"middlewares":[],"subscribers":[],"listenersNs":0}"#,
      #"{"totalNs":-5,"reducersNs":1,"middlewares":[],"subscribers":[],"listenersNs":0}"#,
      #"{"totalNs":1e30,"reducersNs":1,"middlewares":[],"subscribers":[],"listenersNs":0}"#,
      #"{"totalNs":1.5,"reducersNs":1,"middlewares":[],"subscribers":[],"listenersNs":0}"#,
      #"{"totalNs":1,"reducersNs":1,"middlewares":[{"name":null,"ns":1}],"subscribers":[],"#
        + #""listenersNs":0}"#,
      #"{"totalNs":1,"reducersNs":1,"middlewares":[],"subscribers":[{"type":"T","ns":1,"#
        + #""calls":-1}],"listenersNs":0}"#,
    ])
  func aMalformedCostReadsTheSameInBoth(cost: String) throws {
    // The recording's line: its reason names the field from the line, `at cost.totalNs`.
    var recordingProblem: String?
    do {
      _ = try CounterSessions.recording([.add(1), .add(2)], costs: [2: cost])
    } catch {
      guard case .malformedLine(_, let line, let problem) = error as? RecordingError else {
        Issue.record("\(error)")
        return
      }
      #expect(line == 3)
      recordingProblem = problem
    }
    let lineProblem = try #require(recordingProblem)
    // The DevTools file: the same cost in its entry, whose field the error names, so that its
    // reason names the field from the cost, `at totalNs`.
    let text = try exportWithCost(cost)
    var fileProblem: String?
    do {
      _ = try Recording(
        devToolsExport: Data(text.utf8), file: "bad.json", registry: CounterSessions.registry)
    } catch {
      #expect(error.field == "actionsById.2.cost")
      fileProblem = error.problem
    }
    let expected =
      lineProblem.hasSuffix(" at cost")
      ? String(lineProblem.dropLast(" at cost".count))
      : lineProblem.replacingOccurrences(of: " at cost.", with: " at ")
    #expect(fileProblem == "not an action's cost: " + expected, "\(lineProblem)")
  }
}

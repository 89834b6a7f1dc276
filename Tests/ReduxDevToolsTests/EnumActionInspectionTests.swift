import Foundation
import Redux
import Testing

@testable import ReduxDevTools

/// The counter's actions written as an enum, beside its class action.
enum TallyAction: ModernAction, Equatable, Codable {
  case add(Int)
  case reset
}

/// A session of the counter that mixes its class action and its enum action, in two windows.
enum TallySessions {
  static let registry = ActionRegistry([CounterAction.self], modernActions: [TallyAction.self])
  static let otherWindow = "69AADA28-9B9E-4677-B469-6114DD8C327F"

  static let reducer: Reducer<CounterState> = { state, action in
    switch action.actionType(as: TallyAction.self) {
    case .add(let amount)?:
      var next = state
      next.count += amount
      return next
    case .reset?:
      return CounterState()
    case nil:
      return CounterState.reducer(state, action)
    }
  }

  /// The action lines of the session: (window, name, type, payload).
  static let lines: [(String, String, String, String)] = [
    (CounterSessions.window, "CounterAction", "CounterActionType.add", #"{"add":{"_0":2}}"#),
    (CounterSessions.window, "TallyAction", "TallyAction.add", #"{"add":{"_0":40}}"#),
    (otherWindow, "CounterAction", "CounterActionType.name", #"{"name":{"_0":"Ada"}}"#),
    (otherWindow, "TallyAction", "TallyAction.reset", #"{"reset":{}}"#),
    (CounterSessions.window, "TallyAction", "TallyAction.add", #"{"add":{"_0":5}}"#),
  ]

  static func recording(registry: ActionRegistry = registry) throws -> Recording {
    var text =
      #"{"formatVersion":1,"app":"Counter","initialState":{"count":0,"names":[],"tags":{}}}"#
    for (index, (window, name, type, payload)) in lines.enumerated() {
      text +=
        "\n" + #"{"position":\#(index + 1),"window":"\#(window)","action":"\#(name)","#
        + #""type":"\#(type)","payload":\#(payload)}"#
    }
    return try Recording(text: text, file: "tally.jsonl", registry: registry)
  }
}

@Suite("Enum actions in the inspector and the DevTools export")
struct EnumActionInspectionTests {
  static let time = Date(timeIntervalSince1970: 1_700_000_000)

  @Test func thePageShowsAnEnumStepByItsCase() throws {
    let recording = try TallySessions.recording()
    let html = try SessionInspector.html(
      recording: recording, initialState: CounterState(), reducer: TallySessions.reducer,
      timestamp: Self.time)
    let start = try #require(html.range(of: #"<script type="application/json" id="session-data">"#))
    let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
    let data = try JSONParser.parse(Array(html[start.upperBound..<end.lowerBound].utf8))
    guard case .array(let steps)? = data["steps"], case .array(let names)? = data["names"] else {
      Issue.record("no steps or names")
      return
    }
    #expect(steps.count == 5)
    let enumStep = steps[1]
    #expect(enumStep["e"] == .bool(true))
    #expect(enumStep["t"]?.stringValue == "TallyAction.add")
    #expect(enumStep["p"]?["add"]?["_0"] == .number("40"))
    #expect(enumStep["c"] != .array([]))
    guard case .number(let nameNumber)? = enumStep["a"], let index = Int(nameNumber) else {
      Issue.record("no name")
      return
    }
    #expect(names[index].stringValue == "TallyAction")
    #expect(steps[0]["e"] == nil)
    #expect(steps[3]["t"]?.stringValue == "TallyAction.reset")
    #expect(steps[3]["p"]?["reset"] == .object([:]))
    // The row and the step's heading show an enum step by its case alone.
    #expect(html.contains("step.e ? step.t : step.a"))
  }

  @Test func theExportWritesAnEnumStepsTypeAndPayload() throws {
    let recording = try TallySessions.recording()
    let data = try DevToolsExport.data(
      recording: recording, initialState: CounterState(), reducer: TallySessions.reducer,
      timestamp: Self.time)
    let lifted = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let actions = try #require(lifted["actionsById"] as? [String: [String: Any]])
    let second = try #require(actions["2"]?["action"] as? [String: Any])
    #expect(second["type"] as? String == "TallyAction")
    #expect(second["actionType"] as? String == "TallyAction.add")
    #expect(second["window"] as? String == CounterSessions.window)
    #expect((second["add"] as? [String: Any])?["_0"] as? Int == 40)
    let fourth = try #require(actions["4"]?["action"] as? [String: Any])
    #expect(fourth["actionType"] as? String == "TallyAction.reset")
    #expect((fourth["reset"] as? [String: Any])?.isEmpty == true)
    let states = try #require(lifted["computedStates"] as? [[String: Any]])
    #expect((states.last?["state"] as? [String: Any])?["count"] as? Int == 5)
  }

  @Test func anExportOfEnumStepsImportsAndReplaysToTheSameState() throws {
    let recording = try TallySessions.recording()
    let data = try DevToolsExport.data(
      recording: recording, initialState: CounterState(), reducer: TallySessions.reducer)
    let imported = try Recording(
      devToolsExport: data, file: "tally.json", registry: TallySessions.registry)
    #expect(imported.actions.map(\.name) == recording.actions.map(\.name))
    #expect(imported.actions.map(\.isModernAction) == [false, true, false, true, true])
    #expect(imported.actions.map(\.typeDescription) == recording.actions.map(\.typeDescription))
    let original = try recording.replay(from: CounterState(), reducer: TallySessions.reducer)
    let again = try imported.replay(
      from: imported.initialState(as: CounterState.self), reducer: TallySessions.reducer)
    #expect(again == original)
    #expect(again == CounterState(count: 5))
  }

  @Test func anImportWhoseEnumIsNotRegisteredNamesTheActionAndItsType() throws {
    let recording = try TallySessions.recording()
    let data = try DevToolsExport.data(
      recording: recording, initialState: CounterState(), reducer: TallySessions.reducer)
    #expect(
      throws: DevToolsImportError(
        file: "tally.json", field: "actionsById.2.action",
        problem: "unknown action type 'TallyAction'; register it in the app's ActionRegistry")
    ) {
      try Recording(devToolsExport: data, file: "tally.json", registry: CounterSessions.registry)
    }
  }

  @Test func aRecordingWhoseEnumIsNotRegisteredIsRefusedNamingTheLineAndTheType() {
    #expect(
      throws: RecordingError.unknownActionType(file: "tally.jsonl", line: 3, name: "TallyAction")
    ) {
      try TallySessions.recording(registry: CounterSessions.registry)
    }
  }
}

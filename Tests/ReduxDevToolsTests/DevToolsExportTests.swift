import Foundation
import Redux
import Testing

@testable import ReduxDevTools

@Suite("DevTools export: the lifted state, and reading it back")
struct DevToolsExportTests {
  static let time = Date(timeIntervalSince1970: 1_700_000_000)

  func exported(_ recording: Recording) throws -> [String: Any] {
    let data = try DevToolsExport.data(
      recording: recording, initialState: CounterState(), reducer: CounterState.reducer,
      timestamp: Self.time)
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  @Test func theFileHasTheLiftedStateTheExtensionImports() throws {
    let recording = try CounterSessions.recording(CounterSessions.mixed)
    let lifted = try exported(recording)
    let count = CounterSessions.mixed.count
    #expect(lifted["stagedActionIds"] as? [Int] == Array(0...count))
    #expect((lifted["skippedActionIds"] as? [Int])?.isEmpty == true)
    #expect(lifted["currentStateIndex"] as? Int == count)
    #expect(lifted["nextActionId"] as? Int == count + 1)
    #expect(lifted["isLocked"] as? Bool == false)
    #expect(lifted["isPaused"] as? Bool == false)
    let actions = try #require(lifted["actionsById"] as? [String: [String: Any]])
    #expect(actions.count == count + 1)
    for (id, entry) in actions {
      #expect(entry["type"] as? String == "PERFORM_ACTION", "\(id)")
      #expect((entry["action"] as? [String: Any])?["type"] is String, "\(id)")
      #expect(entry["timestamp"] as? Int == 1_700_000_000_000, "\(id)")
    }
    let initAction = try #require(actions["0"]?["action"] as? [String: Any])
    #expect(initAction["type"] as? String == "@@INIT")
    #expect(initAction["app"] as? String == "Counter")
    let second = try #require(actions["2"]?["action"] as? [String: Any])
    #expect(second["type"] as? String == "CounterAction")
    #expect(second["window"] as? String == CounterSessions.window)
    #expect((second["name"] as? [String: Any])?["_0"] as? String == "Ada")
  }

  @Test func theComputedStatesAreTheReplayedStatesInOrder() throws {
    let recording = try CounterSessions.recording(CounterSessions.mixed)
    let lifted = try exported(recording)
    let states = try #require(lifted["computedStates"] as? [[String: Any]])
    let replayed = try recording.replay(
      from: CounterState(), reducer: CounterState.reducer,
      statesAt: Set(0...CounterSessions.mixed.count))
    #expect(states.count == CounterSessions.mixed.count + 1)
    for (index, entry) in states.enumerated() {
      let json = try JSONSerialization.data(withJSONObject: try #require(entry["state"]))
      let decoded = try JSONDecoder().decode(CounterState.self, from: json)
      #expect(decoded == replayed.states[index], "state \(index)")
    }
    let committed = try JSONSerialization.data(
      withJSONObject: try #require(lifted["committedState"]))
    #expect(try JSONDecoder().decode(CounterState.self, from: committed) == CounterState())
  }

  @Test func exportThenImportThenReplayReachesTheSameState() throws {
    let recording = try CounterSessions.recording(CounterSessions.mixed)
    let data = try DevToolsExport.data(
      recording: recording, initialState: CounterState(), reducer: CounterState.reducer)
    #expect(DevToolsExport.isExport(data))
    let imported = try Recording(
      devToolsExport: data, file: "session.json", registry: CounterSessions.registry)
    #expect(imported.header.app == "Counter")
    #expect(imported.actions.map(\.name) == recording.actions.map(\.name))
    let original = try recording.replay(from: CounterState(), reducer: CounterState.reducer)
    let again = try imported.replay(
      from: imported.initialState(as: CounterState.self), reducer: CounterState.reducer)
    #expect(again == original)
    #expect(again.count == 41)
  }

  @Test func eachActionCarriesTheTimeItWasRecordedAtThroughExportAndImport() throws {
    let start = Date(timeIntervalSince1970: 1_790_000_000)
    let recording = try CounterSessions.recording(CounterSessions.mixed, start: start)
    let times = CounterSessions.mixed.indices.map { start.addingTimeInterval(Double($0)) }
    #expect(recording.actions.map(\.time) == times)
    let data = try DevToolsExport.data(
      recording: recording, initialState: CounterState(), reducer: CounterState.reducer,
      timestamp: Self.time)
    let lifted = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let actions = try #require(lifted["actionsById"] as? [String: [String: Any]])
    // @@INIT is stamped with the export's time; each action with its own.
    #expect(actions["0"]?["timestamp"] as? Int == 1_700_000_000_000)
    for (index, time) in times.enumerated() {
      #expect(
        actions[String(index + 1)]?["timestamp"] as? Int
          == Int(time.timeIntervalSince1970 * 1000))
    }
    let imported = try Recording(
      devToolsExport: data, file: "session.json", registry: CounterSessions.registry)
    #expect(imported.actions.map(\.time) == times)
  }

  @Test func aTimestampThatIsNotATimeIsRefusedNamingItsField() throws {
    let data = try DevToolsExport.data(
      recording: CounterSessions.recording([.add(1)]), initialState: CounterState(),
      reducer: CounterState.reducer, timestamp: Self.time)
    // The last action's timestamp, that of action 1 (keys are written sorted, @@INIT first).
    var text = String(decoding: data, as: UTF8.self)
    let stamp = try #require(text.range(of: "\"timestamp\":1700000000000", options: .backwards))
    text.replaceSubrange(stamp, with: "\"timestamp\":1e300")
    #expect(text.components(separatedBy: "\"timestamp\":1700000000000").count == 2)
    #expect {
      try Recording(
        devToolsExport: Data(text.utf8), file: "bad.json", registry: CounterSessions.registry)
    } throws: { error in
      "\(error)".contains("actionsById.1.timestamp")
    }
  }

  @Test func aRecordingIsNotTakenForAnExport() throws {
    let text = #"{"formatVersion":1,"app":"Counter","initialState":{"actionsById":1}}"#
    #expect(!DevToolsExport.isExport(Data(text.utf8)))
  }

  @Test func skippedActionsAreLeftOutAndAWrappedFileIsRead() throws {
    let recording = try CounterSessions.recording([.add(1), .add(10), .add(100)])
    var lifted = try exported(recording)
    lifted["skippedActionIds"] = [2]
    let inner = String(decoding: try JSONSerialization.data(withJSONObject: lifted), as: UTF8.self)
    let wrapped = try JSONSerialization.data(withJSONObject: ["payload": inner])
    let imported = try Recording(
      devToolsExport: wrapped, file: "wrapped.json", registry: CounterSessions.registry)
    let final = try imported.replay(from: CounterState(), reducer: CounterState.reducer)
    #expect(final.count == 101)
  }

  /// Found by review: a staged id given again made one recording line per repeat, so a file of
  /// a megabyte could ask for gigabytes. An id staged twice is refused where it comes again.
  @Test func anActionIdStagedTwiceIsRefusedWhereItComesAgain() throws {
    let recording = try CounterSessions.recording([.add(1), .add(10)])
    var lifted = try exported(recording)
    let states = try #require(lifted["computedStates"] as? [Any])
    lifted["stagedActionIds"] = [0, 1, 2, 1]
    lifted["computedStates"] = states + [states[1]]
    let data = try JSONSerialization.data(withJSONObject: lifted)
    #expect {
      try Recording(devToolsExport: data, file: "bad.json", registry: CounterSessions.registry)
    } throws: { error in
      guard let error = error as? DevToolsImportError else { return false }
      return error.field == "stagedActionIds.3"
        && error.problem == "action 1 is staged already, at stagedActionIds.1"
    }
  }

  @Test(arguments: [
    ("[1,2]", "(root)", "not a JSON object"),
    (#"{"stagedActionIds":[0]}"#, "actionsById", "missing"),
    (#"{"actionsById":{},"stagedActionIds":[0,"x"]}"#, "stagedActionIds.1", "not an action id"),
    (
      #"{"actionsById":{"0":{"type":"PERFORM_ACTION","action":{"type":"@@INIT"}}},"#
        + #""stagedActionIds":[0,1],"computedStates":[{"state":{}}]}"#,
      "computedStates", "1 states for 2 staged actions"
    ),
    (
      #"{"actionsById":{"0":{"type":"PERFORM_ACTION","action":{"type":"@@INIT"}}},"#
        + #""stagedActionIds":[0,1],"computedStates":[{"state":{}},{"state":{}}]}"#,
      "actionsById.1", "missing"
    ),
    (
      #"{"actionsById":{"0":{"type":"PERFORM_ACTION","action":{"type":"@@INIT"}},"#
        + #""1":{"type":"PERFORM_ACTION","action":{"type":"CounterAction","window":"x"}}},"#
        + #""stagedActionIds":[0,1],"computedStates":[{"state":{}},{"state":{}}]}"#,
      "actionsById.1.action.window", "not a window's UUID"
    ),
    (
      #"{"actionsById":{"0":{"type":"PERFORM_ACTION","action":{"type":"@@INIT"}},"#
        + #""1":{"type":"PERFORM_ACTION","action":{"type":"Nope","window":"\#(CounterSessions.window)"}}},"#
        + #""stagedActionIds":[0,1],"computedStates":[{"state":{}},{"state":{}}]}"#,
      "actionsById.1.action", "unknown action type 'Nope'"
    ),
  ])
  func aBadFileNamesTheFieldAtFault(text: String, field: String, problem: String) {
    #expect {
      try Recording(
        devToolsExport: Data(text.utf8), file: "bad.json", registry: CounterSessions.registry)
    } throws: { error in
      guard let error = error as? DevToolsImportError else { return false }
      return error.field == field && error.problem.contains(problem)
        && error.description.hasPrefix("bad.json: \(field): ")
    }
  }
}

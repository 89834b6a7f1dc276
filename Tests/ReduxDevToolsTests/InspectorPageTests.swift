import Foundation
import Redux
import Testing

@testable import ReduxDevTools

@Suite("The inspector page: one file, no network, states stored as changes")
struct InspectorPageTests {
  func page(_ types: [CounterActionType]) throws -> (html: String, recording: Recording) {
    let recording = try CounterSessions.recording(types)
    let html = try SessionInspector.html(
      recording: recording, initialState: CounterState(), reducer: CounterState.reducer,
      title: "Counter </title> & co", timestamp: Date(timeIntervalSince1970: 0))
    return (html, recording)
  }

  /// The JSON the page embeds, read back.
  func data(of html: String) throws -> JSONValue {
    let start = try #require(html.range(of: #"<script type="application/json" id="session-data">"#))
    let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
    let text = html[start.upperBound..<end.lowerBound]
    return try JSONParser.parse(Array(text.utf8))
  }

  @Test func thePageLoadsNothingFromOutsideIt() throws {
    let html = try page(CounterSessions.mixed).html
    #expect(
      html.contains(#"<meta http-equiv="Content-Security-Policy" content="default-src 'none';"#))
    #expect(html.contains(SessionInspector.generatorMeta))
    for reference in ["http:", "https:", "src=", "href=", "@import", "url(", "fetch(", "XMLHttp"] {
      #expect(!html.contains(reference), "\(reference)")
    }
    // Two scripts, the data and the code, and one style sheet: nothing else is a resource.
    #expect(html.components(separatedBy: "<script").count == 3)
    #expect(html.contains("<title>Counter &lt;/title&gt; &amp; co</title>"))
  }

  @Test func theDataCannotEndItsScriptElement() throws {
    let html = try page(CounterSessions.mixed).html
    let data = try data(of: html)
    #expect(data["title"]?.stringValue == "Counter </title> & co")
    guard case .array(let steps)? = data["steps"] else {
      Issue.record("no steps")
      return
    }
    #expect(steps.count == CounterSessions.mixed.count)
    #expect(steps[2]["p"]?["name"]?["_0"]?.stringValue == "</script><b>&")
  }

  @Test func eachStepShowsTheTimeItWasRecordedAt() throws {
    let start = Date(timeIntervalSince1970: 1_790_000_000)
    let recording = try CounterSessions.recording([.add(1), .add(2)], start: start)
    let html = try SessionInspector.html(
      recording: recording, initialState: CounterState(), reducer: CounterState.reducer,
      timestamp: Date(timeIntervalSince1970: 0))
    guard case .array(let steps)? = try data(of: html)["steps"] else {
      Issue.record("no steps")
      return
    }
    #expect(steps.map { $0["m"] } == [.number("1790000000000"), .number("1790000001000")])
    // A recording without times shows the page's time instead: its steps carry none.
    guard case .array(let untimed)? = try data(of: page([.add(1)]).html)["steps"] else {
      Issue.record("no steps")
      return
    }
    #expect(untimed.map { $0["m"] } == [nil])
  }

  @Test func eachStepsStateIsRebuiltFromThePatchesAndCheckpoints() throws {
    let types = (0..<600).map { index -> CounterActionType in
      index % 50 == 49 ? .clear : index % 3 == 0 ? .name("n\(index % 7)") : .add(index)
    }
    let (html, recording) = try page(types)
    let data = try data(of: html)
    let replayed = try recording.replay(
      from: CounterState(), reducer: CounterState.reducer, statesAt: Set(0...types.count))
    guard case .array(let steps)? = data["steps"],
      case .object(let checkpoints)? = data["checkpoints"]
    else {
      Issue.record("no steps or checkpoints")
      return
    }
    // Full states where the patches since the last outweigh it: a few, none at step 0.
    #expect(!checkpoints.isEmpty)
    #expect(checkpoints.keys.allSatisfy { (Int($0) ?? 0) > 0 })
    let paths = try #require(data["paths"].flatMap(PatchPathTable.read))
    var state = try #require(data["initial"])
    for (index, step) in steps.enumerated() {
      let position = index + 1
      state = try PagePatch.apply(#require(step["x"]), paths: paths, to: state)
      let expected = try JSONTreeEncoder.encode(try #require(replayed.states[position]))
      #expect(state == expected, "step \(position)")
      if let checkpoint = checkpoints[String(position)] { #expect(checkpoint == expected) }
      let before = try #require(replayed.states[index])
      let after = try #require(replayed.states[position])
      let changes = InspectorPageData.shownChanges(StateDiff(from: before, to: after).changes)
      #expect(
        try PagePatch.changes(step, page: data) == changes, "step \(position)")
    }
  }

  @Test func thePageGrowsWithWhatChangedNotWithTheStateTimesTheSteps() throws {
    let names = (0..<300).map { CounterActionType.name("a fairly long todo title number \($0)") }
    let adds = Array(repeating: CounterActionType.add(1), count: 1_000)
    let html = try page(names + adds).html
    let finalState = try JSONTreeEncoder.encode(
      try CounterSessions.recording(names + adds).replay(
        from: CounterState(), reducer: CounterState.reducer))
    let stateSize = finalState.text.utf8.count
    // 1,300 full states would be over 30 MB; the page holds a few full states and small
    // patches.
    #expect(html.utf8.count < stateSize * 30)
    #expect(stateSize > 10_000)
  }

  @Test func anUnrecordedActionIsRefusedBeforeAnythingIsWritten() throws {
    let text = [
      #"{"formatVersion":1,"app":"Counter","initialState":{"count":0,"names":[],"tags":{}}}"#,
      #"{"position":1,"window":"\#(CounterSessions.window)","unrecordable":"Secret","type":"X.y","reason":"no"}"#,
    ].joined(separator: "\n")
    let recording = try Recording(text: text, file: "u.jsonl", registry: CounterSessions.registry)
    #expect {
      try SessionInspector.html(
        recording: recording, initialState: CounterState(), reducer: CounterState.reducer)
    } throws: { error in
      (error as? InspectorError)?.description.hasPrefix("u.jsonl:2: action 1, 'Secret'") == true
    }
  }
}

/// The page's patch operations applied in Swift, as its script applies them.
enum PagePatch {
  struct Malformed: Error {}

  /// A step's changes as the page's script writes them: each prefix, then its template's
  /// pieces with the change's holes between them.
  static func changes(_ step: JSONValue, page data: JSONValue) throws -> [String] {
    guard case .array(let changes)? = step["c"], case .array(let prefixes)? = data["prefixes"],
      case .array(let templates)? = data["templates"]
    else { throw Malformed() }
    func entry(_ table: [JSONValue], _ value: JSONValue) throws -> JSONValue {
      guard case .number(let text) = value, let number = Int(text), table.indices.contains(number)
      else { throw Malformed() }
      return table[number]
    }
    return try changes.map { change in
      guard case .array(let parts) = change, parts.count >= 2,
        let prefix = try entry(prefixes, parts[0]).stringValue,
        case .array(let pieces) = try entry(templates, parts[1]), pieces.count == parts.count - 1
      else { throw Malformed() }
      var text = prefix + (pieces[0].stringValue ?? "")
      for (hole, piece) in zip(parts.dropFirst(2), pieces.dropFirst()) {
        switch hole {
        case .number(let digits), .string(let digits): text += digits
        default: throw Malformed()
        }
        text += piece.stringValue ?? ""
      }
      return text
    }
  }

  /// A step's patch applied as the page's script applies it: each path the number of its entry
  /// in the page's table of paths.
  static func apply(
    _ operations: JSONValue, paths: PatchPathTable, to state: JSONValue
  ) throws
    -> JSONValue
  {
    guard case .array(let list) = operations else { throw Malformed() }
    var result = state
    for operation in list {
      guard case .array(let parts) = operation, case .string(let kind)? = parts.first,
        parts.count >= 2, case .number(let number) = parts[1],
        let path = Int(number).flatMap(paths.path)
      else { throw Malformed() }
      let single: JSONPatch.Operation
      switch (kind, parts.count) {
      case ("s", 3): single = .set(path, parts[2])
      case ("r", 2): single = .remove(path)
      case ("p", 5):
        guard case .number(let start) = parts[2], let at = Int(start),
          case .number(let count) = parts[3], let removing = Int(count),
          case .array(let inserting) = parts[4]
        else { throw Malformed() }
        single = .splice(path, at: at, removing: removing, inserting: inserting)
      default: throw Malformed()
      }
      result = JSONPatch(operations: [single]).applied(to: result)
    }
    return result
  }
}

@Suite("The inspector page's windows: numbered in the order the session names them")
struct InspectorWindowNumberTests {
  @Test func windowsAddedWithoutAnActionOfTheirOwnAreNumberedToo() throws {
    let first = "BFF833EE-8C95-45F7-BAD7-6E7CA53A3E26"
    let second = "69AADA28-9B9E-4677-B469-6114DD8C327F"
    func windows(_ uuids: [String]) -> JSONValue {
      .object([
        "activeScreens": .object([
          "windows": .array(
            uuids.map { .object(["window": .string($0), "screens": .array([])]) })
        ])
      ])
    }
    // A restore (an action for every window) brings both windows in one splice.
    let step = SessionStep(
      position: 1, name: "RestoreWindowsAction", typeDescription: nil, isModernAction: false,
      time: nil,
      window: .unavailable,
      instance: nil, payload: .null, changes: [],
      patch: JSONPatch(from: windows([]), to: windows([first, second])))
    #expect(step.patch.operations.count == 1)
    let data = InspectorPageData(
      trace: SessionTrace(
        file: "f", app: "A", initialState: windows([]), steps: [step], checkpoints: [:]),
      title: "t", timeMilliseconds: 0)
    #expect(data.windowNumbers() == [first: 1, second: 2])
  }
}

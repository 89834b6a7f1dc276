import Foundation
import Redux
import Testing

@testable import ReduxDevTools

/// The page of a recording with batches: each batch's actions are one step of the action list
/// (`batches` in the page's data), with a label, the changes from before its first action to
/// after its last, and its actions' summed cost; a recording without batches gives the page it
/// gave before them.
@Suite("The inspector page: a batch is one step with its actions inside")
struct InspectorBatchTests {
  /// Positions 2 to 4 of a five-action session in one batch.
  static let batchOfThree = [2: "[1,3]", 3: "[2,3]", 4: "[3,3]"]

  func html(_ recording: Recording) throws -> String {
    try SessionInspector.html(
      recording: recording, initialState: CounterState(), reducer: CounterState.reducer,
      timestamp: Date(timeIntervalSince1970: 0))
  }

  func data(_ html: String) throws -> JSONValue {
    let start = try #require(html.range(of: #"<script type="application/json" id="session-data">"#))
    let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
    return try JSONParser.parse(Array(html[start.upperBound..<end.lowerBound].utf8))
  }

  /// The page's batches, their label and changes read from `names`, `prefixes` and
  /// `templates`.
  func batches(
    _ data: JSONValue
  ) throws -> [(
    range: [Int], label: String, window: Int,
    changes: [String]
  )] {
    guard case .array(let batches)? = data["batches"], case .array(let names)? = data["names"]
    else { return [] }
    func number(_ value: JSONValue?) -> Int {
      guard case .number(let text)? = value else { return -1 }
      return Int(text) ?? -1
    }
    return try batches.map { batch in
      let label =
        names.indices.contains(number(batch["label"]))
        ? names[number(batch["label"])].stringValue ?? "" : ""
      let changes = try PagePatch.changes(
        .object(["c": batch["changes"] ?? .null]), page: data)
      return (
        [number(batch["first"]), number(batch["last"]), number(batch["count"])], label,
        number(batch["window"]), changes
      )
    }
  }

  @Test func aBatchsActionsAreOneStepWithItsLabelWindowAndChanges() throws {
    let recording = try CounterSessions.recording(
      [.add(2), .name("Ada"), .name("Bob"), .add(1), .clear], batches: Self.batchOfThree)
    let data = try data(try html(recording))
    let batches = try batches(data)
    try #require(batches.count == 1)
    let batch = batches[0]
    #expect(batch.range == [2, 4, 3])
    #expect(batch.label == "batch of 3 · CounterAction name, CounterAction add")
    #expect(batch.window == 1)
    // From the state after action 1 to the state after action 4, in one list.
    #expect(batch.changes.contains("count: 2 → 3"))
    #expect(batch.changes.contains { $0.hasPrefix("names[0]:") && $0.contains("Ada") })
    #expect(batch.changes.contains { $0.hasPrefix("names[1]:") && $0.contains("Bob") })
    // Each action keeps its own step, from which the page rebuilds the states.
    guard case .array(let steps)? = data["steps"] else { throw CostTestFailure.noSteps }
    #expect(steps.count == 5)
  }

  @Test func aFieldABatchChangedAndChangedBackIsNotAmongItsChanges() throws {
    let recording = try CounterSessions.recording(
      [.add(1), .add(5), .add(-5), .name("Ada")], batches: [2: "[1,2]", 3: "[2,2]"])
    let batches = try batches(try data(try html(recording)))
    try #require(batches.count == 1)
    #expect(batches[0].range == [2, 3, 2])
    #expect(batches[0].label == "batch of 2 · CounterAction add")
    #expect(batches[0].changes.isEmpty)
  }

  @Test func aLabelNamesTwoKindsOfActionThenSaysThereAreMore() {
    let batch = InspectedBatch(first: 1, last: 4, count: 4)
    #expect(
      InspectorPageData.batchLabel(batch, labels: ["a", "b", "a", "c"]) == "batch of 4 · a, b …")
    #expect(InspectorPageData.batchLabel(batch, labels: ["a", "a", "a", "a"]) == "batch of 4 · a")
  }

  @Test func aBatchTheSessionEndedInsideSaysHowManyOfItsActionsWereRecorded() throws {
    let recording = try CounterSessions.recording(
      [.add(1), .add(2), .add(3)], batches: [2: "[1,3]", 3: "[2,3]"])
    let batches = try batches(try data(try html(recording)))
    try #require(batches.count == 1)
    #expect(batches[0].range == [2, 3, 3])
    #expect(batches[0].label == "batch of 3, cut after 2 · CounterAction add")
    #expect(batches[0].changes == ["count: 1 → 6"])
  }

  @Test func aBatchsCostIsItsActionsCostsSummed() throws {
    // Actions 1 and 3 have costs (InspectorCostTests.costs), action 2 none.
    let recording = try CounterSessions.recording(
      [.add(1), .add(2), .name("Ada"), .add(4)], costs: InspectorCostTests.costs,
      batches: [1: "[1,3]", 2: "[2,3]", 3: "[3,3]"])
    let data = try data(try html(recording))
    guard case .array(let batches)? = data["batches"], let batch = batches.first,
      let cost = batch["cost"]
    else { throw CostTestFailure.notACost }
    let costs = InspectorCostTests()
    #expect(
      try costs.cost(.object(["k": cost]), names: try costs.names(data)) == [
        "total 1505120", "reducers 1900", "middleware recorder 4100",
        "middleware CounterAction 1400000", "subscriber CounterCell 1400 3 calls",
        "subscriber CounterBadge 20 1 calls", "listeners 7",
      ])
    // The actions keep their own costs, listed with them under the batch's changes.
    guard case .array(let steps)? = data["steps"] else { throw CostTestFailure.noSteps }
    #expect(steps.map { $0["k"] != nil } == [true, false, true, false])
  }

  @Test func aBatchWithoutCostsHasNone() throws {
    let recording = try CounterSessions.recording(
      [.add(1), .add(2)], costs: [:], batches: [1: "[1,2]", 2: "[2,2]"])
    guard case .array(let batches)? = try data(try html(recording))["batches"] else {
      throw CostTestFailure.noSteps
    }
    #expect(batches.count == 1)
    #expect(batches[0]["cost"] == nil)
  }

  @Test func aPageWithBatchesHasTheBatchesPartOfTheScriptAndStyleAndNoOtherPageHas() throws {
    let plain = try html(try CounterSessions.recording(CounterSessions.mixed))
    #expect(try data(plain)["batches"] == nil)
    #expect(plain.contains("\n" + InspectorScript.source + "\n</script>"))
    #expect(!plain.contains("BATCH_AT"))
    #expect(!plain.contains(".batch-actions"))

    let batched = try html(
      try CounterSessions.recording(
        [.add(2), .name("Ada"), .name("Bob"), .add(1), .clear], batches: Self.batchOfThree))
    #expect(batched.contains("\n" + InspectorScript.source(withBatches: true) + "\n</script>"))
    #expect(batched.contains(InspectorStyle.batchesCSS))
    let script = InspectorScript.source(withBatches: true)
    let batches = try #require(script.range(of: "var BATCH_AT"))
    let costs = try #require(script.range(of: "function drawCost(k)"))
    let start = try #require(script.range(of: "\nstart();", options: .backwards))
    #expect(costs.upperBound < batches.lowerBound && batches.upperBound < start.lowerBound)
  }

  @Test func aPageWithoutBatchesIsThePageWrittenBeforeBatches() throws {
    let recording = try CounterSessions.recording(CounterSessions.mixed)
    let trace = try SessionTrace(
      recording: recording, initialState: CounterState(),
      reducer: { $0 = CounterState.reducer($0, $1) },
      checkpointRatio: CheckpointPlacement.defaultRatio, reusesEqualParts: true)
    #expect(trace.batchChanges.isEmpty)
    let data = InspectorPageData(
      trace: trace, title: "t", timeMilliseconds: 0, costs: recording.costsByPosition)
    // The data, the style and the script a page without batches had before them.
    #expect(data.batches.isEmpty)
    let html = InspectorPage.html(title: "t", data: data.json)
    #expect(html.contains("<style>\n" + InspectorStyle.css + "\n</style>"))
    #expect(html.contains("<script>\n" + InspectorScript.source + "\n</script>"))
    #expect(
      InspectorScript.source
        == [
          InspectorScript.stateScript, InspectorScript.viewsScript,
          InspectorScript.navigationScript,
          InspectorScript.costsScript, "start();",
        ].joined(separator: "\n"))
  }

  @Test func theCostsOfSeveralActionsAddUpPhaseByPhase() {
    let first = ActionCost(
      total: .nanoseconds(100), reducers: .nanoseconds(10),
      middlewares: [MiddlewareCost(name: "a", duration: .nanoseconds(5))],
      subscribers: [SubscriberCost(type: "T", duration: .nanoseconds(7), calls: 2)],
      listeners: .nanoseconds(1))
    let second = ActionCost(
      total: .nanoseconds(50), reducers: .nanoseconds(3),
      middlewares: [
        MiddlewareCost(name: "b", duration: .nanoseconds(4)),
        MiddlewareCost(name: "a", duration: .nanoseconds(6)),
      ],
      subscribers: [SubscriberCost(type: "T", duration: .nanoseconds(1), calls: 3)],
      listeners: .zero)
    let sum = InspectorPageData.sum([first, second])
    #expect(sum?.total == .nanoseconds(150))
    #expect(sum?.reducers == .nanoseconds(13))
    #expect(sum?.listeners == .nanoseconds(1))
    #expect(
      sum?.middlewares == [
        MiddlewareCost(name: "a", duration: .nanoseconds(11)),
        MiddlewareCost(name: "b", duration: .nanoseconds(4)),
      ])
    #expect(sum?.subscribers == [SubscriberCost(type: "T", duration: .nanoseconds(8), calls: 5)])
    #expect(InspectorPageData.sum([]) == nil)
  }

  /// Found by review: the calls of a batch's subscribers were summed with a plain `+`, so two
  /// counts adding up past the largest trapped `redux-cli inspect`. The sum stops there, as
  /// `replay --profile`'s does.
  @Test func aBatchsCallsThatAddUpPastTheLargestCountStopThere() throws {
    func cost(calls: Int) -> String {
      #"{"totalNs":1,"reducersNs":0,"middlewares":[],"subscribers":"#
        + #"[{"type":"CounterCell","ns":1,"calls":\#(calls)}],"listenersNs":0}"#
    }
    let recording = try CounterSessions.recording(
      [.add(1), .add(2)], costs: [1: cost(calls: Int.max), 2: cost(calls: 1)],
      batches: [1: "[1,2]", 2: "[2,2]"])
    let data = try data(try html(recording))
    guard case .array(let batches)? = data["batches"], let cost = batches.first?["cost"] else {
      throw CostTestFailure.notACost
    }
    let costs = InspectorCostTests()
    #expect(
      try costs.cost(.object(["k": cost]), names: try costs.names(data)) == [
        "total 2", "reducers 0", "subscriber CounterCell 2 9223372036854775807 calls",
        "listeners 0",
      ])
  }

  @Test func costsMergeByNameInTheOrderNamesFirstAppearEvenWhenACostRepeatsOne() {
    func cost(_ middlewares: [String], _ subscribers: [String]) -> ActionCost {
      ActionCost(
        total: .nanoseconds(1), reducers: .zero,
        middlewares: middlewares.map { MiddlewareCost(name: $0, duration: .nanoseconds(1)) },
        subscribers: subscribers.map {
          SubscriberCost(type: $0, duration: .nanoseconds(1), calls: 1)
        },
        listeners: .zero)
    }
    // The first cost names "a" twice (a damaged line): the later costs add to the first "a".
    let sum = InspectorPageData.sum([
      cost(["a", "b", "a"], ["T"]), cost(["c", "a"], ["U", "T"]), cost(["b", "d"], ["U", "U"]),
    ])
    #expect(sum?.middlewares.map(\.name) == ["a", "b", "a", "c", "d"])
    #expect(sum?.middlewares.map(\.duration) == [2, 2, 1, 1, 1].map { .nanoseconds($0) })
    #expect(sum?.subscribers.map(\.type) == ["T", "U"])
    #expect(sum?.subscribers.map(\.calls) == [2, 3])
  }
}

import Foundation
import Redux
import Testing

@testable import ReduxDevTools

/// The page of a recording whose lines hold costs: each step's cost in its data, for the cost
/// column, the sort and the bar; a recording without costs gives the page it gave before.
@Suite("The inspector page: the costs a recording holds")
struct InspectorCostTests {
  /// Action 1: a middleware and two subscriber types; action 3: two middlewares, no subscriber;
  /// action 2 has no cost.
  static let costs = [
    1: #"{"totalNs":5120,"reducersNs":900,"middlewares":[{"name":"recorder","ns":2100}],"#
      + #""subscribers":[{"type":"CounterCell","ns":1400,"calls":3},"#
      + #"{"type":"CounterBadge","ns":20,"calls":1}],"listenersNs":7}"#,
    3: #"{"totalNs":1500000,"reducersNs":1000,"middlewares":[{"name":"recorder","ns":2000},"#
      + #"{"name":"CounterAction","ns":1400000}],"subscribers":[],"listenersNs":0}"#,
  ]

  func data(_ recording: Recording) throws -> JSONValue {
    let html = try SessionInspector.html(
      recording: recording, initialState: CounterState(), reducer: CounterState.reducer,
      timestamp: Date(timeIntervalSince1970: 0))
    let start = try #require(html.range(of: #"<script type="application/json" id="session-data">"#))
    let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
    return try JSONParser.parse(Array(html[start.upperBound..<end.lowerBound].utf8))
  }

  func steps(_ data: JSONValue) throws -> [JSONValue] {
    guard case .array(let steps)? = data["steps"] else { throw CostTestFailure.noSteps }
    return steps
  }

  func names(_ data: JSONValue) throws -> [String] {
    guard case .array(let names)? = data["names"] else { throw CostTestFailure.noNames }
    return names.compactMap(\.stringValue)
  }

  /// The cost of a step as the page holds it, its names read from the page's `names`.
  func cost(_ step: JSONValue, names: [String]) throws -> [String] {
    guard case .array(let parts)? = step["k"], parts.count == 5,
      case .array(let middlewares) = parts[2], case .array(let subscribers) = parts[3]
    else { throw CostTestFailure.notACost }
    func text(_ value: JSONValue) -> String {
      guard case .number(let number) = value else { return "?" }
      return number
    }
    func name(_ value: JSONValue) -> String {
      guard case .number(let number) = value, let index = Int(number), names.indices.contains(index)
      else { return "?" }
      return names[index]
    }
    var described = ["total \(text(parts[0]))", "reducers \(text(parts[1]))"]
    for case .array(let middleware) in middlewares where middleware.count == 2 {
      described.append("middleware \(name(middleware[0])) \(text(middleware[1]))")
    }
    for case .array(let subscriber) in subscribers where subscriber.count == 3 {
      described.append(
        "subscriber \(name(subscriber[0])) \(text(subscriber[1])) \(text(subscriber[2])) calls")
    }
    described.append("listeners \(text(parts[4]))")
    return described
  }

  @Test func eachStepWithACostHoldsItsPartsInTheOrderTheStoreRanThem() throws {
    let recording = try CounterSessions.recording(
      [.add(1), .add(2), .name("Ada")], costs: Self.costs)
    let data = try data(recording)
    let steps = try steps(data)
    let names = try names(data)
    #expect(
      try cost(steps[0], names: names) == [
        "total 5120", "reducers 900", "middleware recorder 2100",
        "subscriber CounterCell 1400 3 calls", "subscriber CounterBadge 20 1 calls",
        "listeners 7",
      ])
    #expect(steps[1]["k"] == nil)
    #expect(
      try cost(steps[2], names: names) == [
        "total 1500000", "reducers 1000", "middleware recorder 2000",
        "middleware CounterAction 1400000", "listeners 0",
      ])
    // A name is stored once, an action's name and a middleware's alike.
    #expect(names.filter { $0 == "recorder" }.count == 1)
    #expect(names.filter { $0 == "CounterAction" }.count == 1)
  }

  @Test func aRecordingWithoutCostsHasNoneInItsPage() throws {
    let data = try data(try CounterSessions.recording(CounterSessions.mixed))
    let steps = try steps(data)
    #expect(steps.count == CounterSessions.mixed.count)
    #expect(steps.allSatisfy { $0["k"] == nil })
    // The names are the actions' names and labels only, as before costs.
    var used: Set<String> = []
    for step in steps {
      for key in ["a", "l"] {
        if case .number(let number)? = step[key] { used.insert(number) }
      }
    }
    #expect(used == Set(try names(data).indices.map(String.init)))
  }

  @Test func theScriptHasTheCostPartAndStartsAfterIt() throws {
    let script = InspectorScript.source
    let costs = try #require(script.range(of: "function drawCost(k)"))
    let start = try #require(script.range(of: "\nstart();", options: .backwards))
    #expect(costs.upperBound < start.lowerBound)
    #expect(script.hasSuffix("\nstart();"))
    // Without costs, the column, the button and the bar are never made.
    #expect(script.contains("if (!HAS_COSTS) return;"))
  }

  @Test func aDurationIsWrittenInWholeNanoseconds() {
    #expect(Duration.nanoseconds(5120).wholeNanoseconds == 5120)
    #expect((Duration.seconds(2) + .nanoseconds(3)).wholeNanoseconds == 2_000_000_003)
    #expect(Duration.seconds(Int64.max).wholeNanoseconds == .max)
    #expect(Duration.zero.wholeNanoseconds == 0)
  }
}

enum CostTestFailure: Error {
  case noSteps, noNames, notACost
}

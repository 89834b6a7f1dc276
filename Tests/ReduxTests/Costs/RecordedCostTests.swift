import Foundation
import Redux
import Testing

@Suite("Costs: a recording's lines carry optional costs, read back or refused by line")
struct RecordedCostTests {
  private let window = BoardWindows.first.uuidString

  private func line(cost: String?) -> String {
    let costField = cost.map { #","cost":\#($0)"# } ?? ""
    return
      #"{"position":1,"window":"\#(window)","action":"NoteAction","payload":{"clear":{}}\#(costField)}"#
  }

  private func read(cost: String?) throws(RecordingError) -> Recording {
    try Recording(
      text: BoardRecording.text([line(cost: cost)]), file: "cost.jsonl", registry: .board)
  }

  private let wellFormed =
    #"{"totalNs":5120,"reducersNs":900,"middlewares":[{"name":"recorder","ns":2100}],"#
    + #""subscribers":[{"type":"NoteCell","ns":1400,"calls":3}],"listenersNs":7}"#

  @Test func aLineWithACostReadsIt() throws {
    let recording = try read(cost: wellFormed)
    let cost = try #require(recording.actions.first?.cost)
    #expect(cost.total == .nanoseconds(5120))
    #expect(cost.reducers == .nanoseconds(900))
    #expect(cost.middlewares == [MiddlewareCost(name: "recorder", duration: .nanoseconds(2100))])
    #expect(
      cost.subscribers == [SubscriberCost(type: "NoteCell", duration: .nanoseconds(1400), calls: 3)]
    )
    #expect(cost.listeners == .nanoseconds(7))
    #expect(cost.allMiddlewares == .nanoseconds(2100))
    #expect(cost.allSubscribers == .nanoseconds(1400))
    // The action itself is made again as from a line without a cost.
    #expect(recording.actions.first?.makeAction() != nil)
  }

  @Test func aLineWithoutACostReadsAsBefore() throws {
    let recording = try read(cost: nil)
    #expect(recording.actions.count == 1)
    #expect(recording.actions.first?.cost == nil)
  }

  @Test func aCostRoundTripsThroughItsJSON() throws {
    let cost = ActionCost(
      total: .microseconds(12), reducers: .nanoseconds(1),
      middlewares: [.init(name: "a", duration: .zero), .init(name: "b", duration: .seconds(2))],
      subscribers: [.init(type: "T", duration: .milliseconds(3), calls: 0)],
      listeners: .nanoseconds(999))
    let data = try JSONEncoder().encode(cost)
    #expect(try JSONDecoder().decode(ActionCost.self, from: data) == cost)
  }

  @Test func aTimeIsWrittenInWholeNanoseconds() throws {
    let cost = ActionCost(
      total: .nanoseconds(1) + .seconds(0.4e-9), reducers: .zero, middlewares: [],
      subscribers: [], listeners: .zero)
    let object = try JSONSerialization.jsonObject(with: JSONEncoder().encode(cost))
    #expect((object as? [String: Any])?["totalNs"] as? Int == 1)
  }

  @Test(
    "A malformed cost refuses the line, naming it and the field",
    arguments: [
      (#""slow""#, "cost"),
      (#"{"reducersNs":1,"middlewares":[],"subscribers":[],"listenersNs":0}"#, "totalNs"),
      (
        #"{"totalNs":-5,"reducersNs":1,"middlewares":[],"subscribers":[],"listenersNs":0}"#,
        "cost.totalNs"
      ),
      (
        #"{"totalNs":1.5,"reducersNs":1,"middlewares":[],"subscribers":[],"listenersNs":0}"#,
        "a number does not fit"
      ),
      (
        #"{"totalNs":1,"reducersNs":1,"middlewares":[{"ns":3}],"subscribers":[],"listenersNs":0}"#,
        "name"
      ),
      (
        #"{"totalNs":1,"reducersNs":1,"middlewares":[],"subscribers":[{"type":"T","ns":1,"calls":-1}],"listenersNs":0}"#,
        "calls"
      ),
      (
        #"{"totalNs":1e30,"reducersNs":1,"middlewares":[],"subscribers":[],"listenersNs":0}"#,
        "a number does not fit"
      ),
    ])
  func aMalformedCost(cost: String, named: String) {
    #expect {
      _ = try read(cost: cost)
    } throws: { error in
      guard case .malformedLine(let file, let line, let problem) = error as? RecordingError else {
        return false
      }
      return file == "cost.jsonl" && line == 2 && problem.contains(named)
    }
  }
}

import Foundation
import ReduxTestSupport
import Testing

@testable import Redux

@MainActor
@Suite("Costs: a recorder connected to the store's measurement writes each action's cost")
struct CostRecordingTests {
  private let first = BoardWindows.first

  private func session(to store: Store<BoardState>) {
    store.dispatch(
      BoardScreenAction(windowUUID: first, actionType: .showScreen, screen: .notes))
    store.dispatch(NoteAction(windowUUID: first, actionType: .add("Milk")))
    store.dispatch(
      ActionBatch([
        NoteAction(windowUUID: first, actionType: .add("Eggs")),
        StampAction(windowUUID: first, stamp: 7),
      ]))
    // Not recordable: its line says why, and carries its cost all the same.
    store.dispatch(Action(windowUUID: .unavailable, actionType: PingActionType.ping))
  }

  @Test func everyLineOfARecordingMadeWhileMeasuringCarriesItsCost() async throws {
    let (file, recorder, store) = try BoardRecording.start(
      headerHoldsState: true, after: [{ _, _ in }])
    defer { file.cleanUp() }
    let watcher = NoteWatcher()
    store.subscribe(watcher, to: .window(first)) { $0.select(BoardState.notes(in: first)) }
    let measurement = try store.measureCosts(middlewareNames: ["ActionRecorder", "Nothing"])
    recorder.recordCosts(of: measurement)
    var reports: [ActionCostReport] = []
    measurement.onReport { reports.append($0) }

    session(to: store)
    try await recorder.finish()

    let lines = try file.lines()
    #expect(lines.count == 6)
    #expect(lines.dropFirst().allSatisfy { $0.contains(#","cost":{"totalNs":"#) })
    #expect(
      lines[2].contains(
        #""payload":{"add":{"_0":"Milk"}},"cost":{"totalNs":"#))
    #expect(lines[2].contains(#"],"subscribers":[{"type":"NoteWatcher","ns":"#))
    #expect(lines[5].contains(#""reason":"Action is not a CustomRecordableAction","cost":{"#))

    let recording = try Recording(contentsOf: file.url, registry: .board)
    #expect(recording.actions.count == 5)
    let costs = recording.actions.compactMap(\.cost)
    #expect(costs.count == 5)
    #expect(costs.allSatisfy { $0.middlewares.map(\.name) == ["ActionRecorder", "Nothing"] })
    // The batch's two actions: the delivery on the second, none on the first. Showing the
    // screen, and an action for every window, hand the state to the window's subscription too,
    // whose filter finds its notes unchanged: a call of its pipeline, not of its `newState`.
    #expect(costs.map { $0.subscribers.map(\.calls) } == [[1], [1], [], [1], [1]])
    #expect(watcher.heard == [[], ["Milk"], ["Milk", "Eggs", "stamp 7"]])
    // The lines hold what the store reported, to the nanosecond.
    #expect(reports.count == 5)
    for (cost, report) in zip(costs, reports) {
      #expect(cost.total == .nanoseconds(report.cost.total.wholeNanoseconds))
      #expect(cost.subscribers.map(\.type) == report.cost.subscribers.map(\.type))
      #expect(
        cost.total >= cost.reducers + cost.allMiddlewares + cost.allSubscribers + cost.listeners)
    }
  }

  @Test func withoutAConnectedRecorderTheLinesAreByteForByteThoseOfAStoreThatDoesNotMeasure()
    async throws
  {
    func record(measuring: Bool) async throws -> Data {
      let (file, recorder, store) = try BoardRecording.start(headerHoldsState: true)
      defer { file.cleanUp() }
      if measuring { try store.measureCosts().onReport { _ in } }
      session(to: store)
      try await recorder.finish()
      return try Data(contentsOf: file.url)
    }
    let plain = try await record(measuring: false)
    #expect(try await record(measuring: true) == plain)
    #expect(!String(decoding: plain, as: UTF8.self).contains("cost"))
  }

  @Test func eachLineIsWrittenOnceItsActionsProcessingEnds() async throws {
    let (file, recorder, store) = try BoardRecording.start()
    defer { file.cleanUp() }
    recorder.recordCosts(of: try store.measureCosts())
    for index in 1...3 {
      store.dispatch(NoteAction(windowUUID: first, actionType: .add("\(index)")))
      try await recorder.flush()
      // The header, and every action so far, each with its cost: none waits for a later one.
      let lines = try file.lines()
      #expect(lines.count == index + 1)
      #expect(lines.last?.contains(#""position":\#(index),"#) == true)
      #expect(lines.last?.contains(#","cost":{"#) == true)
    }
    try await recorder.finish()
  }

  @Test func afterTheMeasurementStopsLinesAreWrittenWithoutACost() async throws {
    let stopper = Stopper()
    let (file, recorder, store) = try BoardRecording.start(after: [
      { _, action in
        if case .clear? = action.actionType(as: NoteActionType.self) { stopper.stop() }
      }
    ])
    defer { file.cleanUp() }
    let measurement = try store.measureCosts()
    stopper.measurement = measurement
    recorder.recordCosts(of: measurement)

    store.dispatch(NoteAction(windowUUID: first, actionType: .add("Milk")))
    // Stops the measurement while the store processes it: its line waited for a cost that
    // never comes, and is written without one.
    store.dispatch(NoteAction(windowUUID: first, actionType: .clear))
    store.dispatch(NoteAction(windowUUID: first, actionType: .add("Bread")))
    try await recorder.finish()

    let lines = try file.lines()
    #expect(lines.map { $0.contains(#","cost":"#) } == [false, true, false, false])
    let recording = try Recording(contentsOf: file.url, registry: .board)
    #expect(recording.actions.map(\.position) == [1, 2, 3])
    #expect(recording.actions.map { $0.cost != nil } == [true, false, false])
  }

  @Test func aRecorderConnectedWhileAnActionIsProcessedGivesThatActionNoCost() async throws {
    let connector = Connector()
    let (file, recorder, store) = try BoardRecording.start(before: [{ _, _ in connector.connect() }]
    )
    defer { file.cleanUp() }
    connector.connect = { [recorder] in
      // Measuring starts with the next action; the recorder is told at once.
      if let measurement = try? connector.store?.measureCosts() {
        recorder.recordCosts(of: measurement)
      }
    }
    connector.store = store

    store.dispatch(NoteAction(windowUUID: first, actionType: .add("Milk")))
    store.dispatch(NoteAction(windowUUID: first, actionType: .add("Bread")))
    try await recorder.finish()

    let recording = try Recording(contentsOf: file.url, registry: .board)
    #expect(recording.actions.map { $0.cost != nil } == [false, true])
  }

  // The writer pairs a held line with its cost by the action object and the processing: the
  // same object standing twice in one batch has two lines and two costs with the same key.
  @Test func anActionStandingTwiceInABatchHasEachLinePairedWithItsOwnCost() async throws {
    let (file, recorder, store) = try BoardRecording.start()
    defer { file.cleanUp() }
    let watcher = NoteWatcher()
    store.subscribe(watcher, to: .window(first)) { $0.select(BoardState.notes(in: first)) }
    let measurement = try store.measureCosts(middlewareNames: ["ActionRecorder"])
    recorder.recordCosts(of: measurement)
    var reports: [ActionCostReport] = []
    measurement.onReport { reports.append($0) }

    store.dispatch(
      BoardScreenAction(windowUUID: first, actionType: .showScreen, screen: .notes))
    let eggs = NoteAction(windowUUID: first, actionType: .add("Eggs"))
    store.dispatch(ActionBatch([eggs, StampAction(windowUUID: first, stamp: 7), eggs]))
    try await recorder.finish()

    #expect(watcher.heard == [[], ["Eggs", "stamp 7", "Eggs"]])
    let recording = try Recording(contentsOf: file.url, registry: .board)
    #expect(
      recording.actions.dropFirst().map(\.name) == ["NoteAction", "StampAction", "NoteAction"])
    #expect(recording.actions.map { $0.batch?.index } == [nil, 1, 2, 3])
    let costs = recording.actions.compactMap(\.cost)
    #expect(costs.count == 4)
    // The batch's publication is its last action's: the object's second line has the
    // delivery, its first has none, as if they were two objects.
    #expect(costs.map { $0.subscribers.map(\.calls) } == [[1], [], [], [1]])
    // Each line holds the cost the store reported for that place, to the nanosecond.
    #expect(reports.map { $0.batch?.index } == [nil, 1, 2, 3])
    #expect(
      costs.map(\.total) == reports.map { .nanoseconds($0.cost.total.wholeNanoseconds) })
    #expect(costs[1].subscribers.isEmpty && costs[1].listeners == .zero)
  }

  @Test func aCostFieldIsWrittenInTheOrderOfItsFormat() {
    let cost = ActionCost(
      total: .nanoseconds(5120), reducers: .nanoseconds(900),
      middlewares: [MiddlewareCost(name: "ActionRecorder", duration: .nanoseconds(2100))],
      subscribers: [
        SubscriberCost(type: "Cell \"A\"", duration: .nanoseconds(1400), calls: 3)
      ],
      listeners: .zero)
    #expect(
      RecordingLines.costField(cost)
        == #","cost":{"totalNs":5120,"reducersNs":900,"middlewares":[{"name":"ActionRecorder","ns":2100}],"subscribers":[{"type":"Cell \"A\"","ns":1400,"calls":3}],"listenersNs":0}"#
    )
    #expect(RecordingLines.costField(nil) == "")
  }
}

/// Stops a measurement from a middleware.
@MainActor
private final class Stopper {
  var measurement: CostMeasurement?
  func stop() { measurement?.stop() }
}

/// Starts measuring, and connects a recorder, from a middleware.
@MainActor
private final class Connector {
  weak var store: Store<BoardState>?
  var connect: () -> Void = {}
}

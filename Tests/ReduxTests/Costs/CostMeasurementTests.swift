import Redux
import Testing

@MainActor
@Suite("Costs: a store measures what each action costs, when asked")
struct CostMeasurementTests {
  private let first = BoardWindows.first
  private let second = BoardWindows.second

  /// A board showing its notes in two windows, with two middlewares that count the actions.
  private func board(middlewareCalls: CallCounter = CallCounter()) -> Store<BoardState> {
    let store = Store(
      state: BoardState(), reducer: BoardState.reducer,
      middlewares: [
        { _, _ in middlewareCalls.count += 1 },
        { _, _ in middlewareCalls.count += 1 },
      ])
    for window in [first, second] {
      store.dispatch(
        BoardScreenAction(windowUUID: window, actionType: .showScreen, screen: .notes))
    }
    return store
  }

  private func add(_ text: String, in window: WindowUUID) -> sending NoteAction {
    NoteAction(windowUUID: window, actionType: .add(text))
  }

  @Test func aStoreMeasuresNothingUntilAsked() {
    let store = board()
    #expect(store.costMeasurement == nil)
    store.dispatch(add("Milk", in: first))
    #expect(store.costMeasurement == nil)
  }

  @Test func eachPhaseIsReportedWithTheSubscriberTypesAndCallsOfTheActionsWindowOnly() throws {
    let store = board()
    let watchers = (0..<3).map { _ in NoteWatcher() }
    for watcher in watchers {
      store.subscribe(watcher, to: .window(first)) { $0.select(BoardState.notes(in: first)) }
    }
    let tally = TallyWatcher()
    store.subscribe(tally, to: .window(first)) { $0.select(\.added) }
    let elsewhere = (0..<2).map { _ in ElsewhereWatcher() }
    for watcher in elsewhere {
      store.subscribe(watcher, to: .window(second)) { $0.select(BoardState.notes(in: second)) }
    }
    var listened = 0
    store.addListener(stateSelector: { $0.added }) { _ in listened += 1 }
    let measurement = try store.measureCosts(middlewareNames: ["Counting", "Counting again"])
    var reports: [ActionCostReport] = []
    measurement.onReport { reports.append($0) }

    store.dispatch(add("Milk", in: first))

    try #require(reports.count == 1)
    let report = reports[0]
    #expect(report.sequence == 1)
    #expect(report.windowUUID == first)
    #expect(report.actionName == "NoteActionType.add")
    #expect(report.batch == nil)
    let cost = report.cost
    #expect(cost.middlewares.map(\.name) == ["Counting", "Counting again"])
    #expect(cost.subscribers.map(\.type) == ["NoteWatcher", "TallyWatcher"])
    #expect(cost.subscribers.map(\.calls) == [3, 1])
    #expect(watchers.allSatisfy { $0.heard.last == ["Milk"] })
    #expect(elsewhere.allSatisfy { $0.heard.count == 1 })
    #expect(listened == 1)
    #expect(cost.total >= cost.reducers)
    #expect(cost.total >= cost.listeners)
    #expect(cost.middlewares.allSatisfy { cost.total >= $0.duration })
    #expect(cost.subscribers.allSatisfy { cost.total >= $0.duration })
    #expect(
      cost.total >= cost.reducers + cost.allMiddlewares + cost.allSubscribers + cost.listeners)
  }

  @Test func middlewaresAreNamedByTheirPlaceUnlessNamed() throws {
    let store = board()
    let measurement = try store.measureCosts()
    #expect(measurement.middlewareNames == ["middleware 1", "middleware 2"])
    var names: [[String]] = []
    measurement.onReport { names.append($0.cost.middlewares.map(\.name)) }
    store.dispatch(add("Milk", in: first))
    #expect(names == [["middleware 1", "middleware 2"]])
  }

  @Test func namesThatAreNotOnePerMiddlewareAreRefused() {
    let store = board()
    #expect(throws: CostMeasurementError.middlewareNameCount(names: 1, middlewares: 2)) {
      try store.measureCosts(middlewareNames: ["Only one"])
    }
    #expect(store.costMeasurement == nil)
    #expect(
      "\(CostMeasurementError.middlewareNameCount(names: 1, middlewares: 2))"
        == "measureCosts was given 1 middleware name for a store with 2 middlewares: give one "
        + "name per middleware, in the order the store calls them, or none")
  }

  @Test func aSecondMeasurementIsRefusedWhileOneIsUnderWay() throws {
    let store = board()
    let measurement = try store.measureCosts()
    #expect(throws: CostMeasurementError.alreadyMeasuring) { try store.measureCosts() }
    #expect(store.costMeasurement === measurement)
    measurement.stop()
    #expect(store.costMeasurement == nil)
    let again = try store.measureCosts()
    #expect(again !== measurement)
    #expect(store.costMeasurement === again)
  }

  @Test func aBatchIsReportedAsItsActionsWithThePublicationOnTheLast() throws {
    let calls = CallCounter()
    let store = board(middlewareCalls: calls)
    let watchers = (0..<3).map { _ in NoteWatcher() }
    for watcher in watchers {
      store.subscribe(watcher, to: .window(first)) { $0.select(BoardState.notes(in: first)) }
    }
    var listened = 0
    store.addListener(stateSelector: { $0.added }) { _ in listened += 1 }
    let measurement = try store.measureCosts(middlewareNames: ["A", "B"])
    var reports: [ActionCostReport] = []
    measurement.onReport { reports.append($0) }
    calls.count = 0

    store.dispatch(ActionBatch([add("a", in: first), add("b", in: first), add("c", in: first)]))

    #expect(reports.map(\.sequence) == [1, 2, 3])
    #expect(reports.map(\.batch) == [1, 2, 3].map { .init(index: $0, count: 3) })
    #expect(reports.map(\.batch?.isLast) == [false, false, true])
    #expect(reports.map(\.actionName) == Array(repeating: "NoteActionType.add", count: 3))
    // Reducers and middlewares for each action; the subscribers and listeners once, on the last.
    #expect(reports.allSatisfy { $0.cost.middlewares.map(\.name) == ["A", "B"] })
    #expect(calls.count == 6)
    #expect(reports.map { $0.cost.subscribers.map(\.calls) } == [[], [], [3]])
    #expect(reports.dropLast().allSatisfy { $0.cost.listeners == .zero })
    #expect(watchers.allSatisfy { $0.heard.count == 2 && $0.heard.last == ["a", "b", "c"] })
    #expect(listened == 1)
    for report in reports {
      let cost = report.cost
      #expect(
        cost.total >= cost.reducers + cost.allMiddlewares + cost.allSubscribers + cost.listeners)
    }
  }

  @Test func anEmptyBatchIsNoActionAndIsNotReported() throws {
    let store = board()
    var reports: [ActionCostReport] = []
    try store.measureCosts().onReport { reports.append($0) }
    store.dispatch(ActionBatch([]))
    store.dispatch(add("Milk", in: first))
    #expect(reports.map(\.sequence) == [1])
  }

  @Test func stoppingEndsTheReportsAndTheSequences() async throws {
    let store = board()
    let measurement = try store.measureCosts()
    var handled = 0
    measurement.onReport { _ in handled += 1 }
    let reports = measurement.reports()
    let loop = Task { @MainActor in
      var names: [String] = []
      for await report in reports { names.append(report.actionName) }
      return names
    }
    store.dispatch(add("Milk", in: first))
    store.dispatch(NoteAction(windowUUID: first, actionType: .clear))
    measurement.stop()
    #expect(!measurement.isMeasuring)
    store.dispatch(add("Bread", in: first))

    #expect(await loop.value == ["NoteActionType.add", "NoteActionType.clear"])
    #expect(handled == 2)
    // A stopped measurement hands out finished sequences and takes no handler.
    for await _ in measurement.reports() { Issue.record("a stopped measurement reported") }
    measurement.onReport { _ in Issue.record("a stopped measurement called a handler") }
    store.dispatch(add("Eggs", in: first))
  }

  @Test func aHandlerThatStopsTheMeasurementGetsNoMoreReports() throws {
    let store = board()
    let measurement = try store.measureCosts()
    var reports = 0
    measurement.onReport { _ in
      reports += 1
      measurement.stop()
    }
    store.dispatch(ActionBatch([add("a", in: first), add("b", in: first)]))
    store.dispatch(add("c", in: first))
    #expect(reports == 1)
    #expect(store.costMeasurement == nil)
  }

  @Test func aMeasurementLetGoWithItsStoreEndsItsSequences() async throws {
    var store: Store<BoardState>? = board()
    let reports = try #require(try store?.measureCosts().reports())
    store?.dispatch(add("Milk", in: first))
    store = nil
    var count = 0
    for await _ in reports { count += 1 }
    #expect(count == 1)
  }

  @Test func theFrameworksOwnSubscribersAreNamedAfterWhatTheAppMade() async throws {
    let store = board()
    var values = store.values(for: .window(first)) { $0.select(\.added) }.makeAsyncIterator()
    #expect(await values.next() == 0)
    let model = store.observe(for: .window(first)) { $0.select(\.added) }
    var reports: [ActionCostReport] = []
    try store.measureCosts().onReport { reports.append($0) }

    store.dispatch(add("Milk", in: first))

    #expect(
      reports.first?.cost.subscribers.map(\.type) == ["StoreValues<Int>", "StoreObservation<Int>"])
    #expect(reports.first?.cost.subscribers.map(\.calls) == [1, 1])
    #expect(model.value == 1)
    #expect(await values.next() == 1)
  }

  @Test func rowSubscriptionsAreTimedByTheirType() throws {
    let window = WindowUUID()
    let store = Store.showingLists(in: [window], rows: 10)
    let cells = (0..<10).map { id in
      let cell = RowCell()
      store.subscribe(cell, toRow: id, in: window)
      return cell
    }
    var reports: [ActionCostReport] = []
    try store.measureCosts().onReport { reports.append($0) }

    store.dispatch(ListAction.rename(4, "four"), forWindowUUID: window)

    #expect(reports.first?.actionName == "ListAction.rename")
    #expect(
      reports.first?.cost.subscribers == [
        SubscriberCost(
          type: "RowCell", duration: reports.first?.cost.subscribers.first?.duration ?? .zero,
          calls: 1)
      ])
    #expect(cells[4].heard == ["item 4", "four"])
  }

  @Test func sequenceNumbersCountTheActionsReported() throws {
    let store = board()
    let measurement = try store.measureCosts()
    var sequences: [Int] = []
    measurement.onReport { sequences.append($0.sequence) }
    store.dispatch(add("a", in: first))
    store.dispatch(ActionBatch([add("b", in: first), add("c", in: second)]))
    store.dispatch(add("d", in: second))
    #expect(sequences == [1, 2, 3, 4])
  }
}

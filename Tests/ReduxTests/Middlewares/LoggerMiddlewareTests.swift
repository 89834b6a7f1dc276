import Testing

@testable import Redux

@Suite("LoggerMiddleware")
struct LoggerMiddlewareTests {
  enum CounterActionType: ActionType {
    case bump
    case tick
  }

  struct CounterState: Equatable {
    var count = 0
    var label = "counter"
    var history: [Int] = []
  }

  final class SetLabelAction: Action {
    let label: String

    init(label: String) {
      self.label = label
      super.init(windowUUID: .unavailable, actionType: CounterActionType.bump)
    }
  }

  struct StoreState: StateType {
    var count = 0

    static func defaultState(from state: StoreState) -> StoreState { state }
  }

  /// Collects what a logger writes.
  final class LogLines {
    var messages: [String] = []
  }

  private let bump = Action(windowUUID: .unavailable, actionType: CounterActionType.bump)
  private let tick = Action(windowUUID: .unavailable, actionType: CounterActionType.tick)

  @Test func logsTheActionAndOnlyTheChangedFields() {
    let log = LogLines()
    let logger = LoggerMiddleware(
      initialState: CounterState(), output: { log.messages.append($0) })
    logger.middleware(CounterState(count: 1, history: [1]), bump)
    #expect(
      log.messages == [
        """
        Action(CounterActionType.bump, window: all)
          count: 0 → 1
          history[0]: (none) → 1
        """
      ])
  }

  @Test func logsNoChangeWhenTheStateIsTheSame() {
    let log = LogLines()
    let logger = LoggerMiddleware(initialState: CounterState()) { log.messages.append($0) }
    logger.middleware(CounterState(), tick)
    #expect(
      log.messages == [
        """
        Action(CounterActionType.tick, window: all)
          (no change)
        """
      ])
  }

  @Test func describesActionPayloadsAndWindows() throws {
    let log = LogLines()
    let logger = LoggerMiddleware(
      initialState: CounterState(), output: { log.messages.append($0) })
    logger.middleware(CounterState(label: "clicks"), SetLabelAction(label: "clicks"))
    let window = try #require(WindowUUID(uuidString: "1A2B3C4D-0000-0000-0000-000000000000"))
    logger.middleware(
      CounterState(label: "clicks"), Action(windowUUID: window, actionType: CounterActionType.tick))
    #expect(
      log.messages == [
        """
        SetLabelAction(CounterActionType.bump, window: all, label: "clicks")
          label: "counter" → "clicks"
        """,
        """
        Action(CounterActionType.tick, window: 1A2B3C4D)
          (no change)
        """,
      ])
  }

  @Test func comparesWithThePreviousStateItSaw() {
    let log = LogLines()
    let logger = LoggerMiddleware(
      initialState: CounterState(), output: { log.messages.append($0) })
    let middleware = logger.middleware
    middleware(CounterState(count: 1), bump)
    middleware(CounterState(count: 2), bump)
    logger.middleware(CounterState(count: 2), tick)
    #expect(
      log.messages == [
        "Action(CounterActionType.bump, window: all)\n  count: 0 → 1",
        "Action(CounterActionType.bump, window: all)\n  count: 1 → 2",
        "Action(CounterActionType.tick, window: all)\n  (no change)",
      ])
  }

  @Test func skipsFilteredActionsButRemembersTheirState() {
    let log = LogLines()
    let logger = LoggerMiddleware(
      initialState: CounterState(),
      output: { log.messages.append($0) },
      shouldLog: { ($0.actionType as? CounterActionType) != .tick }
    )
    logger.middleware(CounterState(count: 5), tick)
    logger.middleware(CounterState(count: 6), bump)
    #expect(log.messages == ["Action(CounterActionType.bump, window: all)\n  count: 5 → 6"])
  }

  @MainActor
  @Test func logsEveryActionTheStoreProcesses() {
    let log = LogLines()
    let logger = LoggerMiddleware(
      initialState: StoreState(), output: { log.messages.append($0) })
    let store = Store(
      state: StoreState(),
      reducer: { state, action in
        var state = state
        if case .bump? = action.actionType as? CounterActionType {
          state.count += 1
        }
        return state
      },
      middlewares: [logger.middleware]
    )
    store.dispatch(Action(windowUUID: .unavailable, actionType: CounterActionType.bump))
    store.dispatch(Action(windowUUID: .unavailable, actionType: CounterActionType.tick))
    store.dispatch(Action(windowUUID: .unavailable, actionType: CounterActionType.bump))
    #expect(
      log.messages == [
        "Action(CounterActionType.bump, window: all)\n  count: 0 → 1",
        "Action(CounterActionType.tick, window: all)\n  (no change)",
        "Action(CounterActionType.bump, window: all)\n  count: 1 → 2",
      ])
  }
}

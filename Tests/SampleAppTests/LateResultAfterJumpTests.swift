import Redux
import SampleApp
import Testing

/// A suggestion's result that its task handed to the store just before a jump in time, and that
/// the store reduces after it, changes nothing: a list takes a result only for the request it
/// shows in flight, and a request's identity is never made twice.
@MainActor
@Suite("late suggestion results after a jump", .serialized, .timeLimit(.minutes(5)))
struct LateResultAfterJumpTests {
  let window = WindowUUID()

  /// A store with a history whose todo list middleware hands its results to a gate.
  private func makeApp(
    service: GatedSuggestionService
  ) -> (store: Store<AppState>, history: StoreHistory<AppState>, gate: ResultGate) {
    let history = StoreHistory(initialState: AppState())
    let dispatcher = StoreDispatcher()
    let gate = ResultGate(forwardingTo: dispatcher)
    let todoList = TodoListMiddleware(store: gate, suggestions: service, log: { _ in })
    let store = Store(
      state: AppState(), reducer: history.reducer(wrapping: AppState.reducer),
      middlewares: [history.middleware, todoList.todoListProvider])
    dispatcher.connect(to: store)
    return (store, history, gate)
  }

  private func list(in store: Store<AppState>) -> TodoListState? {
    store.state.screenState(TodoListState.self, for: .todoList, window: window)
  }

  @Test func aResultHandedOverBeforeAJumpBackBeforeItsRequestChangesNothing() async throws {
    let service = GatedSuggestionService()
    let (store, history, gate) = makeApp(service: service)
    let controller = TodoListController(windowUUID: window, store: store)
    controller.addTapped(title: "Milk")
    let beforeRequest = history.position
    let stateBeforeRequest = store.state

    controller.suggestionTapped()
    await service.waitForCall(1)
    service.release("Late idea")
    // The fetch's task has handed its result over; the store has not reduced it.
    await Polling.until { gate.arrivalCount == 1 }
    try history.goto(beforeRequest, in: store)
    #expect(store.state == stateBeforeRequest)

    gate.letGo()
    // The store reduces the result after the jump, as an action of its own.
    await Polling.until { history.latestPosition == beforeRequest + 1 }
    #expect(store.state == stateBeforeRequest)
    #expect(list(in: store)?.suggestion == nil)
    #expect(list(in: store)?.isFetchingSuggestion == false)
    #expect(service.requestCount == 1)
  }

  @Test func aResultFromTheTimelineLeftDoesNotCompleteTheRequestMadeSince() async throws {
    let service = GatedSuggestionService()
    let (store, history, gate) = makeApp(service: service)
    let controller = TodoListController(windowUUID: window, store: store)
    controller.addTapped(title: "Milk")
    let beforeRequest = history.position

    controller.suggestionTapped()
    await service.waitForCall(1)
    service.release("Late idea")
    await Polling.until { gate.arrivalCount == 1 }
    try history.goto(beforeRequest, in: store)

    // A new request after the jump: a new fetch, with an identity of its own.
    controller.suggestionTapped()
    await service.waitForCall(2)
    let request = try #require(list(in: store)?.suggestionRequest)
    let fetching = try #require(list(in: store))
    #expect(fetching.isFetchingSuggestion)

    // The old timeline's result is reduced now, while the new request is in flight.
    gate.letGo()
    await Polling.until { history.latestPosition == beforeRequest + 2 }
    #expect(list(in: store) == fetching)
    #expect(list(in: store)?.suggestionRequest == request)

    // The new request's own result completes it.
    service.release("Water the plants")
    await Polling.until { list(in: store)?.isFetchingSuggestion == false }
    #expect(list(in: store)?.suggestion == "Water the plants")
    #expect(list(in: store)?.suggestionRequest == nil)
    #expect(history.latestPosition == beforeRequest + 3)
  }

  @Test func aResultForAnotherRequestThanTheOneInFlightChangesNothing() {
    var state = AppState()
    AppState.reducer(
      &state,
      Redux.ScreenAction(windowUUID: window, actionType: .showScreen, screen: AppScreen.todoList))
    let asked = SuggestionRequestID()
    AppState.reducer(
      &state, Action(TodoListAction.requestSuggestion(asked), windowUUID: window))
    let fetching = state

    for result: TodoListAction in [
      .suggestionReceived("Tea", request: SuggestionRequestID()),
      .suggestionFailed("offline", request: SuggestionRequestID()),
    ] {
      AppState.reducer(&state, Action(result, windowUUID: window))
      #expect(state == fetching)
    }
    // Asking again while a request is in flight joins it: its result is still the one taken.
    AppState.reducer(
      &state,
      Action(TodoListAction.requestSuggestion(SuggestionRequestID()), windowUUID: window))
    #expect(state == fetching)
    AppState.reducer(
      &state,
      Action(TodoListAction.suggestionReceived("Tea", request: asked), windowUUID: window))
    let list = state.screenState(TodoListState.self, for: .todoList, window: window)
    #expect(list?.suggestion == "Tea")
    #expect(list?.isFetchingSuggestion == false)
    #expect(list?.suggestionRequest == nil)
  }
}

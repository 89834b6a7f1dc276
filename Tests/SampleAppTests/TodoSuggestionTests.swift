import Redux
import ReduxTestSupport
import ReduxTesting
import SampleApp
import Testing

@MainActor
@Suite("Todo suggestions")
struct TodoSuggestionTests {
  let windowA = WindowUUID()
  let windowB = WindowUUID()

  private func close(_ window: WindowUUID, in app: AppHarness) {
    app.store.dispatch(WindowAction(windowUUID: window, actionType: .closeWindow))
  }

  @Test func aSuggestionArrivesAndIsRendered() async {
    let service = GatedSuggestionService()
    let app = AppHarness(suggestions: service)
    let list = TodoListController(windowUUID: windowA, store: app.store)
    list.addTapped(title: "Milk")

    list.suggestionTapped()

    #expect(
      list.renderedText
        == "Todos (background red, text white)\n1. [ ] Milk\nSuggestion: fetching...")
    #expect(app.todoList.runningSuggestionCount(in: windowA) == 1)
    await Polling.until { service.waitingCount == 1 }
    #expect(service.receivedItems == [[TodoItem(id: 1, title: "Milk")]])

    service.release("Water the plants")
    await app.settle(windowA)

    #expect(
      list.renderedText
        == "Todos (background red, text white)\n1. [ ] Milk\nSuggestion: Water the plants")
    #expect(app.todoList(in: windowA)?.isFetchingSuggestion == false)

    list.acceptSuggestionTapped()
    #expect(
      list.renderedText
        == "Todos (background red, text white)\n1. [ ] Milk\n2. [ ] Water the plants")
    #expect(service.requestCount == 1)
    #expect(app.log.lines.isEmpty)
  }

  @Test func aWindowFetchesOneSuggestionAtATime() async {
    let service = GatedSuggestionService()
    let app = AppHarness(suggestions: service)
    let list = TodoListController(windowUUID: windowA, store: app.store)

    list.suggestionTapped()
    list.suggestionTapped()

    #expect(app.todoList.runningSuggestionCount(in: windowA) == 1)
    await Polling.until { service.waitingCount == 1 }
    service.release("Call a friend")
    await app.settle(windowA)
    #expect(service.requestCount == 1)
    #expect(list.listState?.suggestion == "Call a friend")
  }

  @Test func aFailedFetchIsShownOnce() async {
    let service = GatedSuggestionService()
    let app = AppHarness(suggestions: service)
    let list = TodoListController(windowUUID: windowA, store: app.store)

    list.suggestionTapped()
    await Polling.until { service.waitingCount == 1 }
    service.fail("offline")
    await app.settle(windowA)

    #expect(
      list.renderedText
        == "Todos (background red, text white)\n(no todos)\nSuggestion failed: offline")
    list.addTapped(title: "Milk")
    #expect(list.renderedText == "Todos (background red, text white)\n1. [ ] Milk")
  }

  @Test func closingTheWindowCancelsItsFetchOnly() async {
    let service = GatedSuggestionService()
    let app = AppHarness(suggestions: service)
    let listA = TodoListController(windowUUID: windowA, store: app.store)
    let listB = TodoListController(windowUUID: windowB, store: app.store)
    listA.suggestionTapped()
    await Polling.until { service.waitingCount == 1 }
    listB.suggestionTapped()
    await Polling.until { service.waitingCount == 2 }
    let rendersA = listA.renderCount
    let actionsBeforeClose = app.processedActions.lines.count

    close(windowA, in: app)

    #expect(app.todoList.runningSuggestionCount(in: windowA) == 0)
    #expect(app.todoList.runningSuggestionCount(in: windowB) == 1)
    let dropped =
      "Todo list \(windowA.shortDescription): suggestion dropped, the fetch was cancelled"
    await Polling.until { app.log.lines == [dropped] }
    #expect(service.cancellationCount == 1)
    #expect(service.waitingCount == 1)
    #expect(app.store.pendingActionCount == 0)
    // Only the closeWindow action itself was processed: the cancelled fetch dispatched nothing.
    #expect(app.processedActions.lines.count == actionsBeforeClose + 1)
    #expect(listA.renderCount == rendersA)

    service.release("Go for a walk")
    await app.settle(windowB)
    #expect(
      listB.renderedText
        == "Todos (background red, text white)\n(no todos)\nSuggestion: Go for a walk")
    #expect(listA.renderCount == rendersA)
  }

  @Test func aResultThatArrivesForAClosedWindowChangesNothing() async {
    let service = GatedSuggestionService(honoursCancellation: false)
    let app = AppHarness(suggestions: service)
    let listA = TodoListController(windowUUID: windowA, store: app.store)
    let listB = TodoListController(windowUUID: windowB, store: app.store)
    listA.suggestionTapped()
    await Polling.until { service.waitingCount == 1 }
    close(windowA, in: app)
    #expect(app.todoList.runningSuggestionCount(in: windowA) == 0)
    let state = app.store.state
    let actionCount = app.processedActions.lines.count
    let renders = (listA.renderCount, listB.renderCount)

    // The service ignores the cancellation and answers anyway: the middleware drops the answer.
    service.release("Late idea")
    let dropped =
      "Todo list \(windowA.shortDescription): suggestion dropped, the fetch was cancelled"
    await Polling.until { app.log.lines == [dropped] }
    #expect(app.store.pendingActionCount == 0)
    #expect(app.processedActions.lines.count == actionCount)

    // Even a result dispatched for the closed window is ignored by the reducer.
    app.store.dispatch(
      Action(
        TodoListAction.suggestionReceived("Late idea", request: testRequest), windowUUID: windowA))
    app.todoList.todoListProvider(
      app.store.state,
      Action(TodoListAction.requestSuggestion(testRequest), windowUUID: windowA))

    #expect(app.store.state == state)
    #expect(listA.renderCount == renders.0)
    #expect(listB.renderCount == renders.1)
    #expect(app.todoList.runningSuggestionCount(in: windowA) == 0)
    #expect(service.requestCount == 1)
  }

  @Test func closingTheTodoListCancelsItsFetch() async {
    let service = GatedSuggestionService()
    let app = AppHarness(suggestions: service)
    let list = TodoListController(windowUUID: windowA, store: app.store)
    list.suggestionTapped()
    await Polling.until { service.waitingCount == 1 }

    list.unsubscribeFromRedux()

    #expect(app.todoList.runningSuggestionCount(in: windowA) == 0)
    await Polling.until { service.cancellationCount == 1 }
    #expect(app.todoList(in: windowA) == nil)
  }

  @Test func theMiddlewareDispatchesTheResultToTheStoreItWasGiven() async throws {
    let store = MockStore(state: AppState())
    let log = CollectedLines()
    let middleware = TodoListMiddleware(
      store: store, suggestions: OfflineSuggestionService(), log: log.append)
    var state = AppState()
    AppState.reducer(
      &state,
      Redux.ScreenAction(windowUUID: windowA, actionType: .showScreen, screen: AppScreen.todoList))
    let request = Action(TodoListAction.requestSuggestion(testRequest), windowUUID: windowA)
    AppState.reducer(&state, request)

    middleware.todoListProvider(state, request)
    #expect(await store.waitForInFlightWork(timeout: .seconds(30)))

    #expect(store.dispatchedActions.count == 1)
    let result = try #require(store.dispatchedActions.first { $0.modernAction is TodoListAction })
    #expect(result.windowUUID == windowA)
    #expect(
      result.actionType as? TodoListAction
        == .suggestionReceived("Water the plants", request: testRequest))
    #expect(log.lines.isEmpty)
    // A mock store runs no middleware: the fetch is on its way until its result is handed back.
    #expect(middleware.runningSuggestionCount(in: windowA) == 1)
    AppState.reducer(&state, result)
    middleware.todoListProvider(state, result)
    #expect(middleware.runningSuggestionCount(in: windowA) == 0)
  }
}

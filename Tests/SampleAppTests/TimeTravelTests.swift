import Redux
import ReduxTestSupport
import SampleApp
import Testing

@MainActor
@Suite("Time travel in the sample app", .timeLimit(.minutes(5)))
struct TimeTravelTests {
  let windowA = WindowUUID()
  let windowB = WindowUUID()

  @Test func undoRedoAndGotoGiveTheStatesTheSessionHad() throws {
    let history = StoreHistory(initialState: AppState())
    let app = AppHarness(history: history)
    var captured: [Int: AppState] = [0: app.store.state]
    func capture() { captured[history.position] = app.store.state }

    let listA = TodoListController(windowUUID: windowA, store: app.store)
    capture()
    listA.addTapped(title: "Milk")
    capture()
    let settingsA = SettingsController(windowUUID: windowA, store: app.store)
    capture()
    settingsA.backgroundColorTapped(.blue)
    capture()
    let listB = TodoListController(windowUUID: windowB, store: app.store)
    capture()
    listB.addTapped(title: "Bread")
    capture()
    listA.addTapped(title: "Eggs")
    listA.toggleTapped(at: 0)
    capture()
    let beforeClosing = history.position
    app.store.dispatch(WindowAction(windowUUID: windowA, actionType: .closeWindow))
    capture()
    let closing = history.position
    listB.addTapped(title: "Tea")
    capture()
    let end = history.position
    #expect(captured.count == 10)
    #expect(app.store.subscriberCount(in: windowA) == 0)
    let rendersOfA = [listA.renderCount, settingsA.renderCount]

    // Every position captured, in an order that goes back and forth over the closing.
    for position in [0, end, 3, beforeClosing, closing, 1, 5, end, beforeClosing, 2] {
      try history.goto(position, in: app.store)
      #expect(app.store.state == captured[position], "position \(position)")
    }
    try history.goto(end, in: app.store)
    for position in captured.keys.sorted().reversed().dropFirst() {
      try history.undo(history.position - position, in: app.store)
      #expect(app.store.state == captured[position], "undo to \(position)")
    }
    for position in captured.keys.sorted().dropFirst() {
      try history.redo(position - history.position, in: app.store)
      #expect(app.store.state == captured[position], "redo to \(position)")
    }

    // Window A's subscriptions ended with its closing and stay ended when travelling before it;
    // window B's ended when a jump went back before B opened, and stay ended too.
    #expect(app.store.subscriberCount(in: windowA) == 0)
    #expect(app.store.subscriberCount(in: windowB) == 0)
    #expect([listA.renderCount, settingsA.renderCount] == rendersOfA)
    let rendersOfB = listB.renderCount
    try history.goto(beforeClosing, in: app.store)
    #expect(app.store.subscriberCount(in: windowA) == 0)
    #expect([listA.renderCount, settingsA.renderCount] == rendersOfA)
    #expect(app.store.state.activeScreens.isOpen(windowA))
    #expect(listB.renderCount == rendersOfB)

    // A controller made anew for window B renders each state it is taken to.
    let newListB = TodoListController(windowUUID: windowB, store: app.store)
    #expect(newListB.renderedText == "Todos (background blue, text white)\n1. [ ] Bread")
    try history.goto(0, in: app.store)
    #expect(app.store.subscriberCount(in: windowB) == 0)
  }

  @Test func aJumpBeforeAWindowOpenedEndsItsSubscriptions() throws {
    let history = StoreHistory(initialState: AppState())
    let app = AppHarness(history: history)
    let listA = TodoListController(windowUUID: windowA, store: app.store)
    let beforeB = history.position
    let listB = TodoListController(windowUUID: windowB, store: app.store)
    listB.addTapped(title: "Bread")
    // The list, and the cell of its todo.
    #expect(app.store.subscriberCount(in: windowB) == 2)
    let rendersOfB = listB.renderCount

    try history.goto(beforeB, in: app.store)
    #expect(!app.store.state.activeScreens.isOpen(windowB))
    #expect(app.store.subscriberCount(in: windowB) == 0)
    #expect(app.store.subscriberCount(in: windowA) == 1)
    try history.redo(2, in: app.store)
    #expect(app.store.state.activeScreens.isOpen(windowB))
    #expect(app.store.subscriberCount(in: windowB) == 0)
    #expect(listB.renderCount == rendersOfB)
    listA.addTapped(title: "Milk")
    #expect(listA.renderedText == "Todos (background red, text white)\n1. [ ] Milk")
  }

  @Test func aJumpNotifiesTheSubscribersOnce() throws {
    let history = StoreHistory(initialState: AppState())
    let app = AppHarness(history: history)
    let list = TodoListController(windowUUID: windowA, store: app.store)
    list.addTapped(title: "Milk")
    list.addTapped(title: "Bread")
    let renders = list.renderCount

    try history.undo(in: app.store)
    #expect(list.renderCount == renders + 1)
    #expect(list.renderedText == "Todos (background red, text white)\n1. [ ] Milk")
    try history.redo(in: app.store)
    #expect(list.renderCount == renders + 2)
    #expect(app.processedActions.lines.count == history.position + 2)
  }

  @Test func undoingPastAWindowsClosingDoesNotRestartItsWork() async throws {
    let service = GatedSuggestionService()
    let history = StoreHistory(initialState: AppState())
    let app = AppHarness(suggestions: service, history: history)
    let listA = TodoListController(windowUUID: windowA, store: app.store)
    let listB = TodoListController(windowUUID: windowB, store: app.store)
    listA.addTapped(title: "Milk")
    listA.suggestionTapped()
    await service.waitForCall(1)
    #expect(app.todoList.runningSuggestionCount(in: windowA) == 1)

    app.store.dispatch(WindowAction(windowUUID: windowA, actionType: .closeWindow))
    await Polling.until { service.cancellationCount == 1 }
    #expect(app.todoList.runningSuggestionCount(in: windowA) == 0)
    let rendersOfA = listA.renderCount

    try history.undo(in: app.store)

    // The state is back to window A fetching a suggestion, but its fetch stays cancelled and
    // asking again starts nothing.
    #expect(app.todoList(in: windowA)?.isFetchingSuggestion == true)
    #expect(app.store.state.activeScreens.isOpen(windowA))
    app.store.dispatch(
      Action(TodoListAction.requestSuggestion(testRequest), windowUUID: windowA))
    #expect(app.todoList.runningSuggestionCount(in: windowA) == 0)
    #expect(app.store.subscriberCount(in: windowA) == 0)
    #expect(listA.renderCount == rendersOfA)

    // Window B still fetches: the service was asked once more, by B alone.
    listB.suggestionTapped()
    #expect(app.todoList.runningSuggestionCount(in: windowB) == 1)
    await service.waitForCall(2)
    service.release("Call a friend")
    await app.settle(windowB)
    #expect(listB.listState?.suggestion == "Call a friend")
    #expect(service.requestCount == 2)
    #expect(service.receivedItems == [[TodoItem(id: 1, title: "Milk")], []])
    #expect(service.cancellationCount == 1)
  }

  @Test func aFetchStartedAfterThePositionJumpedToDoesNotLandOnIt() async throws {
    // The service keeps waiting after its task is cancelled, so the result comes back late.
    let service = GatedSuggestionService(honoursCancellation: false)
    let history = StoreHistory(initialState: AppState())
    let log = CollectedLines()
    let store = makeAppStore(
      dependencies: AppDependencies(suggestions: service, log: log.append, history: history))
    let list = TodoListController(windowUUID: windowA, store: store)
    list.addTapped(title: "Milk")
    list.addTapped(title: "Eggs")
    let beforeFetch = history.position
    let stateBeforeFetch = store.state
    list.suggestionTapped()
    await service.waitForCall(1)
    #expect(
      store.state.screenState(TodoListState.self, for: .todoList, window: windowA)?
        .isFetchingSuggestion == true)

    try history.goto(beforeFetch, in: store)
    #expect(store.state == stateBeforeFetch)

    // The fetch started after the position jumped to: its result arrives, and is dropped.
    #expect(service.release("Late idea"))
    await Polling.until {
      log.lines.contains(
        "Todo list \(windowA.shortDescription): suggestion dropped, the fetch "
          + "was cancelled")
    }
    await Polling.until { store.pendingActionCount == 0 }
    #expect(store.state == stateBeforeFetch)
    #expect(history.position == beforeFetch)
    #expect(history.latestPosition == beforeFetch + 1)

    // Asking again starts a new fetch, whose result lands.
    list.suggestionTapped()
    await service.waitForCall(2)
    #expect(service.release("Call a friend"))
    await Polling.until {
      store.state.screenState(TodoListState.self, for: .todoList, window: windowA)?
        .suggestion == "Call a friend"
    }
    #expect(service.requestCount == 2)
    #expect(history.position == beforeFetch + 2)
  }

  @Test func makeAppStoreRecordsEveryStateInTheHistoryItIsGiven() throws {
    let history = StoreHistory(initialState: AppState())
    let store = makeAppStore(dependencies: AppDependencies(log: { _ in }, history: history))
    let list = TodoListController(windowUUID: windowA, store: store)
    let shown = store.state
    list.addTapped(title: "Milk")
    #expect(history.position == 2)
    #expect(history.action(at: 2)?.description.contains("add(title: \"Milk\")") == true)
    try history.undo(in: store)
    #expect(store.state == shown)
    #expect(list.renderedText == "Todos (background red, text white)\n(no todos)")
    try history.redo(in: store)
    #expect(list.listState?.items == [TodoItem(id: 1, title: "Milk")])
  }
}

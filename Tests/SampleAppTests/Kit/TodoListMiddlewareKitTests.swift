import Foundation
import Redux
import ReduxTestSupport
import ReduxTesting
import SampleApp
import Testing

/// The todo list's middlewares, tested with the kit.
@MainActor
@Suite("Kit: todo list middlewares")
struct TodoListMiddlewareKitTests {
  let window = WindowUUID()
  let suggestions = GatedSuggestionService()
  let log = CollectedLines()

  /// A store whose middleware dispatches back into it, through a `StoreDispatcher`.
  private func makeStore() -> TestStore<AppState> {
    let dispatcher = StoreDispatcher()
    let middleware = TodoListMiddleware(
      store: dispatcher, suggestions: suggestions, log: log.append)
    let store = TestStore(
      state: AppState(), reducer: AppState.reducer, middlewares: [middleware.todoListProvider])
    dispatcher.connect(to: store)
    return store
  }

  private func todo(_ type: TodoListAction) -> Action {
    Action(type, windowUUID: window)
  }

  private func showTodoList() -> Action {
    Redux.ScreenAction<AppScreen>(windowUUID: window, actionType: .showScreen, screen: .todoList)
  }

  /// Shows the list and asks it for a suggestion: the middleware starts a fetch.
  private func showTheListAndRequestASuggestion(in store: TestStore<AppState>) {
    store.send(showTodoList()) {
      $0.activeScreens[.todoList, window] = .todoList(TodoListState(windowUUID: window))
    }
    store.send(todo(.requestSuggestion(testRequest))) {
      $0.activeScreens[.todoList, window] = .todoList(
        TodoListState(
          windowUUID: window, isFetchingSuggestion: true, suggestionRequest: testRequest))
    }
  }

  /// Lets the fetch answer, and receives its result.
  private func releaseAndReceiveTheSuggestion(in store: TestStore<AppState>) async {
    await Polling.until { suggestions.waitingCount == 1 }
    suggestions.release("Water the plants")
    await store.receive(
      TodoListAction.suggestionReceived("Water the plants", request: testRequest)
    ) {
      $0.activeScreens[.todoList, window] = .todoList(
        TodoListState(windowUUID: window, suggestion: "Water the plants"))
    }
  }

  @Test func aRequestedSuggestionIsReceivedOnceTheServiceAnswers() async {
    let store = makeStore()
    showTheListAndRequestASuggestion(in: store)
    await releaseAndReceiveTheSuggestion(in: store)
    store.finish()
  }

  /// A test that ends while the fetch is still on its way has not seen its result: the test
  /// store reports the fetch, with the request that started it.
  @Test func aFetchStillOnItsWayAtTheEndFailsTheTest() async {
    let store = makeStore()
    showTheListAndRequestASuggestion(in: store)
    #expect(store.inFlightWork.map(\.window) == [window])

    withKnownIssue {
      store.finish()
    } matching: { issue in
      let message = issue.comments.map(\.rawValue).joined()
      return message.hasPrefix("1 task was still running at the end of the test")
        && message.contains("started while processing Action(TodoListAction.")
    }

    // The same test, done right: the fetch ends, and its result is received.
    await releaseAndReceiveTheSuggestion(in: store)
    #expect(store.inFlightWork.isEmpty)
    store.finish()
  }

  @Test func closingTheWindowEndsItsFetch() async {
    let store = makeStore()
    showTheListAndRequestASuggestion(in: store)
    store.send(WindowAction(windowUUID: window, actionType: .closeWindow)) {
      $0.activeScreens.closeWindow(window)
    }
    // Waits for the cancelled fetch to return: one that ignored cancellation would fail here.
    await store.finish(timeout: .seconds(30))
  }

  @Test func aFetchThatIgnoresCancellationFailsOnceItsWindowClosed() async {
    let stubborn = GatedSuggestionService(honoursCancellation: false)
    let dispatcher = StoreDispatcher()
    let middleware = TodoListMiddleware(store: dispatcher, suggestions: stubborn, log: log.append)
    let store = TestStore(
      state: AppState(), reducer: AppState.reducer, middlewares: [middleware.todoListProvider])
    dispatcher.connect(to: store)
    showTheListAndRequestASuggestion(in: store)
    await Polling.until { stubborn.waitingCount == 1 }
    store.send(WindowAction(windowUUID: window, actionType: .closeWindow)) {
      $0.activeScreens.closeWindow(window)
    }

    await withKnownIssue {
      await store.finish(timeout: .milliseconds(200))
    } matching: { issue in
      // The fetch was started for the list's instance in the window.
      let message = issue.comments.map(\.rawValue).joined()
      return message.hasPrefix("A task started for window \(window.shortDescription)'s instance")
        && message.contains("is still running after the window closed: it ignores cancellation.")
    }
    stubborn.release("Too late")
  }

  @Test func releasingTheStoreReleasesTheMiddleware() {
    expectStoreRelease {
      let dispatcher = StoreDispatcher()
      let middleware = TodoListMiddleware(
        store: dispatcher, suggestions: suggestions, log: log.append)
      let store = TestStore(
        state: AppState(), reducer: AppState.reducer, middlewares: [middleware.todoListProvider])
      dispatcher.connect(to: store)
      return StoreParts(store, middlewares: [middleware])
    }
  }

  @Test func anOutOfRangeIndexIsLogged() {
    let store = makeStore()
    store.send(showTodoList()) {
      $0.activeScreens[.todoList, window] = .todoList(TodoListState(windowUUID: window))
    }

    store.send(todo(.toggle(index: 2))) {
      $0.activeScreens[.todoList, window] = .todoList(
        TodoListState(
          windowUUID: window, rejection: .indexOutOfRange(operation: "toggle", index: 2, count: 0)
        ))
    }
    #expect(
      log.lines == [
        "Todo list \(window.shortDescription): toggle: index 2 is out of range for 0 todos"
      ]
    )
    store.finish()
  }

  @Test func theProviderDispatchesTheSuggestionToAMockStore() async throws {
    let mockStore = MockStore(state: AppState())
    let middleware = TodoListMiddleware(
      store: mockStore, suggestions: OfflineSuggestionService(ideas: ["Tea"]), log: log.append)
    var state = AppState()
    state.activeScreens[.todoList, window] = .todoList(
      TodoListState(windowUUID: window, isFetchingSuggestion: true, suggestionRequest: testRequest))

    middleware.todoListProvider(state, todo(.requestSuggestion(testRequest)))
    #expect(await mockStore.waitForInFlightWork(timeout: .seconds(30)))

    #expect(mockStore.dispatchedActions.count == 1)
    let received = try #require(
      mockStore.dispatchedActions.first { $0.modernAction is TodoListAction })
    #expect(received.windowUUID == window)
    #expect(
      received.actionType as? TodoListAction == .suggestionReceived("Tea", request: testRequest)
    )
  }

  @Test func savedTodosAreRestoredWhenTheListIsShown() throws {
    try TestFiles.withTemporaryDirectory { directory in
      let fileStore = TodoFileStore(fileURL: directory.appendingPathComponent("todos.json"))
      let saved = [
        TodoItem(id: 1, title: "Milk"), TodoItem(id: 2, title: "Eggs", isCompleted: true),
      ]
      try fileStore.save(TodoFile([window: saved]))
      let dispatcher = StoreDispatcher()
      let persistence = TodoPersistenceMiddleware(
        fileStore: fileStore, store: dispatcher, report: log.append)
      let store = TestStore(
        state: AppState(), reducer: AppState.reducer,
        middlewares: [persistence.persistenceProvider])
      dispatcher.connect(to: store)

      store.send(showTodoList()) {
        $0.activeScreens[.todoList, window] = .todoList(TodoListState(windowUUID: window))
      }
      store.receive(TodoListAction.restore(saved)) {
        $0.activeScreens[.todoList, window] = .todoList(
          TodoListState(windowUUID: window, items: Rows(saved)))
      }
      #expect(log.lines.isEmpty)
      store.finish()
    }
  }
}

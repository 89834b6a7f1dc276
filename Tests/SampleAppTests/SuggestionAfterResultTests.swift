import Redux
import SampleApp
import Testing

/// Issue 23: a suggestion asked for right after the previous one arrived must be fetched, even
/// while the task that fetched the previous one has not ended yet.
///
/// Serialized: a test that holds a thread with a `HeldResultDispatcher` must be the only one.
@MainActor
@Suite(
  "A suggestion asked for right after the previous one", .serialized, .timeLimit(.minutes(5)))
struct SuggestionAfterResultTests {
  let window = WindowUUID()
  let service = GatedSuggestionService()

  /// A store whose todo list middleware dispatches its results through `results`, and a stream
  /// of the fetch results the store reduced (`suggestion: …` or `failure: …`), each told once
  /// every middleware has seen it.
  private func makeStore(
    results: (any DispatchStore) -> any DispatchStore
  ) -> (store: Store<AppState>, todoList: TodoListMiddleware, reduced: AsyncStream<String>) {
    let dispatcher = StoreDispatcher()
    let todoList = TodoListMiddleware(
      store: results(dispatcher), suggestions: service, log: { _ in })
    let (reduced, reducedSuggestion) = AsyncStream.makeStream(of: String.self)
    let store = Store(
      state: AppState(),
      reducer: AppState.reducer,
      middlewares: [
        todoList.todoListProvider,
        { _, action in
          switch action.actionType {
          case TodoListAction.suggestionReceived(let text, _):
            reducedSuggestion.yield("suggestion: \(text)")
          case TodoListAction.suggestionFailed(let reason, _):
            reducedSuggestion.yield("failure: \(reason)")
          default:
            break
          }
        },
      ]
    )
    dispatcher.connect(to: store)
    return (store, todoList, reduced)
  }

  private func list(in store: Store<AppState>) -> TodoListState? {
    store.state.screenState(TodoListState.self, for: .todoList, window: window)
  }

  @Test func aRequestReducedAfterTheResultStartsANewFetch() async throws {
    var held: HeldResultDispatcher?
    let (store, todoList, reduced) = makeStore { dispatcher in
      let dispatcher = HeldResultDispatcher(forwardingTo: dispatcher)
      held = dispatcher
      return dispatcher
    }
    let results = try #require(held)
    defer { results.letGo() }
    let controller = TodoListController(windowUUID: window, store: store)
    var suggestions = reduced.makeAsyncIterator()

    controller.suggestionTapped()
    await service.waitForCall(1)
    service.release("Water the plants")
    // The fetch's task is now held inside `dispatch`, after handing over its result.
    #expect(await suggestions.next() == "suggestion: Water the plants")
    #expect(list(in: store)?.isFetchingSuggestion == false)
    try #require(
      todoList.runningSuggestionCount(in: window) == 0,
      "the result was reduced, yet its fetch still counts as on its way")

    controller.acceptSuggestionTapped()
    controller.suggestionTapped()
    #expect(todoList.runningSuggestionCount(in: window) == 1)
    #expect(list(in: store)?.isFetchingSuggestion == true)
    results.letGo()

    await service.waitForCall(2)
    #expect(service.receivedItems == [[], [TodoItem(id: 1, title: "Water the plants")]])
    service.release("Call a friend")
    #expect(await suggestions.next() == "suggestion: Call a friend")
    #expect(list(in: store)?.isFetchingSuggestion == false)
    #expect(list(in: store)?.suggestion == "Call a friend")
    #expect(todoList.runningSuggestionCount(in: window) == 0)
    #expect(service.requestCount == 2)
  }

  @Test func aRequestReducedBeforeTheResultStartsNoSecondFetch() async throws {
    let (store, todoList, reduced) = makeStore { $0 }
    let controller = TodoListController(windowUUID: window, store: store)
    var suggestions = reduced.makeAsyncIterator()

    controller.suggestionTapped()
    await service.waitForCall(1)
    controller.suggestionTapped()
    #expect(todoList.runningSuggestionCount(in: window) == 1)

    service.release("Water the plants")
    #expect(await suggestions.next() == "suggestion: Water the plants")
    #expect(list(in: store)?.isFetchingSuggestion == false)
    #expect(todoList.runningSuggestionCount(in: window) == 0)
    #expect(service.requestCount == 1)
  }

  @Test func aRequestReducedAfterAFailureStartsANewFetch() async throws {
    var held: HeldResultDispatcher?
    let (store, todoList, reduced) = makeStore { dispatcher in
      let dispatcher = HeldResultDispatcher(forwardingTo: dispatcher)
      held = dispatcher
      return dispatcher
    }
    let results = try #require(held)
    defer { results.letGo() }
    let controller = TodoListController(windowUUID: window, store: store)
    var outcomes = reduced.makeAsyncIterator()

    controller.suggestionTapped()
    await service.waitForCall(1)
    service.fail("offline")
    #expect(await outcomes.next() == "failure: offline")
    try #require(todoList.runningSuggestionCount(in: window) == 0)

    controller.suggestionTapped()
    #expect(todoList.runningSuggestionCount(in: window) == 1)
    results.letGo()
    await service.waitForCall(2)
    service.release("Call a friend")
    #expect(await outcomes.next() == "suggestion: Call a friend")
    #expect(list(in: store)?.isFetchingSuggestion == false)
  }

  @Test func aRequestAfterTheListWasClosedMidFetchStartsANewFetch() async {
    let (store, todoList, reduced) = makeStore { $0 }
    var outcomes = reduced.makeAsyncIterator()
    let first = TodoListController(windowUUID: window, store: store)
    first.suggestionTapped()
    await service.waitForCall(1)

    first.unsubscribeFromRedux()
    #expect(list(in: store) == nil)
    #expect(todoList.runningSuggestionCount(in: window) == 0)

    let second = TodoListController(windowUUID: window, store: store)
    second.suggestionTapped()
    #expect(todoList.runningSuggestionCount(in: window) == 1)
    await service.waitForCall(2)
    #expect(service.cancellationCount == 1)
    service.release("Call a friend")
    #expect(await outcomes.next() == "suggestion: Call a friend")
    #expect(list(in: store)?.suggestion == "Call a friend")
    #expect(list(in: store)?.isFetchingSuggestion == false)
  }
}

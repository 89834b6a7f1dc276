import Redux
import ReduxTestSupport
import SampleApp
import Testing

/// A real store of the sample app for end-to-end tests, with the example and todo list
/// middlewares, a collected log, and the descriptions of every action the store processed.
@MainActor
struct AppHarness {
  let store: Store<AppState>
  let todoList: TodoListMiddleware
  let telemetry = ExampleTelemetry()
  let log = CollectedLines()
  let processedActions = CollectedLines()

  /// Makes the store, recording its states in `history` when one is given.
  init(
    suggestions: any TodoSuggestionService = OfflineSuggestionService(),
    history: StoreHistory<AppState>? = nil
  ) {
    let dispatcher = StoreDispatcher()
    let log = log
    let processedActions = processedActions
    todoList = TodoListMiddleware(store: dispatcher, suggestions: suggestions, log: log.append)
    let historyMiddlewares = history.map { [$0.middleware] } ?? []
    store = Store(
      state: AppState(),
      reducer: history?.reducer(wrapping: AppState.reducer) ?? AppState.reducer,
      middlewares: historyMiddlewares + [
        { _, action in processedActions.append(action.description) },
        ExampleMiddleware(telemetry: telemetry).exampleProvider,
        todoList.todoListProvider,
      ]
    )
    dispatcher.connect(to: store)
  }

  /// The todo list state of a window, or `nil` when the window shows none.
  func todoList(in window: WindowUUID) -> TodoListState? {
    store.state.screenState(TodoListState.self, for: .todoList, window: window)
  }

  /// Waits until the window has no suggestion fetch running and the store has processed every
  /// action dispatched so far.
  func settle(_ window: WindowUUID) async {
    await Polling.until {
      todoList.runningSuggestionCount(in: window) == 0 && store.pendingActionCount == 0
    }
  }
}

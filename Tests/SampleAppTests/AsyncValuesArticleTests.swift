import Observation
import Redux
import SampleApp
import Testing

// The examples of the DocC article "Async Sequences and Observation", run
// against the sample app.

/// The article's headless observed model: a todo list's title, kept up to date by re-arming
/// its tracking after each change.
@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
@MainActor
final class TodoTitleModel {
  private let count: StoreObservation<Int>
  private(set) var title = ""

  init(store: some DefaultDispatchStore<AppState>, window: WindowUUID) {
    count = store.observe(for: .screen(.todoList, in: window)) {
      $0.select {
        $0.screenState(TodoListState.self, for: .todoList, window: window)?.items.count ?? 0
      }
    }
    refresh()
  }

  private func refresh() {
    title = withObservationTracking {
      count.value == 1 ? "1 todo" : "\(count.value) todos"
    } onChange: { [weak self] in
      Task { @MainActor in self?.refresh() }
    }
  }
}

@MainActor
@Suite("Async sequences and observation in the sample app")
struct AsyncValuesArticleTests {
  let window = WindowUUID()

  func makeStore() -> Store<AppState> {
    let store = Store(state: AppState(), reducer: AppState.reducer)
    store.dispatch(
      Redux.ScreenAction(windowUUID: window, actionType: .showScreen, screen: AppScreen.todoList))
    return store
  }

  func add(_ title: String, to store: Store<AppState>) {
    store.dispatch(Action(TodoListAction.add(title: title), windowUUID: window))
  }

  @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
  @Test func theArticlesObservedModelFollowsTheTodoList() async {
    let store = makeStore()
    let model = TodoTitleModel(store: store, window: window)
    #expect(model.title == "0 todos")
    add("Milk", to: store)
    await Polling.until { model.title == "1 todo" }
    add("Eggs", to: store)
    await Polling.until { model.title == "2 todos" }
    #expect(model.title == "2 todos")
  }

  @Test func theArticlesLoopReadsTheTodoListUntilTheWindowCloses() async {
    let store = makeStore()
    let window = window
    let todos = store.values(for: .screen(.todoList, in: window), buffering: .newest(10)) {
      $0.select { $0.screenState(TodoListState.self, for: .todoList, window: window) }
    }
    let reading = Task.detached {
      var titles: [[String]] = []
      for await state in todos {
        titles.append(state?.items.map(\.title) ?? [])
      }
      return titles
    }
    while store.subscriberCount(in: window) == 0 { await Task.yield() }
    add("Milk", to: store)
    store.dispatch(WindowAction(windowUUID: window, actionType: .closeWindow))
    #expect(await reading.value == [[], ["Milk"]])
  }
}

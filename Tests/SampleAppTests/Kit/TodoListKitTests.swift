import Redux
import ReduxTesting
import SampleApp
import Testing

/// The todo list, tested with the kit: its reducer, its controller and its middleware.
@MainActor
@Suite("Kit: todo list")
struct TodoListKitTests {
  let window = WindowUUID()
  let otherWindow = WindowUUID()

  private func show(_ screen: AppScreen, in window: WindowUUID) -> Action {
    Redux.ScreenAction<AppScreen>(windowUUID: window, actionType: .showScreen, screen: screen)
  }

  private func todo(_ type: TodoListAction, in window: WindowUUID? = nil) -> Action {
    Action(type, windowUUID: window ?? self.window)
  }

  // MARK: - Reducer

  @Test func theReducerAddsTogglesAndRejectsOutOfRangeIndexes() {
    let store = TestStore(state: AppState(), reducer: AppState.reducer)

    store.send(show(.todoList, in: window)) {
      $0.activeScreens[.todoList, window] = .todoList(TodoListState(windowUUID: window))
    }
    store.send(todo(.add(title: "Milk"))) {
      $0.activeScreens[.todoList, window] = .todoList(
        TodoListState(windowUUID: window, items: [TodoItem(id: 1, title: "Milk")]))
    }
    store.send(todo(.toggle(index: 0))) {
      $0.activeScreens[.todoList, window] = .todoList(
        TodoListState(
          windowUUID: window, items: [TodoItem(id: 1, title: "Milk", isCompleted: true)]))
    }
    // An out-of-range index leaves the items as they are and sets the transient rejection…
    store.send(todo(.remove(index: 3))) {
      $0.activeScreens[.todoList, window] = .todoList(
        TodoListState(
          windowUUID: window, items: [TodoItem(id: 1, title: "Milk", isCompleted: true)],
          rejection: .indexOutOfRange(operation: "remove", index: 3, count: 1)))
    }
    // …which the next action resets. The removed todo's id is not given again.
    store.send(todo(.remove(index: 0))) {
      $0.activeScreens[.todoList, window] = .todoList(
        TodoListState(windowUUID: window, nextItemID: 2))
    }
    store.finish()
  }

  @Test func aFailedSuggestionIsShownUntilTheNextAction() {
    let store = TestStore(state: AppState(), reducer: AppState.reducer)
    store.send(show(.todoList, in: window)) {
      $0.activeScreens[.todoList, window] = .todoList(TodoListState(windowUUID: window))
    }

    store.send(todo(.requestSuggestion(testRequest))) {
      $0.activeScreens[.todoList, window] = .todoList(
        TodoListState(
          windowUUID: window, isFetchingSuggestion: true, suggestionRequest: testRequest))
    }
    store.send(todo(.suggestionFailed("offline", request: testRequest))) {
      $0.activeScreens[.todoList, window] = .todoList(
        TodoListState(windowUUID: window, suggestionError: "offline"))
    }
    store.send(todo(.add(title: "Tea"))) {
      $0.activeScreens[.todoList, window] = .todoList(
        TodoListState(windowUUID: window, items: [TodoItem(id: 1, title: "Tea")]))
    }
    store.finish()
  }

  // MARK: - Controller

  @Test func theControllerShowsItsScreenRendersItsListAndClosesIt() {
    let store = TestStore(state: AppState(), reducer: AppState.reducer)
    let list = TodoListController(windowUUID: window, store: store)
    store.receive(ScreenActionType.showScreen, window: window) {
      $0.activeScreens[.todoList, window] = .todoList(TodoListState(windowUUID: window))
    }
    #expect(list.renderedText == "Todos (background red, text white)\n(no todos)")

    list.addTapped(title: "Milk")
    store.receive(TodoListAction.add(title: "Milk")) {
      $0.activeScreens[.todoList, window] = .todoList(
        TodoListState(windowUUID: window, items: [TodoItem(id: 1, title: "Milk")]))
    }
    #expect(list.renderedText == "Todos (background red, text white)\n1. [ ] Milk")

    list.unsubscribeFromRedux()
    store.receive(ScreenActionType.closeScreen, window: window) {
      $0.activeScreens[.todoList, window] = nil
    }
    store.finish()
  }

  @Test func closingTheWindowReleasesTheController() {
    let store = TestStore(state: AppState(), reducer: AppState.reducer, exhaustivity: .off)
    var list: TodoListController? = TodoListController(windowUUID: window, store: store)
    store.expectReleased(list!, whenClosing: window)
    store.send(WindowAction(windowUUID: window, actionType: .closeWindow))
    list = nil
    store.finish()  // fails if anything still holds the controller
  }

  @Test func aWindowIsNotNotifiedWhenAnotherWindowsListChanges() {
    let store = TestStore(state: AppState(), reducer: AppState.reducer, exhaustivity: .off)
    store.send(show(.todoList, in: window))
    store.send(show(.todoList, in: otherWindow))
    let titles = StateRecorder(store, window: window) {
      $0.select { TodoListControllerState(appState: $0, uuid: window).items.map(\.title) }
    }
    let otherTitles = StateRecorder(store, window: otherWindow) {
      $0.select { TodoListControllerState(appState: $0, uuid: otherWindow).items.map(\.title) }
    }
    titles.expectNewValues([[]])
    otherTitles.expectNewValues([[]])

    store.send(todo(.add(title: "Milk"), in: window))
    titles.expectNewValues([["Milk"]])
    otherTitles.expectNoNewValues()
    store.finish()
  }
}

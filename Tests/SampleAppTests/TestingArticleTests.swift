// The code of the "Testing" article (Sources/ReduxTesting/ReduxTesting.docc/Testing.md), kept
// here so that it compiles and passes; change both together.
import Redux
import ReduxTesting
import SampleApp
import Testing

@MainActor
@Suite struct TodoListScreenTests {
  let window = WindowUUID()

  @Test func addingATodoShowsItInItsWindowOnly() {
    let store = TestStore(state: AppState(), reducer: AppState.reducer)
    let other = WindowUUID()
    let otherList = StateRecorder(store, window: other) {
      $0.select { $0.screenState(TodoListState.self, for: .todoList, window: other) }
    }

    // The controller shows its screen: receive the action it dispatched, and say how the
    // state changes.
    let controller = TodoListController(windowUUID: window, store: store)
    store.receive(ScreenActionType.showScreen, window: window) {
      $0.activeScreens[.todoList, window] = .todoList(TodoListState(windowUUID: window))
    }

    // A tap dispatches an action; the state changes exactly as described, and the
    // controller renders it.
    controller.addTapped(title: "Milk")
    store.receive(TodoListAction.add(title: "Milk")) {
      $0.activeScreens[.todoList, window] = .todoList(
        TodoListState(windowUUID: window, items: [TodoItem(id: 1, title: "Milk")]))
    }
    #expect(controller.renderedText == "Todos (background red, text white)\n1. [ ] Milk")

    // The other window's subscription got its first value, then heard nothing.
    #expect(otherList.takeNewValues() == [nil])
    otherList.expectNoNewValues()

    // Closing the screen, and nothing left unreceived.
    controller.unsubscribeFromRedux()
    store.receive(ScreenActionType.closeScreen) {
      $0.activeScreens[.todoList, window] = nil
    }
    store.finish()
  }

  @Test func importingTodosIsReceivedAsOneBatch() {
    let store = TestStore(state: AppState(), reducer: AppState.reducer)
    let controller = TodoListController(windowUUID: window, store: store)
    store.receive(ScreenActionType.showScreen, window: window) {
      $0.activeScreens[.todoList, window] = .todoList(TodoListState(windowUUID: window))
    }

    // The import dispatches its `add`s as one `ActionBatch`: the test receives the batch.
    controller.importTapped(titles: ["Bread", "Eggs"])
    store.receive(
      ActionBatch.self,
      where: {
        $0.actions.map { $0.actionType(as: TodoListAction.self) } == [
          .add(title: "Bread"), .add(title: "Eggs"),
        ]
      }
    ) {
      $0.activeScreens[.todoList, window] = .todoList(
        TodoListState(
          windowUUID: window,
          items: [TodoItem(id: 1, title: "Bread"), TodoItem(id: 2, title: "Eggs")]))
    }

    controller.unsubscribeFromRedux()
    store.receive(ScreenActionType.closeScreen) {
      $0.activeScreens[.todoList, window] = nil
    }
    store.finish()
  }

  @Test func aMiddlewareIsCalledWithAStateAndAnAction() {
    let telemetry = ExampleTelemetry()
    let provider = ExampleMiddleware(telemetry: telemetry).exampleProvider

    provider(
      AppState(),
      ExampleAction(windowUUID: window, actionType: ExampleActionType.anExampleActionForExample))

    #expect(telemetry.exampleActionCount == 1)
  }
}

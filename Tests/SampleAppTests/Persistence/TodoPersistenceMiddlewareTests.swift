import Foundation
import Redux
import ReduxTesting
import SampleApp
import Testing

extension PersistenceTests {
  @Suite("Todo persistence middleware")
  @MainActor
  struct TodoPersistenceMiddlewareTests {
    let kitchen = WindowUUID()
    let office = WindowUUID()

    @Test func listsSavedByOneRunAreRestoredToTheirOwnWindowsByTheNext() throws {
      try TestFiles.withTemporaryDirectory { directory in
        let fileURL = directory.appendingPathComponent("todos.json")
        let first = PersistentTodoApp(fileURL: fileURL)
        first.showTodoList(in: kitchen)
        first.add("Milk", "Eggs", in: kitchen)
        first.showTodoList(in: office)
        first.add("Call Bob", in: office)
        first.send(.toggle(index: 1), in: kitchen)
        #expect(first.middleware.saveCount == 4)
        #expect(first.reports.messages.isEmpty)

        let second = PersistentTodoApp(fileURL: fileURL)
        #expect(second.reports.messages.isEmpty)
        second.showTodoList(in: office)
        second.showTodoList(in: kitchen)
        #expect(
          second.items(in: kitchen) == [
            TodoItem(id: 1, title: "Milk"), TodoItem(id: 2, title: "Eggs", isCompleted: true),
          ])
        #expect(second.titles(in: office) == ["Call Bob"])
        // Restoring changes nothing that needs saving, and the file keeps its window order.
        #expect(second.middleware.saveCount == 0)
        let file = try second.fileStore.load()
        #expect(file.windowUUIDs == [kitchen, office])

        // Each window is restored once: showing the list again does not add the items twice.
        second.showTodoList(in: kitchen)
        #expect(second.titles(in: kitchen) == ["Milk", "Eggs"])
      }
    }

    @Test func showingAnEmptyListOrChangingNothingWritesNothing() throws {
      try TestFiles.withTemporaryDirectory { directory in
        let app = PersistentTodoApp(fileURL: directory.appendingPathComponent("todos.json"))
        app.showTodoList(in: kitchen)
        app.send(.remove(index: 0), in: kitchen)  // refused: the list is empty
        app.store.dispatch(
          ScreenAction(windowUUID: office, actionType: .showScreen, screen: .settings))
        #expect(app.middleware.saveCount == 0)
        #expect(TestFiles.names(in: directory).isEmpty)

        app.add("Milk", in: kitchen)
        app.store.dispatch(
          SettingsAction(windowUUID: office, actionType: .changeBackgroundColor(.blue)))
        #expect(app.middleware.saveCount == 1)
      }
    }

    @Test func todosAddedBeforeTheRestoreIsReducedFollowTheRestoredOnes() throws {
      try TestFiles.withTemporaryDirectory { directory in
        let fileStore = TodoFileStore(fileURL: directory.appendingPathComponent("todos.json"))
        try fileStore.save(
          TodoFile([kitchen: [TodoItem(id: 1, title: "Milk"), TodoItem(id: 2, title: "Eggs")]]))

        // A middleware that runs first shows the list and adds a todo in one go, so that the
        // add is queued before the restore the persistence middleware dispatches.
        let scriptDispatcher = StoreDispatcher()
        let kitchen = kitchen
        let script: Middleware<AppState> = { _, action in
          guard action.actionType as? ExampleActionType == .anExampleActionForExample else {
            return
          }
          scriptDispatcher.dispatch(
            ScreenAction(windowUUID: kitchen, actionType: .showScreen, screen: .todoList))
          scriptDispatcher.dispatch(
            Action(TodoListAction.add(title: "Tea"), windowUUID: kitchen))
        }
        let app = PersistentTodoApp(fileStore: fileStore, before: [script])
        scriptDispatcher.connect(to: app.store)
        app.store.dispatch(
          ExampleAction(
            windowUUID: kitchen, actionType: ExampleActionType.anExampleActionForExample))

        #expect(app.titles(in: kitchen) == ["Milk", "Eggs", "Tea"])
        // The list holding only "Tea" was never saved: one save, once the restore was reduced.
        #expect(app.middleware.saveCount == 1)
        #expect(try fileStore.load()[kitchen]?.map(\.title) == ["Milk", "Eggs", "Tea"])
      }
    }

    @Test func theSavedListIsNotOverwrittenWhileItsRestoreIsPending() throws {
      try TestFiles.withTemporaryDirectory { directory in
        let fileStore = TodoFileStore(fileURL: directory.appendingPathComponent("todos.json"))
        let saved = [TodoItem(id: 1, title: "Milk")]
        try fileStore.save(TodoFile([kitchen: saved]))
        let savedBytes = TestFiles.contents(of: fileStore.fileURL)
        let mock = MockStore(state: AppState())
        let reports = ReportLog()
        let middleware = TodoPersistenceMiddleware(
          fileStore: fileStore, store: mock, report: reports.report)
        let provider = middleware.persistenceProvider
        var state = AppState()
        func run(_ action: Action) {
          AppState.reducer(&state, action)
          provider(state, action)
        }

        run(ScreenAction(windowUUID: kitchen, actionType: .showScreen, screen: .todoList))
        let restore = try #require(
          mock.dispatchedActions.first { $0.modernAction is TodoListAction })
        #expect(mock.dispatchedActions.count == 1)
        #expect(restore.windowUUID == kitchen)
        #expect(restore.actionType as? TodoListAction == .restore(saved))

        // Before the restore is reduced the window's list lacks the saved todos: not saved.
        run(Action(TodoListAction.add(title: "Tea"), windowUUID: kitchen))
        run(Action(TodoListAction.restore([TodoItem(id: 1, title: "Other")]), windowUUID: kitchen))
        #expect(middleware.saveCount == 0)
        #expect(TestFiles.contents(of: fileStore.fileURL) == savedBytes)

        run(restore)
        #expect(middleware.saveCount == 1)
        #expect(try fileStore.load()[kitchen]?.map(\.title) == ["Milk", "Other", "Tea"])
        #expect(mock.dispatchedActions.count == 1)
        #expect(reports.messages.isEmpty)
      }
    }

    @Test func aRestoreThatFindsTheScreenClosedIsDispatchedAgainWhenItIsShown() throws {
      try TestFiles.withTemporaryDirectory { directory in
        let fileStore = TodoFileStore(fileURL: directory.appendingPathComponent("todos.json"))
        let saved = [TodoItem(id: 1, title: "Milk")]
        try fileStore.save(TodoFile([kitchen: saved]))
        let mock = MockStore(state: AppState())
        let middleware = TodoPersistenceMiddleware(
          fileStore: fileStore, store: mock, report: ReportLog().report)
        let provider = middleware.persistenceProvider
        var state = AppState()
        func run(_ action: Action) {
          AppState.reducer(&state, action)
          provider(state, action)
        }
        let show = ScreenAction(windowUUID: kitchen, actionType: .showScreen, screen: .todoList)
        let close = ScreenAction(windowUUID: kitchen, actionType: .closeScreen, screen: .todoList)
        func items() -> [TodoItem]? {
          state.screenState(TodoListState.self, for: .todoList, window: kitchen)?.items.map { $0 }
        }

        // Closed and shown again before the first restore is reduced: that restore fills the
        // new screen, and no second one is sent.
        run(show)
        run(close)
        run(show)
        #expect(mock.dispatchedActions.count == 1)
        run(mock.dispatchedActions[0])
        #expect(items() == saved)

        // Closed before the restore is reduced, shown after: a new restore is sent.
        run(close)
        run(show)
        #expect(mock.dispatchedActions.count == 2)
        run(close)
        run(mock.dispatchedActions[1])
        #expect(items() == nil)
        run(show)
        #expect(mock.dispatchedActions.count == 3)
        let third = try #require(mock.dispatchedActions.last)
        #expect(third.actionType as? TodoListAction == .restore(saved))
        run(third)
        #expect(items() == saved)
        #expect(middleware.saveCount == 0)
      }
    }

    @Test func aListWhoseScreenClosedIsKeptAndRestoredWhenShownAgain() throws {
      try TestFiles.withTemporaryDirectory { directory in
        let fileURL = directory.appendingPathComponent("todos.json")
        let first = PersistentTodoApp(fileURL: fileURL)
        first.showTodoList(in: kitchen)
        first.add("Milk", in: kitchen)
        first.closeTodoList(in: kitchen)
        #expect(first.items(in: kitchen) == nil)
        first.showTodoList(in: kitchen)
        #expect(first.titles(in: kitchen) == ["Milk"])
        first.add("Eggs", in: kitchen)
        #expect(first.middleware.saveCount == 2)
        let file = try first.fileStore.load()
        #expect(file[kitchen]?.map(\.title) == ["Milk", "Eggs"])
      }
    }

    @Test func closingAWindowRemovesItsListFromTheFile() throws {
      try TestFiles.withTemporaryDirectory { directory in
        let fileURL = directory.appendingPathComponent("todos.json")
        let first = PersistentTodoApp(fileURL: fileURL)
        first.showTodoList(in: kitchen)
        first.add("Milk", in: kitchen)
        first.showTodoList(in: office)
        first.add("Call Bob", in: office)
        first.close(kitchen)
        #expect(first.middleware.saveCount == 3)
        let file = try first.fileStore.load()
        #expect(file.windowUUIDs == [office])
        #expect(file[kitchen] == nil)

        // Closing a window with no saved list writes nothing.
        first.close(WindowUUID())
        #expect(first.middleware.saveCount == 3)

        let second = PersistentTodoApp(fileURL: fileURL)
        second.showTodoList(in: office)
        #expect(second.titles(in: office) == ["Call Bob"])
      }
    }

    @Test func closingEveryWindowRemovesTheListsOfTheWindowsThatWereOpen() throws {
      try TestFiles.withTemporaryDirectory { directory in
        let fileURL = directory.appendingPathComponent("todos.json")
        let attic = WindowUUID()
        try TodoFileStore(fileURL: fileURL).save(
          TodoFile([
            kitchen: [TodoItem(id: 1, title: "Milk")], attic: [TodoItem(id: 2, title: "Boxes")],
            office: [TodoItem(id: 1, title: "Call Bob")],
          ]))
        let app = PersistentTodoApp(fileURL: fileURL)
        app.showTodoList(in: kitchen)
        app.store.dispatch(WindowAction(windowUUID: office, actionType: .openWindow))
        app.close(.unavailable)
        // The attic window was not open in this run: its list stays.
        let file = try app.fileStore.load()
        #expect(file.windowUUIDs == [attic])
        #expect(app.middleware.saveCount == 1)
      }
    }

    @Test func anActionForEveryWindowSavesEveryOpenList() throws {
      try TestFiles.withTemporaryDirectory { directory in
        let app = PersistentTodoApp(fileURL: directory.appendingPathComponent("todos.json"))
        app.showTodoList(in: kitchen)
        app.showTodoList(in: office)
        app.send(.add(title: "Water the plants"), in: .unavailable)
        #expect(app.middleware.saveCount == 1)
        let file = try app.fileStore.load()
        #expect(file[kitchen]?.map(\.title) == ["Water the plants"])
        #expect(file[office]?.map(\.title) == ["Water the plants"])
      }
    }
  }
}

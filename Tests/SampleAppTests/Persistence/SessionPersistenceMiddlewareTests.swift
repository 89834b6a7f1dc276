import Foundation
import Redux
import SampleApp
import Testing

extension PersistenceTests {
  @Suite("Session persistence middleware: when the session is built and saved")
  @MainActor
  struct SessionPersistenceMiddlewareTests {
    let kitchen = WindowUUID()
    let office = WindowUUID()

    /// The session file in `directory`.
    func fileStore(in directory: URL) -> SessionFileStore {
      SessionFileStore(fileURL: directory.appendingPathComponent("session.json"))
    }

    /// A store that saves its session to a file in `directory`, restored from it.
    func makeApp(in directory: URL) -> (Store<AppState>, SessionPersistenceMiddleware) {
      let persistence = SessionPersistenceMiddleware(
        fileStore: fileStore(in: directory), report: { _ in })
      let store = makeAppStore(
        dependencies: AppDependencies(log: { _ in }, sessionPersistence: persistence))
      persistence.restore(into: store)
      return (store, persistence)
    }

    func send(_ type: TodoListAction, in window: WindowUUID, to store: Store<AppState>) {
      store.dispatch(Action(type, windowUUID: window))
    }

    /// Dispatches actions the list refuses: they leave a transient rejection, nothing lasting.
    func sendRefused(_ count: Int, in window: WindowUUID, to store: Store<AppState>) {
      for index in 0..<count {
        send(.toggle(index: 100 + index), in: window, to: store)
      }
    }

    @Test func actionsThatChangeNothingSavedBuildNoSessionOnceTheirWindowWasSeen() throws {
      try TestFiles.withTemporaryDirectory { directory in
        let (store, persistence) = makeApp(in: directory)
        // The restore, of an empty session: for every window, so the session is built.
        #expect(persistence.snapshotCount == 1)
        #expect(persistence.saveCount == 0)
        for window in [kitchen, office] {
          store.dispatch(
            ScreenAction(windowUUID: window, actionType: .showScreen, screen: .todoList))
        }
        #expect(persistence.snapshotCount == 3)
        #expect(persistence.saveCount == 2)

        // The first action of each window since the screen actions is checked in full, and
        // changes nothing saved; the others, interleaved, are skipped.
        for _ in 0..<3 {
          sendRefused(2, in: kitchen, to: store)
          sendRefused(2, in: office, to: store)
        }
        #expect(store.state.todoListRejection(in: kitchen) != nil)
        #expect(persistence.snapshotCount == 5)
        #expect(persistence.saveCount == 2)

        // Each change of a window's lasting state is saved.
        send(.add(title: "Milk"), in: kitchen, to: store)
        sendRefused(4, in: kitchen, to: store)
        send(.add(title: "Call Bob"), in: office, to: store)
        send(.toggle(index: 0), in: kitchen, to: store)
        sendRefused(4, in: office, to: store)
        #expect(persistence.snapshotCount == 8)
        #expect(persistence.saveCount == 5)

        // A settings change from one window changes the app-wide part: saved.
        store.dispatch(
          SettingsAction(windowUUID: office, actionType: .changeBackgroundColor(.blue)))
        #expect(persistence.snapshotCount == 9)
        #expect(persistence.saveCount == 6)
        sendRefused(3, in: office, to: store)
        #expect(persistence.snapshotCount == 9)

        // An action for every window is checked in full, and so is each window's next action.
        store.dispatch(
          SettingsAction(windowUUID: .unavailable, actionType: .changeTextColor(.black)))
        sendRefused(3, in: kitchen, to: store)
        #expect(persistence.snapshotCount == 11)
        #expect(persistence.saveCount == 7)

        // The file holds the whole session as the store has it.
        let saved = try fileStore(in: directory).load()
        #expect(saved == SessionFile(of: store.state, windowOrder: [kitchen, office]))
        #expect(saved.settings == SettingsState(backgroundColor: .blue, textColor: .black))
        let kitchenList = store.state.screenState(
          TodoListState.self, for: .todoList, window: kitchen)
        #expect(kitchenList?.items == [TodoItem(id: 1, title: "Milk", isCompleted: true)])
      }
    }

    @Test func windowAndScreenActionsAreAlwaysCheckedAndSaved() throws {
      try TestFiles.withTemporaryDirectory { directory in
        let (store, persistence) = makeApp(in: directory)
        store.dispatch(
          ScreenAction(windowUUID: kitchen, actionType: .showScreen, screen: .todoList))
        send(.add(title: "Milk"), in: kitchen, to: store)
        sendRefused(2, in: kitchen, to: store)
        #expect(persistence.snapshotCount == 3)
        #expect(persistence.saveCount == 2)

        store.dispatch(
          ScreenAction(windowUUID: kitchen, actionType: .showScreen, screen: .settings))
        store.dispatch(WindowAction(windowUUID: office, actionType: .openWindow))
        store.dispatch(WindowAction(windowUUID: kitchen, actionType: .closeWindow))
        #expect(persistence.snapshotCount == 6)
        #expect(persistence.saveCount == 5)
        // An action for the closed window changes nothing: checked once, then skipped.
        sendRefused(3, in: kitchen, to: store)
        #expect(persistence.snapshotCount == 7)
        #expect(persistence.saveCount == 5)

        let saved = try fileStore(in: directory).load()
        #expect(saved == SessionFile(of: store.state, windowOrder: [kitchen, office]))
        #expect(saved.windows.closedWindows == [kitchen])
      }
    }
  }
}

extension AppState {
  /// Why the todo list of a window refused the last action, if it did.
  fileprivate func todoListRejection(in window: WindowUUID) -> TodoListRejection? {
    screenState(TodoListState.self, for: .todoList, window: window)?.rejection
  }
}

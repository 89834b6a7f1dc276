import Foundation
import Redux
import SampleApp
import Testing

extension PersistenceTests {
  @MainActor
  @Suite("Session file: the whole session, saved and restored")
  struct SessionFileTests {
    let first = WindowUUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
    let second = WindowUUID(uuidString: "0B5A4F31-7C2D-4E1B-9A8C-3D2E1F0A9B8C")!

    func fileStore(in directory: URL) -> SessionFileStore {
      SessionFileStore(
        fileURL: directory.appendingPathComponent("session.json"), now: { TestFiles.fixedDate })
    }

    @Test func theSessionKeepsLastingStateOnly() {
      var state = AppState()
      state.activeScreens.reduce(
        ScreenAction(windowUUID: first, actionType: .showScreen, screen: .todoList))
      state.activeScreens.reduce(
        Action(TodoListAction.add(title: "Milk"), windowUUID: first))
      // A fetch on its way and a failed fetch's message: transient for a relaunch.
      let failed = SuggestionRequestID()
      state.activeScreens.reduce(
        Action(TodoListAction.requestSuggestion(failed), windowUUID: first))
      state.activeScreens.reduce(
        Action(TodoListAction.suggestionFailed("offline", request: failed), windowUUID: first))
      state.activeScreens.reduce(
        Action(TodoListAction.requestSuggestion(testRequest), windowUUID: first))
      let list = state.screenState(TodoListState.self, for: .todoList, window: first)
      #expect(list?.isFetchingSuggestion == true)

      let session = SessionFile(of: state, windowOrder: [first])
      guard case .todoList(let saved)? = session.windows.windows.first?.screens.first?.state
      else {
        Issue.record("the session holds no todo list")
        return
      }
      #expect(saved.items == [TodoItem(id: 1, title: "Milk")])
      #expect(!saved.isFetchingSuggestion)
      #expect(saved.suggestionRequest == nil)
      #expect(saved.suggestionError == nil)
      #expect(saved.rejection == nil)
    }

    @Test func aSavedSessionLoadsAsItWasSaved() throws {
      try TestFiles.withTemporaryDirectory { directory in
        var state = AppState(settings: SettingsState(backgroundColor: .blue))
        state.activeScreens.reduce(
          ScreenAction(windowUUID: first, actionType: .showScreen, screen: .settings))
        state.activeScreens.reduce(
          ScreenAction(windowUUID: second, actionType: .showScreen, screen: .todoList))
        state.activeScreens.reduce(WindowAction(windowUUID: first, actionType: .closeWindow))
        let session = SessionFile(of: state, windowOrder: [first, second])
        try fileStore(in: directory).save(session)
        let loaded = try fileStore(in: directory).load()
        #expect(loaded == session)
        #expect(loaded.windows.closedWindows == [first])
        #expect(loaded.settings.backgroundColor == .blue)
      }
    }

    @Test func aTodoFileIsMigratedIntoOpenWindowsWithTheirLists() throws {
      try TestFiles.withTemporaryDirectory { directory in
        var todos = TodoFile()
        todos[second] = [TodoItem(id: 1, title: "Call Ada", isCompleted: true)]
        todos[first] = []
        try todos.jsonData().write(to: directory.appendingPathComponent("session.json"))
        let loaded = try fileStore(in: directory).load()
        #expect(loaded.windowOrder == [second, first])
        #expect(loaded.windows.windows.map(\.window) == [second, first])
        #expect(loaded.windows.closedWindows.isEmpty)
        #expect(loaded.settings == SettingsState())
        let store = Store(state: AppState(), reducer: AppState.reducer)
        store.dispatch(RestoreWindowsAction(loaded.windows))
        let list = store.state.screenState(TodoListState.self, for: .todoList, window: second)
        #expect(list?.items == [TodoItem(id: 1, title: "Call Ada", isCompleted: true)])
        #expect(
          store.state.screenState(TodoListState.self, for: .todoList, window: first)?.items == [])
      }
    }

    @Test func aNewerFileIsKeptAsideAndReported() throws {
      try TestFiles.withTemporaryDirectory { directory in
        let url = directory.appendingPathComponent("session.json")
        try Data(#"{"version":7}"#.utf8).write(to: url)
        #expect {
          try fileStore(in: directory).load()
        } throws: { error in
          guard let error = error as? SessionFileError,
            case .unusableFile(_, .unsupportedVersion(7), .movedTo(let moved)) = error
          else { return false }
          return moved == url.path + "." + TestFiles.fixedStamp
            && error.description.contains("reads versions 1 and 2")
        }
        #expect(!FileManager.default.fileExists(atPath: url.path))
        let kept = try String(
          contentsOf: directory.appendingPathComponent("session.json." + TestFiles.fixedStamp),
          encoding: .utf8)
        #expect(kept == #"{"version":7}"#)
      }
    }
  }
}

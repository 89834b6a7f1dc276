import Redux
import Testing

/// Asks a middleware to fetch a note for the action's window.
enum NoteRequestActionType: ActionType {
  case requestNote
}

/// A middleware that fetches a note for a window and dispatches it when the fetch ends, even
/// when it ends because it was cancelled: like an answer that arrives after its window closed.
@MainActor
final class NoteRequestMiddleware {
  let tasks = WindowTasks()
  let probe = TaskProbe()
  weak var store: Store<TestAppState>?
  private(set) var started: [Task<Void, Never>] = []

  lazy var middleware: Middleware<TestAppState> = { [unowned self] _, action in
    switch action.actionType {
    case NoteRequestActionType.requestNote:
      let window = action.windowUUID
      let (store, probe) = (self.store, self.probe)
      let task = tasks.run(in: window) {
        probe.report("fetching")
        await probe.waitForCancellation()
        store?.dispatch(.addNote("late", in: window))
      }
      if let task { started.append(task) }
    case WindowActionType.closeWindow:
      tasks.windowClosed(action.windowUUID)
    case NotesScreenActionType.addNote:
      probe.report("reduced a note")
    default:
      break
    }
  }
}

@MainActor
@Suite("WindowTasks with a store", .timeLimit(.minutes(1)))
struct WindowTasksStoreTests {
  let windowA = WindowUUID()
  let windowB = WindowUUID()

  func makeStore(with fetcher: NoteRequestMiddleware) -> Store<TestAppState> {
    let store = Store(
      state: .showingEveryScreen(in: [windowA, windowB]),
      reducer: TestAppState.reducer,
      middlewares: [fetcher.middleware]
    )
    fetcher.store = store
    return store
  }

  @Test func aResultForAnOpenWindowIsReduced() async throws {
    let fetcher = NoteRequestMiddleware()
    let store = makeStore(with: fetcher)
    store.dispatch(Action(windowUUID: windowB, actionType: NoteRequestActionType.requestNote))
    #expect(await fetcher.probe.next() == "fetching")
    #expect(fetcher.tasks.runningCount(in: windowB) == 1)
    fetcher.tasks.cancelTasks(in: windowB)
    #expect(await fetcher.probe.next() == "reduced a note")
    let task = try #require(fetcher.started.first)
    await task.value
    #expect(
      store.state.activeScreens.screenState(for: .notes, window: windowB)
        == .notes(
          NotesScreenState(windowUUID: windowB, notes: ["late"], didAddNote: true)))
  }

  @Test func aResultDispatchedAfterItsWindowClosedChangesNothing() async throws {
    let fetcher = NoteRequestMiddleware()
    let store = makeStore(with: fetcher)
    store.dispatch(Action(windowUUID: windowA, actionType: NoteRequestActionType.requestNote))
    #expect(await fetcher.probe.next() == "fetching")
    #expect(fetcher.tasks.runningCount(in: windowA) == 1)

    store.dispatch(.closeWindow(windowA))
    let closed = store.state
    #expect(fetcher.tasks.runningCount(in: windowA) == 0)
    #expect(fetcher.tasks.isClosed(windowA))

    // The cancelled fetch still dispatches its note; the store reduces it and keeps its state.
    #expect(await fetcher.probe.next() == "reduced a note")
    let task = try #require(fetcher.started.first)
    await task.value
    #expect(task.isCancelled)
    #expect(store.state == closed)
    #expect(!store.state.activeScreens.isOpen(windowA))
    #expect(store.state.activeScreens.screens(in: windowB).allSatisfy { !$0.isTransientFlagSet })

    // Asking again for the closed window starts nothing.
    store.dispatch(Action(windowUUID: windowA, actionType: NoteRequestActionType.requestNote))
    #expect(fetcher.started.count == 1)
  }
}

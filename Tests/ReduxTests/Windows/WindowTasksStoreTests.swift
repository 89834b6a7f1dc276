import Redux
import Testing

/// Asks a middleware to fetch a note for the action's window.
enum NoteRequestActionType: ActionType {
  case requestNote
}

extension Action {
  static func requestNote(in window: WindowUUID) -> Action {
    Action(windowUUID: window, actionType: NoteRequestActionType.requestNote)
  }
}

/// The notes a test hands, one at a time, to the fetch that waits for one.
struct NoteAnswers: Sendable {
  let stream: AsyncStream<String>
  let continuation: AsyncStream<String>.Continuation

  init() {
    (stream, continuation) = AsyncStream.makeStream(of: String.self)
  }

  /// The next note, or `nil` once the waiting task is cancelled.
  func next() async -> String? {
    var iterator = stream.makeAsyncIterator()
    return await iterator.next()
  }
}

/// A middleware that fetches a note for a window, one at a time per window, with the idiom the
/// `WindowTasks` documentation shows, and reduces it when the fetch ends.
@MainActor
final class NoteRequestMiddleware {
  let tasks: WindowTasks
  let probe = TaskProbe()
  let answers = NoteAnswers()
  private(set) var started: [Task<Void, Never>] = []

  init(results: any DispatchStore) {
    tasks = WindowTasks(dispatchingResultsTo: results)
  }

  lazy var middleware: Middleware<TestAppState> = { [unowned self] state, action in
    tasks.actionReduced(action, in: state)
    switch action.actionType {
    case NoteRequestActionType.requestNote:
      let window = action.windowUUID
      guard tasks.inFlightCount(in: window) == 0 else { return }
      let (probe, answers) = (self.probe, self.answers)
      let task = tasks.run(in: window) {
        probe.report("fetching")
        guard let note = await answers.next() else { return nil }
        return .addNote(note, in: window)
      }
      if let task { started.append(task) }
    case NotesScreenActionType.addNote:
      probe.report("reduced a note")
    default:
      break
    }
  }
}

@MainActor
@Suite("WindowTasks with a store", .timeLimit(.minutes(5)))
struct WindowTasksStoreTests {
  let windowA = WindowUUID()
  let windowB = WindowUUID()

  func makeStore() -> (Store<TestAppState>, NoteRequestMiddleware) {
    let dispatcher = StoreDispatcher()
    let fetcher = NoteRequestMiddleware(results: dispatcher)
    let store = Store(
      state: .showingEveryScreen(in: [windowA, windowB]),
      reducer: TestAppState.reducer,
      middlewares: [fetcher.middleware]
    )
    dispatcher.connect(to: store)
    return (store, fetcher)
  }

  func notes(in window: WindowUUID, of store: Store<TestAppState>) -> NotesScreenState? {
    guard
      case .notes(let notes)? = store.state.activeScreens.screenState(for: .notes, window: window)
    else { return nil }
    return notes
  }

  @Test func aResultForAnOpenWindowIsReduced() async throws {
    let (store, fetcher) = makeStore()
    store.dispatch(.requestNote(in: windowB))
    #expect(await fetcher.probe.next() == "fetching")
    #expect(fetcher.tasks.inFlightCount(in: windowB) == 1)
    fetcher.answers.continuation.yield("answer")
    #expect(await fetcher.probe.next() == "reduced a note")
    #expect(fetcher.tasks.inFlightCount(in: windowB) == 0)
    #expect(notes(in: windowB, of: store)?.notes == ["answer"])
  }

  @Test func aRequestReducedAfterTheResultStartsANewTask() async throws {
    let (store, fetcher) = makeStore()
    store.dispatch(.requestNote(in: windowA))
    #expect(await fetcher.probe.next() == "fetching")
    fetcher.answers.continuation.yield("first")
    #expect(await fetcher.probe.next() == "reduced a note")
    #expect(fetcher.tasks.inFlightCount(in: windowA) == 0)

    store.dispatch(.requestNote(in: windowA))
    #expect(fetcher.started.count == 2)
    #expect(fetcher.tasks.inFlightCount(in: windowA) == 1)
    #expect(await fetcher.probe.next() == "fetching")
    fetcher.answers.continuation.yield("second")
    #expect(await fetcher.probe.next() == "reduced a note")
    #expect(notes(in: windowA, of: store)?.notes == ["first", "second"])
    #expect(fetcher.tasks.inFlightCount(in: windowA) == 0)
  }

  @Test func aRequestWhileATaskIsInFlightStartsNothing() async throws {
    let (store, fetcher) = makeStore()
    store.dispatch(.requestNote(in: windowA))
    store.dispatch(.requestNote(in: windowA))
    #expect(fetcher.started.count == 1)
    #expect(await fetcher.probe.next() == "fetching")
    fetcher.answers.continuation.yield("only")
    #expect(await fetcher.probe.next() == "reduced a note")
    #expect(notes(in: windowA, of: store)?.notes == ["only"])
  }

  @Test func closingTheWindowCancelsItsTaskAndDropsItsResult() async throws {
    let (store, fetcher) = makeStore()
    store.dispatch(.requestNote(in: windowA))
    #expect(await fetcher.probe.next() == "fetching")
    #expect(fetcher.tasks.inFlightCount(in: windowA) == 1)

    store.dispatch(.closeWindow(windowA))
    let closed = store.state
    #expect(fetcher.tasks.inFlightCount(in: windowA) == 0)
    #expect(fetcher.tasks.isClosed(windowA))

    let task = try #require(fetcher.started.first)
    await task.value
    #expect(task.isCancelled)
    #expect(store.pendingActionCount == 0)
    #expect(store.state == closed)

    // A result dispatched for the closed window all the same changes nothing.
    store.dispatch(.addNote("late", in: windowA))
    #expect(await fetcher.probe.next() == "reduced a note")
    #expect(store.state == closed)
    #expect(store.state.activeScreens.screens(in: windowB).allSatisfy { !$0.isTransientFlagSet })

    // Asking again for the closed window starts nothing.
    store.dispatch(.requestNote(in: windowA))
    #expect(fetcher.started.count == 1)
  }

  @Test func closingEveryWindowRefusesWorkForWindowsThatHadNoTask() async throws {
    let (store, fetcher) = makeStore()
    store.dispatch(.requestNote(in: windowB))
    #expect(await fetcher.probe.next() == "fetching")

    // Window A never had a task; B has one. Every window closes.
    store.dispatch(.closeWindow(.unavailable))
    #expect(store.state.activeScreens.isClosed(windowA))
    #expect(fetcher.tasks.isClosed(windowA))
    #expect(fetcher.tasks.isClosed(windowB))
    #expect(fetcher.tasks.run(in: windowA) { nil } == nil)
    #expect(fetcher.tasks.run(in: windowB) { nil } == nil)
    let task = try #require(fetcher.started.first)
    await task.value
    #expect(task.isCancelled)
  }
}

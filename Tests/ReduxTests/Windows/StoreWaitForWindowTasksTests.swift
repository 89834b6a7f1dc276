import Foundation
import Redux
import Testing

/// Asks a middleware to fetch a note for the action's window.
private enum FetchActionType: ActionType {
  case fetchNote
}

extension Action {
  fileprivate static func fetchNote(in window: WindowUUID) -> Action {
    Action(windowUUID: window, actionType: FetchActionType.fetchNote)
  }
}

/// A fake note service: each fetch waits for the next note the test hands over, in the order
/// the fetches asked. Notes handed over before a fetch asks wait for it.
///
/// Safety: `@unchecked Sendable` because `notes` and `fetches` are read and written only while
/// `lock` is held; each continuation is taken out of `fetches` while `lock` is held and resumed
/// once, after it is released.
private final class HeldNotes: @unchecked Sendable {
  private let lock = NSLock()
  private var notes: [String] = []
  private var fetches: [(id: Int, continuation: CheckedContinuation<String?, Never>)] = []
  private var nextID = 0

  /// Hands the next note over, to the oldest waiting fetch if there is one.
  func release(_ note: String) {
    let fetch: CheckedContinuation<String?, Never>? = lock.withLock {
      guard !fetches.isEmpty else {
        notes.append(note)
        return nil
      }
      return fetches.removeFirst().continuation
    }
    fetch?.resume(returning: note)
  }

  /// The next note, or `nil` once the fetching task is cancelled.
  func next() async -> String? {
    let id: Int = lock.withLock {
      nextID += 1
      return nextID
    }
    return await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<String?, Never>) in
        let note: String?? = lock.withLock {
          if !notes.isEmpty { return .some(notes.removeFirst()) }
          if Task.isCancelled { return .some(nil) }
          fetches.append((id, continuation))
          return nil
        }
        if let note { continuation.resume(returning: note) }
      }
    } onCancel: {
      let fetch: CheckedContinuation<String?, Never>? = lock.withLock {
        guard let index = fetches.firstIndex(where: { $0.id == id }) else { return nil }
        return fetches.remove(at: index).continuation
      }
      fetch?.resume(returning: nil)
    }
  }
}

/// A middleware that fetches a note for a window with a `WindowTasks`, as its documentation
/// shows. A note reading "again" asks for one more note when it is reduced.
@MainActor
private final class NoteFetcher {
  private(set) var tasks: WindowTasks?
  let notes = HeldNotes()

  /// Makes the tasks, whose results go to `results`: the store, or a dispatcher.
  func sendResults(to results: any DispatchStore) {
    tasks = WindowTasks(dispatchingResultsTo: results)
  }

  lazy var middleware: Middleware<TestAppState> = { [weak self] state, action in
    guard let self, let tasks else { return }
    tasks.actionReduced(action, in: state)
    let window = action.windowUUID
    switch action.actionType {
    case FetchActionType.fetchNote:
      fetch(in: window, with: tasks)
    case NotesScreenActionType.addNote where (action as? AddNoteAction)?.text == "again":
      fetch(in: window, with: tasks)
    default:
      break
    }
  }

  private func fetch(in window: WindowUUID, with tasks: WindowTasks) {
    tasks.run(in: window) { [notes] in
      guard let note = await notes.next() else { return nil }
      return .addNote(note, in: window)
    }
  }
}

/// `Store.waitForWindowTasks(in:timeout:)` returns once the tasks of the store's `WindowTasks`
/// are no longer in flight, their results reduced; never by polling.
@MainActor
@Suite("Store: waiting for window tasks", .timeLimit(.minutes(5)))
struct StoreWaitForWindowTasksTests {
  let windowA = WindowUUID()
  let windowB = WindowUUID()

  /// A store whose middleware's tasks send their results to the store itself, or through a
  /// `StoreDispatcher` connected to it.
  private func makeStore(throughDispatcher: Bool = false) -> (Store<TestAppState>, NoteFetcher) {
    let fetcher = NoteFetcher()
    let dispatcher = StoreDispatcher()
    if throughDispatcher { fetcher.sendResults(to: dispatcher) }
    let store = Store(
      state: .showingEveryScreen(in: [windowA, windowB]),
      reducer: TestAppState.reducer,
      middlewares: [fetcher.middleware])
    if throughDispatcher {
      dispatcher.connect(to: store)
    } else {
      fetcher.sendResults(to: store)
    }
    return (store, fetcher)
  }

  private func notes(in window: WindowUUID, of store: Store<TestAppState>) -> [String]? {
    guard
      case .notes(let notes)? = store.state.activeScreens.screenState(for: .notes, window: window)
    else { return nil }
    return notes.notes
  }

  @Test func returnsAtOnceWhenNoTaskIsInFlight() async {
    let (store, _) = makeStore()
    #expect(await store.waitForWindowTasks())
    #expect(await store.waitForWindowTasks(in: windowA, timeout: .zero))
  }

  @Test(arguments: [false, true])
  func returnsOnceTheResultHasBeenReduced(throughDispatcher: Bool) async {
    let (store, fetcher) = makeStore(throughDispatcher: throughDispatcher)
    store.dispatch(.fetchNote(in: windowA))
    #expect(fetcher.tasks?.inFlightCount(in: windowA) == 1)
    let waiter = Task { @MainActor in
      let finished = await store.waitForWindowTasks()
      return (finished, notes(in: windowA, of: store))
    }
    fetcher.notes.release("answer")
    let (finished, seen) = await waiter.value
    #expect(finished)
    // Read when the wait returned: the result was reduced before.
    #expect(seen == ["answer"])
    #expect(fetcher.tasks?.inFlightCount(in: windowA) == 0)
    #expect(store.pendingActionCount == 0)
  }

  @Test(arguments: [false, true])
  func waitsForATaskStartedWhileWaiting(throughDispatcher: Bool) async {
    let (store, fetcher) = makeStore(throughDispatcher: throughDispatcher)
    store.dispatch(.fetchNote(in: windowA))
    let waiter = Task { @MainActor in
      let finished = await store.waitForWindowTasks()
      return (finished, notes(in: windowA, of: store))
    }
    // The first note asks for another when it is reduced: the count drops to zero and the
    // middleware starts a task before the waiting call looks again.
    fetcher.notes.release("again")
    fetcher.notes.release("second")
    let (finished, seen) = await waiter.value
    #expect(finished)
    #expect(seen == ["again", "second"])
  }

  @Test func severalCallsWaitAtOnce() async {
    let (store, fetcher) = makeStore(throughDispatcher: true)
    store.dispatch(.fetchNote(in: windowA))
    store.dispatch(.fetchNote(in: windowB))
    let waiters = (0..<3).map { _ in
      Task { @MainActor in
        let finished = await store.waitForWindowTasks()
        return (finished, notes(in: windowA, of: store), notes(in: windowB, of: store))
      }
    }
    fetcher.notes.release("one")
    fetcher.notes.release("two")
    for waiter in waiters {
      let (finished, inA, inB) = await waiter.value
      #expect(finished)
      #expect(((inA ?? []) + (inB ?? [])).sorted() == ["one", "two"])
    }
  }

  @Test func waitsOnlyForTheTasksOfTheWindowAskedFor() async {
    let (store, fetcher) = makeStore()
    store.dispatch(.fetchNote(in: windowA))
    #expect(await store.waitForWindowTasks(in: windowB))
    #expect(await store.waitForWindowTasks(in: windowA, timeout: .zero) == false)
    let waiter = Task { @MainActor in
      let finished = await store.waitForWindowTasks(in: windowA)
      return (finished, notes(in: windowA, of: store))
    }
    fetcher.notes.release("for A")
    let (finished, seen) = await waiter.value
    #expect(finished)
    #expect(seen == ["for A"])
  }

  @Test func aCancelledCallReturnsAtOnceWithTheTaskStillInFlight() async {
    let (store, fetcher) = makeStore()
    store.dispatch(.fetchNote(in: windowA))
    let waiter = Task { @MainActor in await store.waitForWindowTasks() }
    waiter.cancel()
    #expect(await waiter.value == false)
    #expect(fetcher.tasks?.inFlightCount(in: windowA) == 1)
    // The task goes on; a new call waits for it.
    fetcher.notes.release("later")
    #expect(await store.waitForWindowTasks())
    #expect(notes(in: windowA, of: store) == ["later"])
  }

  @Test func aCallReturnsFalseWhenItsTimeLimitPasses() async {
    let (store, fetcher) = makeStore()
    store.dispatch(.fetchNote(in: windowA))
    #expect(await store.waitForWindowTasks(timeout: .milliseconds(20)) == false)
    #expect(fetcher.tasks?.inFlightCount(in: windowA) == 1)
    fetcher.notes.release("done")
    #expect(await store.waitForWindowTasks())
    #expect(notes(in: windowA, of: store) == ["done"])
  }

  @Test func closingTheWindowEndsTheWait() async {
    let (store, fetcher) = makeStore(throughDispatcher: true)
    store.dispatch(.fetchNote(in: windowA))
    let waiter = Task { @MainActor in await store.waitForWindowTasks() }
    store.dispatch(.closeWindow(windowA))
    #expect(await waiter.value)
    #expect(fetcher.tasks?.inFlightCount(in: windowA) == 0)
  }
}

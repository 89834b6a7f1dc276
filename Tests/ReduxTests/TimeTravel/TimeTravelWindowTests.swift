import Redux
import Testing

@MainActor
@Suite("Time travel and window tasks", .timeLimit(.minutes(5)))
struct TimeTravelWindowTests {
  let windowA = WindowUUID()
  let windowB = WindowUUID()

  @Test func aJumpToAStateWhereAWindowIsClosedCancelsItsTasks() async {
    let open = TestAppState.showingEveryScreen(in: [windowA, windowB])
    var closed = open
    TestAppState.reducer(&closed, .closeWindow(windowA))
    // A history that starts from a saved state in which window A had closed: the window's
    // tasks never saw it close.
    let history = StoreHistory(initialState: closed)
    let dispatcher = StoreDispatcher()
    let tasks = WindowTasks(dispatchingResultsTo: dispatcher)
    // One gate per window, finished by hand: each task waits for its own.
    let gates = [
      windowA: AsyncStream.makeStream(of: Never.self),
      windowB: AsyncStream.makeStream(of: Never.self),
    ]
    var started: [WindowUUID: Task<Void, Never>] = [:]
    let fetcher: Middleware<TestAppState> = { state, action in
      tasks.actionReduced(action, in: state)
      guard case NoteRequestActionType.requestNote = action.actionType,
        let gate = gates[action.windowUUID]?.stream
      else { return }
      let task = tasks.run(in: action.windowUUID) {
        for await _ in gate {}
        return nil
      }
      if let task { started[action.windowUUID] = task }
    }
    let store = Store(
      state: open,
      reducer: history.reducer(wrapping: TestAppState.reducer),
      middlewares: [history.middleware, fetcher])
    dispatcher.connect(to: store)
    store.dispatch(.requestNote(in: windowA))
    store.dispatch(.requestNote(in: windowB))
    #expect(started.count == 2)
    #expect(tasks.inFlightCount(in: windowA) == 1)

    try? history.goto(0, in: store)

    #expect(store.state == closed)
    #expect(tasks.inFlightCount(in: windowA) == 0)
    #expect(tasks.isClosed(windowA))
    #expect(started[windowA]?.isCancelled == true)
    #expect(tasks.inFlightCount(in: windowB) == 1)
    #expect(started[windowB]?.isCancelled == false)

    // Going forward again, to a state where the window is open, gives it no work.
    let taskB = started[windowB]
    started = [:]
    try? history.redo(in: store)
    store.dispatch(.requestNote(in: windowA))
    #expect(started.isEmpty)
    #expect(tasks.inFlightCount(in: windowA) == 0)

    // Window B's task goes on until its gate is finished.
    #expect(tasks.inFlightCount(in: windowB) == 1)
    gates[windowB]?.continuation.finish()
    await taskB?.value
    #expect(tasks.inFlightCount(in: windowB) == 0)
  }

  @Test func undoingPastAWindowsOpeningEndsItsSubscriptionsAndItsWork() async {
    let history = StoreHistory(initialState: TestAppState())
    let dispatcher = StoreDispatcher()
    let tasks = WindowTasks(dispatchingResultsTo: dispatcher)
    // One gate per window, finished by hand: each task waits for its own.
    let gates = [
      windowA: AsyncStream.makeStream(of: Never.self),
      windowB: AsyncStream.makeStream(of: Never.self),
    ]
    var started: [WindowUUID: Task<Void, Never>] = [:]
    let fetcher: Middleware<TestAppState> = { state, action in
      tasks.actionReduced(action, in: state)
      guard case NoteRequestActionType.requestNote = action.actionType,
        let gate = gates[action.windowUUID]?.stream
      else { return }
      let task = tasks.run(in: action.windowUUID) {
        for await _ in gate {}
        return nil
      }
      if let task { started[action.windowUUID] = task }
    }
    let store = Store(
      state: TestAppState(),
      reducer: history.reducer(wrapping: TestAppState.reducer),
      middlewares: [history.middleware, fetcher])
    dispatcher.connect(to: store)
    store.dispatch(.openWindow(windowA))
    let beforeB = history.position
    store.dispatch(.openWindow(windowB))
    store.dispatch(.showScreen(.notes, in: windowB))
    let subscriberOfA = RecordingSubscriber<TestAppState>()
    let subscriberOfB = RecordingSubscriber<TestAppState>()
    store.subscribe(subscriberOfA, to: .window(windowA)) { $0 }
    store.subscribe(subscriberOfB, to: .window(windowB)) { $0 }
    store.dispatch(.requestNote(in: windowA))
    store.dispatch(.requestNote(in: windowB))
    #expect(store.subscriberCount(in: windowB) == 1)
    #expect(tasks.inFlightCount(in: windowB) == 1)

    try? history.goto(beforeB, in: store)

    // Window B is not open before its opening: it is neither open nor closed there, and its
    // subscription and its task end as for a window that closed.
    #expect(!store.state.activeScreens.isOpen(windowB))
    #expect(!store.state.activeScreens.isClosed(windowB))
    #expect(store.subscriberCount(in: windowB) == 0)
    #expect(tasks.inFlightCount(in: windowB) == 0)
    #expect(started[windowB]?.isCancelled == true)
    #expect(tasks.isClosed(windowB))
    // Window A, open there, keeps both.
    #expect(store.subscriberCount(in: windowA) == 1)
    #expect(tasks.inFlightCount(in: windowA) == 1)
    #expect(started[windowA]?.isCancelled == false)

    // Going forward to where B is open again brings back neither.
    let receivedByB = subscriberOfB.received.count
    let taskA = started[windowA]
    started = [:]
    try? history.goto(history.latestPosition, in: store)
    #expect(store.state.activeScreens.isOpen(windowB))
    store.dispatch(.requestNote(in: windowB))
    #expect(started.isEmpty)
    #expect(store.subscriberCount(in: windowB) == 0)
    #expect(subscriberOfB.received.count == receivedByB)

    gates[windowA]?.continuation.finish()
    await taskA?.value
    #expect(tasks.inFlightCount(in: windowA) == 0)
  }

  @Test func aWindowWithoutTasksWhoseOpeningAJumpUndidRefusesWorkLater() {
    let history = StoreHistory(initialState: TestAppState())
    let dispatcher = StoreDispatcher()
    let tasks = WindowTasks(dispatchingResultsTo: dispatcher)
    let tracker: Middleware<TestAppState> = { state, action in
      tasks.actionReduced(action, in: state)
    }
    let store = Store(
      state: TestAppState(),
      reducer: history.reducer(wrapping: TestAppState.reducer),
      middlewares: [history.middleware, tracker])
    dispatcher.connect(to: store)
    store.dispatch(.openWindow(windowA))
    let beforeB = history.position
    store.dispatch(.openWindow(windowB))
    #expect(!tasks.isClosed(windowB))

    // Window B had no task when the jump went back before its opening.
    try? history.goto(beforeB, in: store)
    #expect(tasks.isClosed(windowB))
    #expect(!tasks.isClosed(windowA))

    // Forward again, B is open in the state but refuses work; A still takes it.
    try? history.goto(history.latestPosition, in: store)
    #expect(store.state.activeScreens.isOpen(windowB))
    #expect(tasks.run(in: windowB) { nil } == nil)
    let taskOfA = tasks.run(in: windowA) { nil }
    #expect(taskOfA != nil)
    taskOfA?.cancel()
  }
}

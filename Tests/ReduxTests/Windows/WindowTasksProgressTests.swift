import Redux
import ReduxTestSupport
import Testing

// A window task that sends actions as it goes, before its last one: each is reduced in the
// store's order, and none is dispatched once the task was cancelled by its window closing. The
// work is released by hand, with gates, so that the order of events is the test's.

@MainActor
@Suite("WindowTasks: work that reports as it goes", .timeLimit(.minutes(5)))
struct WindowTasksProgressTests {
  let window = WindowUUID()

  /// Gates the test opens one by one: the task waits for each before sending a note.
  struct Steps: Sendable {
    let gates = [AsyncGate(), AsyncGate(), AsyncGate()]
  }

  /// A store whose middleware tells the tasks about each action and logs the notes it reduces.
  func makeStore(log: EventLog = EventLog()) -> (Store<TestAppState>, WindowTasks) {
    let dispatcher = StoreDispatcher()
    let tasks = WindowTasks(dispatchingResultsTo: dispatcher)
    let store = Store(
      state: .showingEveryScreen(in: [window]), reducer: TestAppState.reducer,
      middlewares: [
        { state, action in
          tasks.actionReduced(action, in: state)
          if let note = action as? AddNoteAction { log.record(note.text) }
        }
      ])
    dispatcher.connect(to: store)
    return (store, tasks)
  }

  func notes(in store: Store<TestAppState>) -> [String] {
    guard
      case .notes(let notes)? = store.state.activeScreens.screenState(for: .notes, window: window)
    else { return [] }
    return notes.notes
  }

  @Test func eachProgressActionIsReducedInOrderBeforeTheLastOne() async {
    let (store, tasks) = makeStore()
    let steps = Steps()
    let window = self.window
    tasks.run(in: window) { progress in
      for (index, gate) in steps.gates.enumerated() {
        await gate.wait()
        progress.send(.addNote("part \(index + 1)", in: window))
      }
      return .addNote("done", in: window)
    }
    for (index, gate) in steps.gates.enumerated() {
      gate.open()
      while notes(in: store).count < index + 1 { await Task.yield() }
      // Before the last gate, the task is still in flight: its last action has not come yet.
      if index < steps.gates.count - 1 { #expect(tasks.inFlightCount(in: window) == 1) }
    }
    #expect(await store.waitForWindowTasks(in: window, timeout: .seconds(60)))
    #expect(notes(in: store) == ["part 1", "part 2", "part 3", "done"])
  }

  @Test func nothingIsSentOnceTheWindowClosed() async {
    let log = EventLog()
    let (store, tasks) = makeStore(log: log)
    let steps = Steps()
    let window = self.window
    let finished = AsyncGate()
    // The task ignores its cancellation, as careless work does: what it sends is dropped anyway.
    tasks.run(in: window) { progress in
      await steps.gates[0].wait()
      progress.send(.addNote("before the close", in: window))
      await steps.gates[1].wait()
      progress.send(.addNote("after the close", in: window))
      finished.open()
      return nil
    }
    steps.gates[0].open()
    while notes(in: store).isEmpty { await Task.yield() }
    store.dispatch(.closeWindow(window))
    #expect(tasks.inFlightCount(in: window) == 0)
    let processed = store.state
    steps.gates[1].open()
    await finished.wait()
    while store.pendingActionCount > 0 { await Task.yield() }
    #expect(store.state == processed)
    #expect(log.events == ["before the close"])
  }
}

#if DEBUG
import Redux
import ReduxTestSupport
import Testing

/// A debug build's lifetime warnings: a short while after a window closes, what it left alive
/// is reported, through the handler the logger prints.
@MainActor
@Suite("Lifetime warnings in debug builds", .timeLimit(.minutes(5)))
struct LifetimeWarningTests {
  private let window = WindowUUID(uuidString: "1A2B3C4D-0000-4000-8000-0000000000BB")!

  /// A subscriber of a window's counter screen.
  private final class CounterView: StoreSubscriber {
    func newState(state: Int) {}
  }

  /// A store showing the counter in the window, whose checks run when `gate` opens, and the
  /// warnings it reported.
  private func makeStore(
    middlewares: [Middleware<TestAppState>] = []
  ) -> (Store<TestAppState>, AsyncGate, WarningLog) {
    let store = Store(
      state: TestAppState.showingEveryScreen(in: [window]), reducer: TestAppState.reducer,
      middlewares: middlewares)
    let gate = AsyncGate()
    let log = WarningLog()
    store.reportLifetimeWarnings(waiting: { await gate.wait() }, to: log.append)
    return (store, gate, log)
  }

  /// The warnings reported, in order.
  @MainActor
  private final class WarningLog {
    private(set) var warnings: [LifetimeWarning] = []
    func append(_ warning: LifetimeWarning) { warnings.append(warning) }
    var lines: [String] { warnings.map(\.description) }
  }

  private func subscribe(_ view: CounterView, to store: Store<TestAppState>) {
    store.subscribe(view, to: .screen(.counter, in: window)) { $0.select { _ in 0 } }
  }

  @Test func aSubscriberKeptAfterItsWindowClosedIsReported() async {
    let (store, gate, log) = makeStore()
    let kept = CounterView()
    subscribe(kept, to: store)
    let listener = store.addListener { _ in }
    listener.linkLifeCycle(to: kept)

    store.dispatch(.closeWindow(window))
    #expect(log.warnings.isEmpty)  // not before the short while
    gate.open()
    await store.lifetimeWarningsReported()

    #expect(
      log.lines == [
        "CounterView, subscribed to window 1A2B3C4D's counter, is still alive after the window "
          + "closed",
        "a listener linked to CounterView (window 1A2B3C4D's counter) is still registered "
          + "after the window closed",
      ])
    #expect(
      log.warnings.first?.description(windowName: "window 2")
        == "CounterView, subscribed to window 2's counter, is still alive after the window "
        + "closed")
  }

  @Test func aRowCellKeptAfterItsWindowClosedIsReportedAndOneReleasedIsNot() async {
    let store = Store.showingLists(in: [window], rows: 3)
    let gate = AsyncGate()
    let log = WarningLog()
    store.reportLifetimeWarnings(waiting: { await gate.wait() }, to: log.append)
    let kept = RowCell()
    var released: RowCell? = RowCell()
    store.subscribe(kept, toRow: 1, in: window)
    store.subscribe(released!, toRow: 2, in: window)

    store.dispatch(WindowAction(windowUUID: window, actionType: .closeWindow))
    released = nil
    gate.open()
    await store.lifetimeWarningsReported()

    #expect(
      log.lines == [
        "RowCell, subscribed to window 1A2B3C4D, is still alive after the window closed"
      ])
  }

  @Test func aSubscriberReleasedWithItsWindowIsNotReported() async {
    let (store, gate, log) = makeStore()
    var view: CounterView? = CounterView()
    subscribe(view!, to: store)

    store.dispatch(.closeWindow(window))
    view = nil
    gate.open()
    await store.lifetimeWarningsReported()

    #expect(log.warnings.isEmpty)
  }

  @Test func aTaskThatIgnoresCancellationIsReported() async {
    let dispatcher = StoreDispatcher()
    let tasks = WindowTasks(dispatchingResultsTo: dispatcher)
    let taskGate = AsyncGate()
    let (store, gate, log) = makeStore(middlewares: [
      { state, action in tasks.actionReduced(action, in: state) }
    ])
    dispatcher.connect(to: store)
    var view: CounterView? = CounterView()
    subscribe(view!, to: store)
    tasks.run(in: window) {
      await taskGate.wait()  // ignores cancellation
      return nil
    }

    store.dispatch(.closeWindow(window))
    view = nil
    gate.open()
    await store.lifetimeWarningsReported()

    #expect(
      log.lines == [
        "a task started for window 1A2B3C4D is still running after the window closed: it "
          + "ignores cancellation"
      ])
    taskGate.open()
  }

  @Test func theLoggerPrintsAWarningOnALineOfItsOwn() {
    var lines: [String] = []
    let logger = LoggerMiddleware(initialState: TestAppState(), output: { lines.append($0) })
    logger.log(
      LifetimeWarning(window: window, kind: .taskRunning(instance: nil)))
    #expect(
      lines == [
        "Lifetime warning: a task started for window 1A2B3C4D is still running after the "
          + "window closed: it ignores cancellation"
      ])
  }
}
#endif

import Redux
import ReduxTestSupport
import Testing

@testable import ReduxTesting

/// What a window task sends as it goes reaches a test store with its work: the test receives it
/// while the work runs, and never once the test skipped the work, whatever the timing.
@MainActor
@Suite("TestStore: what work sends as it goes")
struct TestStoreProgressTests {
  /// What a tap does to the state: the panel of `shoppingWindow` counts it.
  private func tapped(_ state: inout PanelAppState) {
    state.activeScreens[.panel, shoppingWindow] = .panel(
      PanelState(windowUUID: shoppingWindow, taps: 1))
  }

  @Test func theProgressOfWorkNotSkippedArrives() async {
    let dispatcher = StoreDispatcher()
    let (store, middleware) = makeReportingThemeStore(
      dispatchingTo: dispatcher, through: dispatcher)
    store.send(.tap(in: shoppingWindow), assert: tapped)
    await store.receive(PanelActionType.setTheme("dim")) { $0.theme = "dim" }
    #expect(store.inFlightWork.map(\.window) == [shoppingWindow])
    middleware.gate.open()
    await store.receive(PanelActionType.setTheme("dark")) { $0.theme = "dark" }
    #expect(store.inFlightWork.isEmpty)
    store.finish()
  }

  /// Found by a review: a task that had passed its check (in flight, not cancelled) when the
  /// test skipped it still dispatched its progress, which the test then had to receive.
  @Test func theProgressOfSkippedWorkSentAsItWasCancelledIsDropped() async {
    let collector = FailureCollector()
    await FailureReporter.$collector.withValue(collector) {
      let dispatcher = StoreDispatcher()
      let held = HeldProgress(forwardingTo: dispatcher)
      let (store, middleware) = makeReportingThemeStore(
        dispatchingTo: held, through: dispatcher)
      store.send(.tap(in: shoppingWindow), assert: tapped)
      // The task has checked that it may send, and handed its progress over.
      await held.arrived.wait()
      store.skipInFlightWork()
      #expect(middleware.tasks.inFlightCount(in: shoppingWindow) == 0)
      // The progress reaches the test store only now, after its work was skipped and ended.
      held.letGo()
      #expect(store.pendingActions.isEmpty)
      middleware.gate.open()
      await store.finish(timeout: .seconds(30))
      #expect(store.pendingActions.isEmpty)
    }
    #expect(collector.messages.isEmpty)
  }

  /// The same race, kept by hand: progress comes after the test skipped its work, and after the
  /// work ended; other work's progress, sent late too, still arrives.
  @Test func theProgressOfSkippedWorkIsDroppedEvenAfterItEnded() {
    let collector = FailureCollector()
    FailureReporter.$collector.withValue(collector) {
      let (store, _) = makeGatedThemeStore()
      let work = TrackedWork(window: shoppingWindow)
      store.workStarted(work)
      store.skipInFlightWork()
      store.workEnded(work)
      store.workProgressed(work, dispatching: .setTheme("dim", from: shoppingWindow), to: store)
      #expect(store.pendingActions.isEmpty)

      let other = TrackedWork(window: shoppingWindow)
      store.workStarted(other)
      store.workProgressed(other, dispatching: .setTheme("dim", from: shoppingWindow), to: store)
      // Cancelled (its window closed) rather than skipped: what it sent as it ended arrives.
      store.workEnded(other)
      store.workProgressed(other, dispatching: .setTheme("dusk", from: shoppingWindow), to: store)
      #expect(
        store.pendingActions.map(\.description) == [
          "Action(PanelActionType.setTheme(\"dim\"), window: 1A2B3C4D)",
          "Action(PanelActionType.setTheme(\"dusk\"), window: 1A2B3C4D)",
        ])
      store.skipReceivedActions()
      store.finish()
    }
    #expect(collector.messages.isEmpty)
  }

  @Test func aMockStoreRecordsTheProgressOfItsWork() async {
    let store = MockStore(state: PanelAppState())
    let middleware = ReportingThemeMiddleware(store: store)
    middleware.provider(PanelAppState(), .tap(in: shoppingWindow))
    while store.dispatchedActions.isEmpty { await Task.yield() }
    #expect(store.inFlightWork.map(\.window) == [shoppingWindow])
    middleware.gate.open()
    #expect(await store.waitForInFlightWork(timeout: .seconds(30)))
    #expect(
      store.dispatchedActions.map(\.description) == [
        "Action(PanelActionType.setTheme(\"dim\"), window: 1A2B3C4D)",
        "Action(PanelActionType.setTheme(\"dark\"), window: 1A2B3C4D)",
      ])
  }
}

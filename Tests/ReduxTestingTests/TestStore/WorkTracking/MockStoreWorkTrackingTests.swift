import Redux
import ReduxTestSupport
import ReduxTesting
import Testing

/// A mock store knows the work running that will dispatch to it, so a middleware test waits for
/// it instead of polling.
@MainActor
@Suite("MockStore: work running")
struct MockStoreWorkTrackingTests {
  @Test func waitingForTheWorkReturnsOnceItsResultIsRecorded() async {
    let store = MockStore(state: PanelAppState())
    let middleware = GatedThemeMiddleware(store: store)
    middleware.provider(PanelAppState(), .tap(in: shoppingWindow))
    #expect(store.inFlightWork.map(\.window) == [shoppingWindow])
    #expect(store.dispatchedActions.isEmpty)

    middleware.gate.open()
    #expect(await store.waitForInFlightWork(timeout: .seconds(30)))
    #expect(store.inFlightWork.isEmpty)
    #expect(
      store.dispatchedActions.map(\.description) == [
        "Action(PanelActionType.setTheme(\"dark\"), window: 1A2B3C4D)"
      ])
  }

  @Test func waitingGivesUpAfterTheTimeout() async {
    let store = MockStore(state: PanelAppState())
    let middleware = GatedThemeMiddleware(store: store)
    middleware.provider(PanelAppState(), .tap(in: shoppingWindow))
    #expect(await store.waitForInFlightWork(timeout: .milliseconds(20)) == false)
    #expect(store.inFlightWork.count == 1)
    middleware.tasks.cancelTasks(in: shoppingWindow)
    #expect(store.inFlightWork.isEmpty)
    #expect(await store.waitForInFlightWork())
    middleware.gate.open()
  }

  /// The result and the end of its work are recorded in one step: whoever sees the result never
  /// finds the work still running.
  @Test func aRecordedResultNeverLeavesItsWorkRunning() async {
    for _ in 0..<200 {
      let store = MockStore(state: PanelAppState())
      let middleware = GatedThemeMiddleware(store: store)
      middleware.provider(PanelAppState(), .tap(in: shoppingWindow))
      middleware.gate.open()
      while store.dispatchedActions.isEmpty { await Task.yield() }
      #expect(store.inFlightWork.isEmpty)
    }
  }
}

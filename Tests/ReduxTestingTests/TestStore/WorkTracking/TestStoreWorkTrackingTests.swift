import Redux
import Testing

@testable import ReduxTesting

/// A test store knows the work running that will dispatch to it, and a test that ends while
/// some is running fails.
@MainActor
@Suite("TestStore: work still running")
struct TestStoreWorkTrackingTests {
  private let tapAction = "Action(PanelActionType.tap, window: 1A2B3C4D)"
  private let hint =
    "Let it end first: release what it waits for and receive its result with "
    + "`await store.receive(…)`, or close its window, which cancels it. Skip it with "
    + "`skipInFlightWork()`, or set `exhaustivity = .off`."

  /// What a tap does to the state: the panel of `shoppingWindow` counts it.
  private func tapped(_ state: inout PanelAppState) {
    state.activeScreens[.panel, shoppingWindow] = .panel(
      PanelState(windowUUID: shoppingWindow, taps: 1))
  }

  @Test func finishReportsATaskStillRunningWithTheSendThatStartedIt() async {
    let (store, middleware) = makeGatedThemeStore()
    let sentAt = #line + 1
    store.send(.tap(in: shoppingWindow), assert: tapped)
    #expect(store.inFlightWork.map(\.window) == [shoppingWindow])

    let failures = FailureCollector()
    let finishedAt = #line + 1
    FailureReporter.$collector.withValue(failures) { store.finish() }
    #expect(
      failures.messages == [
        """
        1 task was still running at the end of the test, and would dispatch to the store after it:
          1. a task of window 1A2B3C4D, started while processing \(tapAction) \
        (ReduxTestingTests/TestStoreWorkTrackingTests.swift:\(sentAt))
        \(hint)
        """
      ])
    #expect(failures.sites.map(\.line) == [UInt(finishedAt)])

    // Reported once: a second finish, and the store's release, say nothing of it.
    #expect(FailureReporter.capturing { store.finish() }.isEmpty)
    middleware.gate.open()
    await store.receive(PanelActionType.setTheme("dark")) { $0.theme = "dark" }
    store.finish()
  }

  @Test func aTaskEndsOnceItsResultIsDispatched() async {
    let (store, middleware) = makeGatedThemeStore()
    store.send(.tap(in: shoppingWindow), assert: tapped)
    middleware.gate.open()
    await store.receive(PanelActionType.setTheme("dark")) { $0.theme = "dark" }
    #expect(store.inFlightWork.isEmpty)
    #expect(middleware.tasks.inFlightCount(in: shoppingWindow) == 0)
    store.finish()
  }

  /// Found by a review: the result reached the store before its task was reported ended, so a
  /// test that received the result and then finished could find the task still running.
  @Test func aReceivedResultNeverLeavesItsTaskRunning() async {
    for _ in 0..<200 {
      let (store, middleware) = makeGatedThemeStore()
      store.send(.tap(in: shoppingWindow), assert: tapped)
      middleware.gate.open()
      await store.receive(PanelActionType.setTheme("dark")) { $0.theme = "dark" }
      #expect(store.inFlightWork.isEmpty)
      #expect(FailureReporter.capturing { store.finish() }.isEmpty)
    }
  }

  @Test func aTaskThatReturnsNothingEndsWhenItReturns() async {
    let (store, middleware) = makeGatedThemeStore(returnsNothing: true)
    store.send(.tap(in: shoppingWindow), assert: tapped)
    middleware.gate.open()
    await store.finish(timeout: .seconds(30))
    #expect(store.inFlightWork.isEmpty)
    #expect(store.pendingActions.isEmpty)
  }

  @Test func closingTheWindowEndsItsTasks() {
    let (store, middleware) = makeGatedThemeStore()
    store.send(.tap(in: shoppingWindow), assert: tapped)
    store.send(.closeWindow(shoppingWindow)) {
      $0.activeScreens.reduce(Action.closeWindow(shoppingWindow))
    }
    #expect(store.inFlightWork.isEmpty)
    store.finish()
    // The cancelled task's result, once its gate opens, is dropped by the tasks.
    middleware.gate.open()
  }

  @Test func finishWithATimeoutWaitsUntilTheWorkHasDispatchedItsResult() async {
    let (store, middleware) = makeGatedThemeStore(exhaustivity: .off)
    store.send(.tap(in: shoppingWindow))
    middleware.gate.open()
    await store.finish(timeout: .seconds(30))
    #expect(store.inFlightWork.isEmpty)
    #expect(
      store.pendingActions.map(\.description) == [
        "Action(PanelActionType.setTheme(\"dark\"), window: 1A2B3C4D)"
      ])
  }

  @Test func finishWithATimeoutReportsWorkThatOutlastsIt() async {
    let (store, middleware) = makeGatedThemeStore()
    store.send(.tap(in: shoppingWindow), assert: tapped)
    let failures = await FailureReporter.capturing {
      await store.finish(timeout: .milliseconds(20))
    }
    #expect(failures.count == 1)
    #expect(failures.first?.hasPrefix("1 task was still running within 0.02 seconds:\n") == true)
    #expect(failures.first?.contains("a task of window 1A2B3C4D, started while") == true)
    store.send(.closeWindow(shoppingWindow)) {
      $0.activeScreens.reduce(Action.closeWindow(shoppingWindow))
    }
    middleware.gate.open()
  }

  @Test func finishWithATimeoutWhoseTaskIsCancelledSaysSo() async {
    let (store, middleware) = makeGatedThemeStore()
    store.send(.tap(in: shoppingWindow), assert: tapped)
    let waiting = Task {
      await FailureReporter.capturing { await store.finish(timeout: .seconds(600)) }
    }
    waiting.cancel()
    let failures = await waiting.value
    #expect(failures.count == 1)
    #expect(
      failures.first?.hasPrefix("1 task was still running before its task was cancelled, after ")
        == true)
    store.send(.closeWindow(shoppingWindow)) {
      $0.activeScreens.reduce(Action.closeWindow(shoppingWindow))
    }
    middleware.gate.open()
  }

  @Test func skippingTheWorkCancelsItAndReportsNothing() async {
    let collector = FailureCollector()
    await FailureReporter.$collector.withValue(collector) {
      let (store, middleware) = makeGatedThemeStore()
      store.send(.tap(in: shoppingWindow), assert: tapped)
      store.skipInFlightWork()
      #expect(store.inFlightWork.isEmpty)
      #expect(middleware.tasks.inFlightCount(in: shoppingWindow) == 0)
      middleware.gate.open()
      await store.finish(timeout: .seconds(30))
      #expect(store.pendingActions.isEmpty)
    }
    #expect(collector.messages.isEmpty)
  }

  /// Work that cannot be cancelled, or that had handed its result over already: the result of
  /// skipped work is dropped, whatever the timing.
  @Test func theResultOfSkippedWorkIsDropped() {
    let collector = FailureCollector()
    FailureReporter.$collector.withValue(collector) {
      let (store, _) = makeGatedThemeStore()
      let work = TrackedWork(window: shoppingWindow)
      store.workStarted(work)
      store.skipInFlightWork()
      store.workEnded(work, dispatching: .setTheme("dark", from: shoppingWindow), to: store)
      #expect(store.pendingActions.isEmpty)
      #expect(store.inFlightWork.isEmpty)
      // Other work's results still arrive.
      let other = TrackedWork(window: shoppingWindow)
      store.workStarted(other)
      store.workEnded(other, dispatching: .setTheme("light", from: shoppingWindow), to: store)
      #expect(store.pendingActions.count == 1)
      store.skipReceivedActions()
      store.finish()
    }
    #expect(collector.messages.isEmpty)
  }

  @Test func aStoreReleasedWhileWorkRunsReportsItWhereItWasMade() {
    let collector = FailureCollector()
    var sentAt = 0
    let middleware: GatedThemeMiddleware = FailureReporter.$collector.withValue(collector) {
      let (store, middleware) = makeGatedThemeStore()
      sentAt = #line + 1
      store.send(.tap(in: shoppingWindow), assert: tapped)
      return middleware
    }
    #expect(
      collector.messages == [
        """
        The test store was released while 1 task was still running:
          1. a task of window 1A2B3C4D, started while processing \(tapAction) \
        (ReduxTestingTests/TestStoreWorkTrackingTests.swift:\(sentAt))
        \(hint)
        End the test with store.finish() to check this where the test ends.
        """
      ])
    // Where the store was made: in the fixture.
    #expect(
      collector.sites.map { "\($0.fileID)" } == ["ReduxTestingTests/WorkTrackingFixtures.swift"])
    middleware.gate.open()
  }

  @Test func aStoreThatIsNotExhaustiveReportsNoWork() {
    let collector = FailureCollector()
    let middleware: GatedThemeMiddleware = FailureReporter.$collector.withValue(collector) {
      let (store, middleware) = makeGatedThemeStore(exhaustivity: .off)
      store.send(.tap(in: shoppingWindow))
      store.finish()
      return middleware
    }
    #expect(collector.messages.isEmpty)
    middleware.gate.open()
  }
}

import Redux
import Testing

@testable import ReduxTesting

/// A task of a closed window that ignores its cancellation fails the test; one that honours it
/// passes.
@MainActor
@Suite("Lifetime checks: tasks of closed windows", .timeLimit(.minutes(5)))
struct TaskLifetimeTests {
  private func makeStore(
    ignoresCancellation: Bool
  ) -> (
    TestStore<PanelAppState>, TapTaskMiddleware
  ) {
    let dispatcher = StoreDispatcher()
    let middleware = TapTaskMiddleware(
      store: dispatcher, ignoresCancellation: ignoresCancellation)
    let store = makePanelStore(middlewares: [middleware.provider])
    dispatcher.connect(to: store)
    return (store, middleware)
  }

  @Test func aTaskThatIgnoresCancellationFailsWithItsWindow() async {
    let (store, middleware) = makeStore(ignoresCancellation: true)
    store.send(.tap(in: lifetimeWindow)) { $0.activeScreens.reduce(.tap(in: lifetimeWindow)) }
    store.send(.closeWindow(lifetimeWindow)) { $0.activeScreens.closeWindow(lifetimeWindow) }

    let failures = await FailureReporter.capturing {
      await store.finish(timeout: .milliseconds(200))
    }

    #expect(
      failures == [
        "A task started for window 1A2B3C4D is still running after the window closed: it "
          + "ignores cancellation. Check `Task.isCancelled`, or await something that stops when "
          + "cancelled."
      ])
    middleware.gate.open()
  }

  @Test func aTaskThatHonoursCancellationPasses() async {
    let (store, _) = makeStore(ignoresCancellation: false)
    store.send(.tap(in: lifetimeWindow)) { $0.activeScreens.reduce(.tap(in: lifetimeWindow)) }
    store.send(.closeWindow(lifetimeWindow)) { $0.activeScreens.closeWindow(lifetimeWindow) }

    // Generous: a cancelled sleep ends at once, but a busy machine may take a while to run it.
    let failures = await FailureReporter.capturing {
      await store.finish(timeout: .seconds(60))
    }

    #expect(failures.isEmpty)
  }

  @Test func theSynchronousFinishLeavesTasksToTheWaitingOne() async {
    let (store, middleware) = makeStore(ignoresCancellation: true)
    store.send(.tap(in: lifetimeWindow)) { $0.activeScreens.reduce(.tap(in: lifetimeWindow)) }
    store.send(.closeWindow(lifetimeWindow)) { $0.activeScreens.closeWindow(lifetimeWindow) }

    #expect(FailureReporter.capturing { store.finish() }.isEmpty)
    let failures = await FailureReporter.capturing {
      await store.checkLifetimes(timeout: .milliseconds(100))
    }
    #expect(failures.count == 1)
    middleware.gate.open()
  }
}

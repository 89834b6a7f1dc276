import Redux
import Testing

@testable import ReduxTesting

/// Releasing a store releases its middlewares and its subscribers; a middleware that keeps its
/// store alive fails with its type.
@MainActor
@Suite("Lifetime checks: releasing a store")
struct StoreReleaseTests {
  @Test func aStoreWhoseMiddlewareHoldsItWeaklyIsReleasedWithEverything() {
    let failures = FailureReporter.capturing {
      expectStoreRelease {
        let sync = SyncMiddleware()
        let store = makePanelStore(middlewares: [sync.middleware])
        sync.weakStore = store
        let controller = PanelController(store: store, window: lifetimeWindow)
        return StoreParts(store, middlewares: [sync], subscribers: [controller])
      }
    }
    #expect(failures.isEmpty)
  }

  @Test func aMiddlewareThatCapturesItsStoreFailsWithItsType() {
    weak var leaked: SyncMiddleware?
    let failures = FailureReporter.capturing {
      expectStoreRelease {
        let sync = SyncMiddleware()
        let store = makePanelStore(middlewares: [sync.middleware])
        sync.store = store  // the leak: the store holds the middleware, which holds the store
        leaked = sync
        return StoreParts(store, middlewares: [sync])
      }
    }
    #expect(
      failures == [
        "SyncMiddleware keeps its store alive: its `store` holds the TestStore<PanelAppState>. "
          + "Hold the store weakly, or dispatch through a `StoreDispatcher`."
      ])
    leaked?.store = nil  // breaks the cycle, so that the store of this test goes away
  }

  @Test func aSubscriberKeptAfterItsStoreWasReleasedFails() {
    let cache = LeakingCache()
    let failures = FailureReporter.capturing {
      expectStoreRelease {
        let store = makePanelStore()
        let controller = PanelController(store: store, window: lifetimeWindow)
        cache.kept.append(controller)  // the leak, which keeps the store too
        return StoreParts(store, subscribers: [controller])
      }
    }
    #expect(
      failures == [
        "The TestStore<PanelAppState> is still alive after it was released: something other than "
          + "its middlewares' properties keeps it, such as a task, or a closure that captures it "
          + "(a middleware's, a listener's).",
        "PanelController, a subscriber of the TestStore<PanelAppState>, is still alive after the "
          + "store was released.",
      ])
    cache.kept = []
  }
}

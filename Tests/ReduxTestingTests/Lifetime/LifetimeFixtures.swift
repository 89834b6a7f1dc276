import Foundation
import Redux
import ReduxTestSupport
import ReduxTesting

/// The window of the lifetime tests: its short description, `1A2B3C4D`, appears in messages.
let lifetimeWindow = WindowUUID(uuidString: "1A2B3C4D-0000-4000-8000-0000000000AA")!

/// A controller of the panel that subscribes to its window, or to one instance of the panel.
@MainActor
final class PanelController: StoreSubscriber {
  typealias SubscriberStateType = Int

  private let store: TestStore<PanelAppState>
  let window: WindowUUID
  let instance: ScreenInstanceID?
  private(set) var renderedTaps: [Int] = []

  init(store: TestStore<PanelAppState>, window: WindowUUID, instance: ScreenInstanceID? = nil) {
    self.store = store
    self.window = window
    self.instance = instance
    let scope: SubscriptionScope<PanelAppState> =
      instance.map { .instance($0, of: .panel, in: window) } ?? .window(window)
    store.subscribe(self, to: scope) { $0.select { $0.taps(in: window) ?? 0 } }
  }

  func unsubscribe() {
    store.unsubscribe(self)
  }

  func newState(state: Int) {
    renderedTaps.append(state)
  }
}

/// What keeps an object alive when a test leaks one on purpose: a cache that never empties.
final class LeakingCache {
  var kept: [AnyObject] = []
}

/// A middleware whose task for a tap either ignores cancellation (it waits for a gate that only
/// the test opens) or honours it (it sleeps, and a cancelled sleep ends at once).
final class TapTaskMiddleware: Sendable {
  let gate = AsyncGate()
  let tasks: WindowTasks
  private let ignoresCancellation: Bool

  init(store: any DispatchStore, ignoresCancellation: Bool) {
    tasks = WindowTasks(dispatchingResultsTo: store)
    self.ignoresCancellation = ignoresCancellation
  }

  var provider: Middleware<PanelAppState> {
    { [self] state, action in
      tasks.actionReduced(action, in: state)
      guard case PanelActionType.tap = action.actionType else { return }
      tasks.run(in: action.windowUUID) { [gate, ignoresCancellation] in
        if ignoresCancellation {
          await gate.wait()
        } else {
          try? await Task.sleep(for: .seconds(600))
        }
        return nil
      }
    }
  }
}

/// A middleware object that keeps its store, strongly or weakly.
final class SyncMiddleware {
  var store: TestStore<PanelAppState>?
  weak var weakStore: TestStore<PanelAppState>?

  /// The middleware: it reads the store it holds, as a sync engine that dispatches would.
  var middleware: Middleware<PanelAppState> {
    { [self] _, _ in _ = store ?? weakStore }
  }
}

/// A test store showing the panel in ``lifetimeWindow``, with the given middlewares.
@MainActor
func makePanelStore(middlewares: [Middleware<PanelAppState>] = []) -> TestStore<PanelAppState> {
  var state = PanelAppState()
  state.activeScreens.reduce(Action.showPanel(in: lifetimeWindow))
  return TestStore(state: state, reducer: PanelAppState.reducer, middlewares: middlewares)
}

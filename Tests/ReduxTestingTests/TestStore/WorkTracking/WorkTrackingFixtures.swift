import Foundation
import Redux
import ReduxTestSupport
import ReduxTesting

/// A middleware that starts one task per tap: the task waits for its gate, then returns a
/// `setTheme("dark")` for the tap's window (or nothing, when made with `returnsNothing`).
final class GatedThemeMiddleware: Sendable {
  let gate = AsyncGate()
  let tasks: WindowTasks
  private let returnsNothing: Bool

  init(store: any DispatchStore, returnsNothing: Bool = false) {
    tasks = WindowTasks(dispatchingResultsTo: store)
    self.returnsNothing = returnsNothing
  }

  var provider: Middleware<PanelAppState> {
    { [self] state, action in
      tasks.actionReduced(action, in: state)
      guard case PanelActionType.tap = action.actionType else { return }
      let window = action.windowUUID
      tasks.run(in: window) { [gate, returnsNothing] in
        await gate.wait()
        return returnsNothing ? nil : Action.setTheme("dark", from: window)
      }
    }
  }
}

/// A test store whose middleware is a ``GatedThemeMiddleware``, wired through a
/// `StoreDispatcher` as an app wires it, showing the panel in `shoppingWindow`.
@MainActor
func makeGatedThemeStore(
  returnsNothing: Bool = false, exhaustivity: Exhaustivity = .on
) -> (TestStore<PanelAppState>, GatedThemeMiddleware) {
  let dispatcher = StoreDispatcher()
  let middleware = GatedThemeMiddleware(store: dispatcher, returnsNothing: returnsNothing)
  var state = PanelAppState()
  state.activeScreens.reduce(Action.showPanel(in: shoppingWindow))
  let store = TestStore(
    state: state, reducer: PanelAppState.reducer, middlewares: [middleware.provider],
    exhaustivity: exhaustivity)
  // Generous: the thread sanitizer's stage runs these tests on a busy machine.
  store.timeout = .seconds(30)
  dispatcher.connect(to: store)
  return (store, middleware)
}

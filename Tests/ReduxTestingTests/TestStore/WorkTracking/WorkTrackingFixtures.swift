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

/// A middleware that starts one task per tap: the task sends a `setTheme("dim")` for the tap's
/// window as it goes, then waits for its gate and returns a `setTheme("dark")`.
final class ReportingThemeMiddleware: Sendable {
  let gate = AsyncGate()
  let tasks: WindowTasks

  init(store: any DispatchStore) {
    tasks = WindowTasks(dispatchingResultsTo: store)
  }

  var provider: Middleware<PanelAppState> {
    { [self] state, action in
      tasks.actionReduced(action, in: state)
      guard case PanelActionType.tap = action.actionType else { return }
      let window = action.windowUUID
      tasks.run(in: window) { [gate] progress in
        progress.send(.setTheme("dim", from: window))
        await gate.wait()
        return Action.setTheme("dark", from: window)
      }
    }
  }
}

/// A test store whose middleware is a ``ReportingThemeMiddleware`` dispatching to `store` (a
/// `StoreDispatcher`, or something in front of one), which is connected to the test store;
/// showing the panel in `shoppingWindow`.
@MainActor
func makeReportingThemeStore(
  dispatchingTo store: any DispatchStore, through dispatcher: StoreDispatcher
) -> (TestStore<PanelAppState>, ReportingThemeMiddleware) {
  let middleware = ReportingThemeMiddleware(store: store)
  var state = PanelAppState()
  state.activeScreens.reduce(Action.showPanel(in: shoppingWindow))
  let testStore = TestStore(
    state: state, reducer: PanelAppState.reducer, middlewares: [middleware.provider])
  // Generous: the thread sanitizer's stage runs these tests on a busy machine.
  testStore.timeout = .seconds(30)
  dispatcher.connect(to: testStore)
  return (testStore, middleware)
}

import Foundation
import Redux
import ReduxTesting

/// Dispatches a fresh action to each dispatching type.
func dispatchFresh(
  store: Store<EmptyState>, existential: any DispatchStore, dispatcher: StoreDispatcher,
  mock: MockStore<EmptyState>, test: TestStore<EmptyState>
) {
  store.dispatch(CounterAction(counter: Counter()))
  existential.dispatch(CounterAction(counter: Counter()))
  dispatcher.dispatch(CounterAction(counter: Counter()))
  mock.dispatch(CounterAction(counter: Counter()))
  test.dispatch(CounterAction(counter: Counter()))
}

/// An actor that dispatches actions it makes afresh, and only reads its own state for them.
actor Reporter {
  var reports = 0
  let store: Store<EmptyState>
  let mock: MockStore<EmptyState>

  init(store: Store<EmptyState>, mock: MockStore<EmptyState>) {
    self.store = store
    self.mock = mock
  }

  func report() {
    reports += 1
    store.dispatch(Action(windowUUID: .unavailable, actionType: CounterActionType.report))
    mock.dispatch(CounterAction(counter: Counter()))
  }
}

@MainActor
func dispatchFromTheMainActor(
  store: Store<EmptyState>, dispatcher: StoreDispatcher, mock: MockStore<EmptyState>,
  test: TestStore<EmptyState>
) {
  let action = CounterAction(counter: Counter())
  store.dispatch(action)
  // Immutable, `Sendable` properties of a dispatched action can still be read.
  _ = action.windowUUID
  dispatcher.dispatch(CounterAction(counter: Counter()))
  mock.dispatch(CounterAction(counter: Counter()))
  test.dispatch(CounterAction(counter: Counter()))
}

func dispatchFromATaskAndAThread(store: Store<EmptyState>, existential: any DispatchStore) {
  Task {
    store.dispatch(CounterAction(counter: Counter()))
  }
  Task.detached {
    existential.dispatch(CounterAction(counter: Counter()))
  }
  let thread = Thread {
    store.dispatch(CounterAction(counter: Counter()))
  }
  thread.start()
}

/// A main-actor controller whose helper makes actions for `dispatch`: a `sending` result.
@MainActor
final class Controller {
  let store: Store<EmptyState>

  init(store: Store<EmptyState>) {
    self.store = store
  }

  func report() -> sending CounterAction {
    CounterAction(counter: Counter())
  }

  func tapped() {
    store.dispatch(report())
  }
}

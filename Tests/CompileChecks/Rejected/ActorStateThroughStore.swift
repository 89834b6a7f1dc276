import Redux
import ReduxTesting

/// An actor that hands its own counter to the main actor through `Store`.
actor Reporter {
  let counter = Counter()
  let store: Store<EmptyState>

  init(store: Store<EmptyState>) {
    self.store = store
  }

  func report() {
    store.dispatch(CounterAction(counter: counter))  // expected-error: sending
    counter.value += 1
  }
}

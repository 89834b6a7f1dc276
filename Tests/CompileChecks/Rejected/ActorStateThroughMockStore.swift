import Redux
import ReduxTesting

/// An actor that hands its own counter to the main actor through `MockStore`.
actor Reporter {
  let counter = Counter()
  let store: MockStore<EmptyState>

  init(store: MockStore<EmptyState>) {
    self.store = store
  }

  func report() {
    store.dispatch(CounterAction(counter: counter))  // expected-error: sending
    counter.value += 1
  }
}

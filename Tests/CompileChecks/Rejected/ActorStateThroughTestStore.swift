import Redux
import ReduxTesting

/// An actor that hands its own counter to the main actor through `TestStore`.
actor Reporter {
  let counter = Counter()
  let store: TestStore<EmptyState>

  init(store: TestStore<EmptyState>) {
    self.store = store
  }

  func report() {
    store.dispatch(CounterAction(counter: counter))  // expected-error: sending
    counter.value += 1
  }
}

import Redux
import ReduxTesting

/// An actor that hands its own counter to the main actor through `DispatchStore`.
actor Reporter {
  let counter = Counter()
  let store: any DispatchStore

  init(store: any DispatchStore) {
    self.store = store
  }

  func report() {
    store.dispatch(CounterAction(counter: counter))  // expected-error: sending
    counter.value += 1
  }
}

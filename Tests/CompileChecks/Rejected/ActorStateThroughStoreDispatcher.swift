import Redux
import ReduxTesting

/// An actor that hands its own counter to the main actor through `StoreDispatcher`.
actor Reporter {
  let counter = Counter()
  let store: StoreDispatcher

  init(store: StoreDispatcher) {
    self.store = store
  }

  func report() {
    store.dispatch(CounterAction(counter: counter))  // expected-error: sending
    counter.value += 1
  }
}

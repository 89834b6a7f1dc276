import Redux
import ReduxTestSupport
import Testing

/// A subscription ends, and letting go of what its closures captured runs app code that ends
/// another subscription of the same lane: the store must have finished rearranging the lane by
/// then.
@MainActor
@Suite("Subscriptions: releasing what an ended subscription captured")
struct SubscriptionReleaseTests {
  @Test func aSelfUnsubscribeWhoseReleaseUnsubscribesAnotherStoreWideSubscriber() {
    let store = Store(state: CounterState(), reducer: CounterState.reducer)
    let leaving = RecordingSubscriber<Int>()
    let other = RecordingSubscriber<Int>()
    do {
      let captured = DeinitHook { store.unsubscribe(other) }
      store.subscribe(leaving) {
        $0.select { state in withExtendedLifetime(captured) { state.count } }
      }
    }
    store.subscribe(other) { $0.select(\.count) }
    leaving.onNewState = { [unowned leaving] _ in store.unsubscribe(leaving) }

    store.dispatch(counterAction(.increment))
    #expect(leaving.received == [0, 1])
    #expect(other.received == [0, 1])
    #expect(store.subscriberCount == 0)

    store.dispatch(counterAction(.increment))
    #expect(other.received == [0, 1])
  }

  @Test func aSelfUnsubscribeWhoseReleaseUnsubscribesAnotherOfItsWindow() {
    let window = WindowUUID()
    let store = Store(state: .showingEveryScreen(in: [window]), reducer: TestAppState.reducer)
    let leaving = RecordingSubscriber<Int>()
    let other = RecordingSubscriber<Int>()
    let stays = RecordingSubscriber<Int>()
    do {
      let captured = DeinitHook { store.unsubscribe(other) }
      store.subscribe(leaving, to: .window(window)) {
        $0.select { state in withExtendedLifetime(captured) { state.counter(in: window) } }
      }
    }
    store.subscribe(other, to: .window(window)) { $0.select { $0.counter(in: window) } }
    store.subscribe(stays, to: .window(window)) { $0.select { $0.counter(in: window) } }
    leaving.onNewState = { [unowned leaving] _ in store.unsubscribe(leaving) }

    store.dispatch(.increment(in: window))
    store.dispatch(.increment(in: window))
    #expect(leaving.received == [0, 1])
    #expect(other.received == [0, 1])
    #expect(stays.received == [0, 1, 2])
    #expect(store.subscriberCount(in: window) == 1)
  }

  @Test func closingAWindowWhoseReleaseUnsubscribesAnotherOfThatWindow() {
    let window = WindowUUID()
    let otherWindow = WindowUUID()
    let store = Store(
      state: .showingEveryScreen(in: [window, otherWindow]), reducer: TestAppState.reducer)
    let first = RecordingSubscriber<Int>()
    let second = RecordingSubscriber<Int>()
    let elsewhere = RecordingSubscriber<Int>()
    do {
      let captured = DeinitHook {
        store.unsubscribe(second)
        store.unsubscribe(elsewhere)
      }
      store.subscribe(first, to: .window(window)) {
        $0.select { state in withExtendedLifetime(captured) { state.counter(in: window) } }
      }
    }
    store.subscribe(second, to: .window(window)) { $0.select { $0.counter(in: window) } }
    store.subscribe(elsewhere, to: .window(otherWindow)) {
      $0.select { $0.counter(in: otherWindow) }
    }

    store.dispatch(.closeWindow(window))
    #expect(store.subscriberCount == 0)
    store.dispatch(.increment(in: otherWindow))
    #expect(elsewhere.received == [0])
  }
}

extension TestAppState {
  /// The count of a window's counter screen, or -1 when the window does not show it.
  fileprivate func counter(in window: WindowUUID) -> Int {
    guard case .counter(let state)? = activeScreens.screenState(for: .counter, window: window)
    else { return -1 }
    return state.count
  }
}

import Redux
import ReduxTesting
import Testing

// A `Store` and a `TestStore` process every action through one core. The same scenario, run on
// each with an in-place reducer, a middleware, window subscribers and listeners, must give the
// same calls in the same order and the same states.
@MainActor
struct StoreAndTestStoreParityTests {
  /// What the scenario's middleware, subscribers and listeners saw, in order.
  final class Trace {
    var events: [String] = []
  }

  final class TapSubscriber: StoreSubscriber {
    let name: String
    let trace: Trace
    init(name: String, trace: Trace) {
      self.name = name
      self.trace = trace
    }
    func newState(state: Int?) {
      trace.events.append("\(name) heard \(state.map(String.init) ?? "nil")")
    }
  }

  /// The scenario's steps: two windows, taps, an app-wide change, a window closing.
  static let stepCount = 9

  /// The scenario's step `step`, made anew for each store: an action is handed over when sent.
  nonisolated static func action(_ step: Int, first: WindowUUID, second: WindowUUID) -> Action {
    switch step {
    case 0: .showPanel(in: first)
    case 1: .showPanel(in: second)
    case 2: .tap(in: first)
    case 3: .tap(in: second)
    case 4: .setTheme("dark", from: first)
    case 5: .tap(in: .unavailable)
    case 6: .closeWindow(second)
    case 7: .tap(in: second)
    default: .tap(in: first)
    }
  }

  /// Subscribes one subscriber per window, adds a whole-state listener and a filtered selecting
  /// listener; returns what keeps them alive.
  static func attach<Store: DefaultDispatchStore<PanelAppState>>(
    to store: Store, first: WindowUUID, second: WindowUUID, trace: Trace,
    addListener: (
      _ filter: ((PanelAppState, PanelAppState) -> Bool)?, _ callback: @escaping (String) -> Void
    ) -> ListenerHandle
  ) -> [AnyObject] {
    let firstSubscriber = TapSubscriber(name: "first", trace: trace)
    let secondSubscriber = TapSubscriber(name: "second", trace: trace)
    store.subscribe(firstSubscriber, to: .window(first)) { $0.select { $0.taps(in: first) } }
    store.subscribe(secondSubscriber, to: .window(second)) { $0.select { $0.taps(in: second) } }
    let themeListener = addListener({ $0.theme != $1.theme }) { trace.events.append("theme \($0)") }
    return [firstSubscriber, secondSubscriber, themeListener]
  }

  static func middleware(_ trace: Trace) -> Middleware<PanelAppState> {
    { state, action in
      trace.events.append("middleware \(action.actionType) theme \(state.theme)")
    }
  }

  /// A `Store` of the scenario: its middleware, subscribers and listeners write to `trace`;
  /// returns it with what keeps them alive.
  static func store(
    tracing trace: Trace, first: WindowUUID, second: WindowUUID
  ) -> (Store<PanelAppState>, [AnyObject]) {
    let store = Store(
      state: PanelAppState(), reducer: PanelAppState.reducer, middlewares: [middleware(trace)])
    let kept = attach(to: store, first: first, second: second, trace: trace) {
      filter, callback in
      store.addListener(if: filter, stateSelector: { $0.theme }, callback: callback)
    }
    return (store, kept)
  }

  /// A non-exhaustive `TestStore` of the scenario, as ``store(tracing:first:second:)`` makes a
  /// `Store`.
  static func testStore(
    tracing trace: Trace, first: WindowUUID, second: WindowUUID
  ) -> (TestStore<PanelAppState>, [AnyObject]) {
    let testStore = TestStore(
      state: PanelAppState(), reducer: PanelAppState.reducer, middlewares: [middleware(trace)],
      exhaustivity: .off)
    let kept = attach(to: testStore, first: first, second: second, trace: trace) {
      filter, callback in
      testStore.addListener(if: filter, stateSelector: { $0.theme }, callback: callback)
    }
    return (testStore, kept)
  }

  @Test func bothStoresCallTheMiddlewareSubscribersAndListenersAlike() {
    let first = WindowUUID()
    let second = WindowUUID()

    let storeTrace = Trace()
    let (store, keptForStore) = Self.store(tracing: storeTrace, first: first, second: second)
    store.addListener { storeTrace.events.append("state taps \($0.taps(in: first) ?? -1)") }
    for step in 0..<Self.stepCount {
      store.dispatch(Self.action(step, first: first, second: second))
    }

    let testTrace = Trace()
    let (testStore, keptForTestStore) = Self.testStore(
      tracing: testTrace, first: first, second: second)
    testStore.addListener { testTrace.events.append("state taps \($0.taps(in: first) ?? -1)") }
    for step in 0..<Self.stepCount {
      testStore.send(Self.action(step, first: first, second: second))
    }

    #expect(testTrace.events == storeTrace.events)
    #expect(testStore.state == store.state)
    #expect(testStore.subscriberCount == store.subscriberCount)
    #expect(testStore.subscriberCount(in: second) == 0)
    #expect(testStore.listenerCount == store.listenerCount)
    // The trace holds what each kind of call saw, so the comparison above compares something.
    #expect(storeTrace.events.contains("second heard 1"))
    #expect(storeTrace.events.contains("theme dark"))
    #expect(storeTrace.events.contains("state taps 2"))
    #expect(!storeTrace.events.contains("second heard 3"))
    withExtendedLifetime((keptForStore, keptForTestStore)) {}
  }

  @Test func aListenerOfATestStoreHearsOnlyChangesAndCanBeRemoved() {
    let window = WindowUUID()
    let store = TestStore(
      state: PanelAppState(), reducer: PanelAppState.reducer, exhaustivity: .off)
    var heard: [Int?] = []
    let handle = store.addListener { heard.append($0.taps(in: window)) }
    store.send(.showPanel(in: window))
    store.send(.tap(in: WindowUUID()))  // changes nothing: no call
    store.send(.tap(in: window))
    handle.removeListener()
    store.send(.tap(in: window))
    #expect(heard == [0, 1])
    #expect(!handle.isActive)
    #expect(store.listenerCount == 0)
  }
}

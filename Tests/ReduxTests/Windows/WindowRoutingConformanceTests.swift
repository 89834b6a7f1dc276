import Redux
import Testing

// A store routes by windows because its state type is a `WindowedState`, decided by the
// conformance (the state type's `_isClosed` and the rest), with no cast: these tests pin the
// ways an app can declare that conformance, and a store made in generic code.

/// A windowed state whose `WindowedState` conformance is declared apart from its `StateType` one.
private struct LateWindowedState: StateType {
  var activeScreens = ActiveScreensState<TestScreenState>()

  static func defaultState(from state: LateWindowedState) -> LateWindowedState { state }

  static let reducer: InPlaceReducer<LateWindowedState> = { state, action in
    state.activeScreens.reduce(action)
  }
}

extension LateWindowedState: WindowedState {}

/// A state without windows, for the default routing.
private struct PlainState: StateType {
  var count = 0

  static func defaultState(from state: PlainState) -> PlainState { state }
}

@MainActor
private final class WindowSubscriber: StoreSubscriber {
  var heard = 0
  func newState(state: Bool) { heard += 1 }
}

@MainActor
struct WindowRoutingConformanceTests {
  /// Makes a store in code that knows its state only as a `StateType`.
  static func makeStore<State: StateType>(
    _ state: State, reducer: @escaping InPlaceReducer<State>
  ) -> Store<State> {
    Store(state: state, reducer: reducer)
  }

  @Test func aConformanceDeclaredInAnExtensionRoutesByWindows() {
    let window = WindowUUID()
    #expect(!LateWindowedState._isOpen(window, in: LateWindowedState()))
    let store = Self.makeStore(LateWindowedState(), reducer: LateWindowedState.reducer)
    let subscriber = WindowSubscriber()
    store.dispatch(.showScreen(.counter, in: window))
    store.subscribe(subscriber, to: .window(window)) {
      $0.select { $0.activeScreens.isOpen(window) }
    }
    #expect(store.subscriberCount(in: window) == 1)
    store.dispatch(.closeWindow(window))
    // A closed window's subscriptions end: only a windowed router knows the window closed.
    #expect(store.subscriberCount(in: window) == 0)
    #expect(LateWindowedState._isClosed(window, in: store.state))
  }

  @Test func aStateWithoutWindowsNeverClosesOne() {
    let window = WindowUUID()
    let state = PlainState()
    #expect(PlainState._isOpen(window, in: state))
    #expect(!PlainState._isClosed(window, in: state))
    #expect(PlainState._screenRevisions(in: window, of: state) == nil)
    let store = Self.makeStore(state) { state, _ in state.count += 1 }
    let subscriber = WindowSubscriber()
    store.subscribe(subscriber, to: .window(window)) { $0.select { $0.count > 0 } }
    store.dispatch(.closeWindow(window))
    store.dispatch(.increment(in: window))
    #expect(store.subscriberCount(in: window) == 1)
    #expect(subscriber.heard == 2)
  }
}

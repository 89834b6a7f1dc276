import Foundation
import Redux
import Testing

// Enum actions (Firefox's `ModernAction`) dispatched with their window: the counterparts of
// Firefox's `StoreModernActionTests` and of the modern-action integration tests, then what makes
// them one code path with class actions here.

/// Firefox's mock state: it records each enum action reduced, with its window.
private struct ModernMockState: StateType {
  var reduced: [FakeReduxModernAction] = []
  var windows: [WindowUUID] = []

  static func defaultState(from state: ModernMockState) -> ModernMockState { state }

  static let reducer: Reducer<Self> = reducer(handling: FakeReduxModernAction.self) {
    state, action, window in
    var state = state
    state.reduced.append(action)
    state.windows.append(window)
    return state
  }
}

/// Firefox's fake state of the integration tests: a counter and private mode.
private struct FakeReduxState: StateType {
  var counter = 0
  var isInPrivateMode = false

  static func defaultState(from state: FakeReduxState) -> FakeReduxState { state }

  static let reducer: Reducer<Self> = reducer(handling: FakeReduxModernAction.self) {
    state, action, _ in
    var state = state
    switch action {
    case .initialValueLoaded(let value): state.counter = value
    case .counterIncreased(let value), .counterDecreased(let value): state.counter = value
    case .privateModeUpdated(let isPrivate): state.isInPrivateMode = isPrivate
    default: return defaultState(from: state)
    }
    return state
  }
}

/// Firefox's fake middleware, answering requests with enum actions for the same window.
@MainActor
private final class FakeReduxMiddleware {
  weak var store: (any DefaultDispatchStore<FakeReduxState>)?
  var initialValue = 7

  lazy var provider: Middleware<FakeReduxState> = FakeReduxState.middleware(
    handling: FakeReduxModernAction.self
  ) { [weak self] state, action, window in
    MainActor.assumeIsolated { self?.handle(action, state: state, window: window) }
  }

  private func handle(_ action: FakeReduxModernAction, state: FakeReduxState, window: WindowUUID) {
    switch action {
    case .requestInitialValue:
      store?.dispatch(
        FakeReduxModernAction.initialValueLoaded(initialValue: initialValue), forWindowUUID: window)
    case .increaseCounter:
      store?.dispatch(
        FakeReduxModernAction.counterIncreased(counterValue: state.counter + 1),
        forWindowUUID: window)
    case .decreaseCounter:
      store?.dispatch(
        FakeReduxModernAction.counterDecreased(counterValue: state.counter - 1),
        forWindowUUID: window)
    case .setPrivateModeTo(let isPrivate):
      store?.dispatch(FakeReduxModernAction.privateModeUpdated(isPrivate), forWindowUUID: window)
    default:
      break
    }
  }
}

/// Firefox's fake view controller: shows the counter and private mode, and dispatches requests.
@MainActor
private final class FakeReduxViewController: StoreSubscriber {
  let windowUUID = WindowUUID()
  let store: any DefaultDispatchStore<FakeReduxState>
  var label = ""
  var isInPrivateMode = false

  init(store: any DefaultDispatchStore<FakeReduxState>) {
    self.store = store
    store.subscribe(self, to: .store) { $0.select { $0 } }
    store.dispatch(FakeReduxModernAction.requestInitialValue, forWindowUUID: windowUUID)
  }

  func newState(state: FakeReduxState) {
    label = "\(state.counter)"
    isInPrivateMode = state.isInPrivateMode
  }

  func increaseCounter() {
    store.dispatch(FakeReduxModernAction.increaseCounter, forWindowUUID: windowUUID)
  }

  func decreaseCounter() {
    store.dispatch(FakeReduxModernAction.decreaseCounter, forWindowUUID: windowUUID)
  }

  func setPrivateMode(to isPrivate: Bool) {
    store.dispatch(FakeReduxModernAction.setPrivateModeTo(isPrivate), forWindowUUID: windowUUID)
  }
}

@MainActor
struct StoreModernActionTests {
  let fakeWindowUUID = WindowUUID()

  // MARK: Firefox's StoreModernActionTests

  @Test func dispatchBasicAction() {
    let store = Store(state: ModernMockState(), reducer: ModernMockState.reducer)
    let testAction = FakeReduxModernAction.counterIncreased(counterValue: 1)

    store.dispatch(testAction, forWindowUUID: fakeWindowUUID)

    #expect(store.state.reduced == [testAction])
    #expect(store.state.windows == [fakeWindowUUID])
  }

  @Test func dispatchMultipleActions() {
    let store = Store(state: ModernMockState(), reducer: ModernMockState.reducer)
    let actions: [FakeReduxModernAction] = [
      .counterIncreased(counterValue: 13), .counterDecreased(counterValue: 12),
      .counterIncreased(counterValue: 11),
    ]

    for action in actions {
      store.dispatch(action, forWindowUUID: fakeWindowUUID)
    }

    #expect(store.state.reduced == actions)
    #expect(store.state.windows == Array(repeating: fakeWindowUUID, count: 3))
  }

  // MARK: Firefox's integration tests, with modern actions

  /// The app: a store with the fake middleware, and the view controller subscribed to it.
  private struct App {
    let store: Store<FakeReduxState>
    let middleware: FakeReduxMiddleware
    let viewController: FakeReduxViewController
  }

  private func makeApp() -> App {
    let middleware = FakeReduxMiddleware()
    let store = Store(
      state: FakeReduxState(), reducer: FakeReduxState.reducer, middlewares: [middleware.provider])
    middleware.store = store
    return App(
      store: store, middleware: middleware,
      viewController: FakeReduxViewController(store: store))
  }

  @Test func dispatchStore_IncreaseCounter_modernAction() {
    let app = makeApp()
    let expected = app.store.state.counter + 1
    app.viewController.increaseCounter()
    // The middleware's answer is processed before the dispatch returns: no waiting.
    #expect(Int(app.viewController.label) == expected)
    #expect(expected == app.middleware.initialValue + 1)
  }

  @Test func dispatchStore_DecreaseCounter_modernAction() {
    let app = makeApp()
    let expected = app.store.state.counter - 1
    app.viewController.decreaseCounter()
    #expect(Int(app.viewController.label) == expected)
    #expect(expected == app.middleware.initialValue - 1)
  }

  @Test func dispatchStore_InitialPrivateValue_modernAction() {
    let app = makeApp()
    #expect(app.viewController.label == "\(app.middleware.initialValue)")
    #expect(app.viewController.isInPrivateMode == false)
  }

  @Test func dispatchStore_SetPrivateToTrue_modernAction() {
    let app = makeApp()
    app.viewController.setPrivateMode(to: true)
    #expect(app.viewController.isInPrivateMode == true)
  }

  @Test func dispatchStore_SetPrivateToFalse_modernAction() {
    let app = makeApp()
    app.viewController.setPrivateMode(to: true)
    #expect(app.viewController.isInPrivateMode == true)
    app.viewController.setPrivateMode(to: false)
    #expect(app.viewController.isInPrivateMode == false)
  }

  // MARK: One code path

  @Test func classAndEnumActionsShareOneQueueFirstInFirstOut() {
    let window = WindowUUID()
    let trace = MiddlewareTrace()
    // While the first action is processed, a middleware dispatches both kinds: they wait in the
    // one queue and are processed in the order they were dispatched, before the first dispatch
    // returns.
    let cascade: Middleware<ModernMockState> = { [trace] _, action in
      guard action.actionType(as: UnhandledActionType.self) != nil, let store = trace.store else {
        return
      }
      store.dispatch(FakeReduxModernAction.increaseCounter, forWindowUUID: window)
      store.dispatch(Action(windowUUID: window, actionType: OtherScreenActionType.ping))
      store.dispatch(FakeReduxModernAction.decreaseCounter, forWindowUUID: window)
    }
    let record: Middleware<ModernMockState> = { [trace] _, action in
      trace.order.append(action.modernAction.map { "\($0)" } ?? "\(action.actionType)")
    }
    let store = Store(
      state: ModernMockState(), reducer: ModernMockState.reducer, middlewares: [cascade, record])
    trace.store = store
    store.dispatch(Action(windowUUID: window, actionType: UnhandledActionType.noop))
    #expect(trace.order == ["noop", "increaseCounter", "ping", "decreaseCounter"])
    #expect(store.state.reduced == [.increaseCounter, .decreaseCounter])
  }

  @Test func anEnumActionFromAnotherThreadIsProcessedOnTheMainActorInOrder() async {
    let store = Store(state: ModernMockState(), reducer: ModernMockState.reducer)
    let window = fakeWindowUUID
    await Task.detached {
      for value in 0..<100 {
        store.dispatch(
          FakeReduxModernAction.counterIncreased(counterValue: value), forWindowUUID: window)
      }
    }.value
    // The actions were queued from elsewhere: the main actor drains them in turn.
    while store.pendingActionCount > 0 { await Task.yield() }
    #expect(store.state.reduced == (0..<100).map { .counterIncreased(counterValue: $0) })
  }

  @Test func aTypedReducerIgnoresClassActionsAndOtherEnumsWithTheDefaultState() {
    let store = Store(state: ModernMockState(), reducer: ModernMockState.reducer)
    store.dispatch(Action(windowUUID: fakeWindowUUID, actionType: OtherScreenActionType.ping))
    store.dispatch(UnrelatedModernAction.ping, forWindowUUID: fakeWindowUUID)
    #expect(store.state.reduced.isEmpty)
  }

  @Test func anEnumActionReachesOnlyItsWindowsScreenThroughActiveScreens() {
    let first = WindowUUID()
    let second = WindowUUID()
    let store = Store(state: ModernWindowsState(), reducer: ModernWindowsState.reducer)
    store.dispatch(.showScreen(.counter, in: first))
    store.dispatch(.showScreen(.counter, in: second))
    let firstSubscriber = CountSubscriber()
    let secondSubscriber = CountSubscriber()
    store.subscribe(firstSubscriber, to: .window(first)) { $0.select { $0.count(in: first) } }
    store.subscribe(secondSubscriber, to: .window(second)) { $0.select { $0.count(in: second) } }

    store.dispatch(ModernCounterAction.add(3), forWindowUUID: first)

    #expect(store.state.count(in: first) == 3)
    #expect(store.state.count(in: second) == 0)
    #expect(firstSubscriber.heard == [0, 3])
    #expect(secondSubscriber.heard == [0])
  }

  @Test func anEnumActionForAClosedWindowIsDroppedAsAClassActionIs() {
    let window = WindowUUID()
    let store = Store(state: ModernWindowsState(), reducer: ModernWindowsState.reducer)
    store.dispatch(.showScreen(.counter, in: window))
    let subscriber = CountSubscriber()
    store.subscribe(subscriber, to: .window(window)) { $0.select { $0.count(in: window) } }
    store.dispatch(.closeWindow(window))
    let closed = store.state

    store.dispatch(ModernCounterAction.add(3), forWindowUUID: window)

    #expect(store.state == closed)
    #expect(subscriber.heard == [0])
    #expect(store.subscriberCount(in: window) == 0)
  }

  @Test func anActionCarryingAnEnumDescribesItOnOneLineAndTheEnumInFirefoxsFormat() {
    let action = Action(
      FakeReduxModernAction.initialValueLoaded(initialValue: 3), windowUUID: .unavailable)
    #expect(
      action.actionTypeDescription == "FakeReduxModernAction.initialValueLoaded(initialValue: 3)")
    #expect(
      action.modernAction?.description
        == "FakeReduxModernAction.initialValueLoaded {\n   initialValue: 3\n}")
    #expect(action.modernAction is FakeReduxModernAction)
    #expect(
      Action(windowUUID: .unavailable, actionType: OtherScreenActionType.ping).modernAction == nil)
  }

}

/// What the middlewares of one test saw, and the store they dispatch to.
private final class MiddlewareTrace {
  var order: [String] = []
  weak var store: Store<ModernMockState>?
}

private enum UnrelatedModernAction: ModernAction {
  case ping
}

/// A counter screen reduced by its own enum, in a windowed state.
private enum ModernCounterAction: ModernAction {
  case add(Int)
}

/// A counter screen whose reducer takes its own enum, with no cast.
private struct ModernCounterState: ScreenState {
  var windowUUID: WindowUUID
  var count = 0

  static func defaultState(from state: ModernCounterState) -> ModernCounterState { state }

  static let reducer: Reducer<Self> = reducer(handling: ModernCounterAction.self) {
    state, action, window in
    guard window == state.windowUUID else { return defaultState(from: state) }
    switch action {
    case .add(let amount):
      return ModernCounterState(windowUUID: window, count: state.count + amount)
    }
  }
}

private enum ModernScreenState: ActiveScreenState {
  case counter(ModernCounterState)

  static let reducer: Reducer<Self> = { state, action in
    switch state {
    case .counter(let counter): .counter(ModernCounterState.reducer(counter, action))
    }
  }

  static func initialState(for screen: TestScreen, window: WindowUUID) -> Self {
    .counter(ModernCounterState(windowUUID: window))
  }

  var associatedAppScreen: TestScreen { .counter }

  var windowUUID: WindowUUID? {
    switch self {
    case .counter(let counter): counter.windowUUID
    }
  }
}

private struct ModernWindowsState: WindowedState {
  var activeScreens = ActiveScreensState<ModernScreenState>()

  static func defaultState(from state: ModernWindowsState) -> ModernWindowsState { state }

  static let reducer: InPlaceReducer<Self> = { state, action in
    state.activeScreens.reduce(action)
  }

  func count(in window: WindowUUID) -> Int? {
    guard case .counter(let counter)? = activeScreens.screenState(for: .counter, window: window)
    else { return nil }
    return counter.count
  }
}

@MainActor
private final class CountSubscriber: StoreSubscriber {
  var heard: [Int?] = []
  func newState(state: Int?) { heard.append(state) }
}

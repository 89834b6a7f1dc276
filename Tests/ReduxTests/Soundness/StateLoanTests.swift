import Redux
import ReduxTestSupport
import Testing

/// The kind of the loan tests' only action.
private enum LedgerActionType: ActionType {
  case append
}

/// Appends a value to the ledger.
private final class AppendAction: Action {
  let value: Int

  init(_ value: Int) {
    self.value = value
    super.init(windowUUID: .unavailable, actionType: LedgerActionType.append)
  }
}

/// A state whose parts live in heap buffers, changed in place: a state kept from one action must
/// not see the next one change it.
private struct LedgerState: StateType {
  var values: [Int] = []
  var names: [String: Int] = [:]

  static func defaultState(from state: LedgerState) -> LedgerState {
    state
  }

  static let reducer: InPlaceReducer<LedgerState> = { state, action in
    guard let append = action as? AppendAction else { return }
    state.values.append(append.value)
    state.names["v\(append.value)"] = append.value
  }

  /// The state after appending `values`, in order, to an empty ledger.
  static func after(_ values: [Int]) -> LedgerState {
    var state = LedgerState()
    for value in values {
      reducer(&state, AppendAction(value))
    }
    return state
  }
}

/// A state holding an object that says when it goes away, reduced by value.
private struct HookState: StateType {
  var generation = 0
  var hook: DeinitHook?

  static func defaultState(from state: HookState) -> HookState {
    state
  }

  static func == (lhs: HookState, rhs: HookState) -> Bool {
    lhs.generation == rhs.generation
  }

  /// Replaces the state, and with it the hook, on every action.
  static let reducer: Reducer<HookState> = { state, _ in
    HookState(generation: state.generation + 1)
  }
}

/// A subscriber that keeps every state it hears, and may act on it.
@MainActor
private final class LedgerSubscriber: StoreSubscriber {
  private(set) var received: [LedgerState] = []
  var onNewState: ((LedgerState) -> Void)?

  func newState(state: LedgerState) {
    received.append(state)
    onNewState?(state)
  }
}

/// The store lends its own state, uncopied, to the middlewares and subscribers of an action that
/// an in-place reducer processed: the store's read access to it lasts the whole publication.
///
/// What app code may do meanwhile must still work, and still see values: keep the state it was
/// given (a later action must not change the kept value), read `Store.state`, dispatch (the action
/// waits until the publication is over, then changes the state), subscribe, and listen. A write
/// to the store's state during the loan would be an overlapping access, which stops the test.
///
/// CI also runs this suite in a release build, and in the build an app ships.
@MainActor
@Suite("Soundness: the state lent to middlewares and subscribers")
struct StateLoanTests {
  @Test func aSubscriberKeepsEachStateItHeardUnchangedByTheActionsAfterIt() {
    let store = Store(state: LedgerState(), reducer: LedgerState.reducer)
    let subscriber = LedgerSubscriber()
    store.subscribe(subscriber)
    for value in 1...3 {
      store.dispatch(AppendAction(value))
    }
    #expect(
      subscriber.received == [
        .after([]), .after([1]), .after([1, 2]), .after([1, 2, 3]),
      ])
    #expect(store.state == .after([1, 2, 3]))
  }

  @Test func aMiddlewareKeepsEachStateItWasGivenUnchangedByTheActionsAfterIt() {
    var kept: [LedgerState] = []
    let store = Store(
      state: LedgerState(), reducer: LedgerState.reducer,
      middlewares: [{ state, _ in kept.append(state) }])
    for value in 1...3 {
      store.dispatch(AppendAction(value))
    }
    #expect(kept == [.after([1]), .after([1, 2]), .after([1, 2, 3])])
  }

  @Test func aSubscriberThatReadsTheStoreFindsTheStateItWasGiven() {
    let store = Store(state: LedgerState(), reducer: LedgerState.reducer)
    let subscriber = LedgerSubscriber()
    var readsMatched: [Bool] = []
    subscriber.onNewState = { state in readsMatched.append(store.state == state) }
    store.subscribe(subscriber)
    store.dispatch(AppendAction(1))
    store.dispatch(AppendAction(2))
    #expect(readsMatched == [true, true, true])
  }

  @Test func aMiddlewareThatReadsTheStoreFindsTheStateItWasGiven() {
    var readsMatched: [Bool] = []
    var store: Store<LedgerState>?
    store = Store(
      state: LedgerState(), reducer: LedgerState.reducer,
      middlewares: [{ state, _ in readsMatched.append(store?.state == state) }])
    store?.dispatch(AppendAction(1))
    store?.dispatch(AppendAction(2))
    #expect(readsMatched == [true, true])
  }

  @Test func anActionDispatchedByASubscriberChangesTheStateOnlyOnceItsPublicationIsOver() {
    let store = Store(state: LedgerState(), reducer: LedgerState.reducer)
    let first = LedgerSubscriber()
    let second = LedgerSubscriber()
    var stateAfterDispatching: [LedgerState] = []
    first.onNewState = { state in
      guard state == .after([1]) else { return }
      store.dispatch(AppendAction(2))
      // Queued: the publication of [1] is still under way.
      stateAfterDispatching.append(store.state)
    }
    store.subscribe(first)
    store.subscribe(second)
    store.dispatch(AppendAction(1))
    #expect(stateAfterDispatching == [.after([1])])
    #expect(first.received == [.after([]), .after([1]), .after([1, 2])])
    #expect(second.received == [.after([]), .after([1]), .after([1, 2])])
    #expect(store.state == .after([1, 2]))
  }

  @Test func aSubscriptionMadeDuringAPublicationStartsFromTheLentState() {
    let store = Store(state: LedgerState(), reducer: LedgerState.reducer)
    let first = LedgerSubscriber()
    let latecomer = LedgerSubscriber()
    first.onNewState = { state in
      guard state == .after([1]) else { return }
      store.subscribe(latecomer)
    }
    store.subscribe(first)
    store.dispatch(AppendAction(1))
    store.dispatch(AppendAction(2))
    #expect(latecomer.received == [.after([1]), .after([1, 2])])
  }

  @Test func aStateReplacedByAValueReducerIsReleasedBeforeThePublication() {
    let log = EventLog()
    let store = Store(
      state: HookState(hook: DeinitHook { log.record("state 0 released") }),
      reducer: HookState.reducer)
    let subscriber = RecordingSubscriber<Int>()
    subscriber.onNewState = { generation in log.record("state \(generation) heard") }
    store.subscribe(subscriber) { $0.select(\.generation) }
    store.dispatch(Action(windowUUID: .unavailable, actionType: LedgerActionType.append))
    #expect(log.events == ["state 0 heard", "state 0 released", "state 1 heard"])
  }

  @Test func listenersCompareTheStateBeforeTheActionWithTheLentOne() {
    let store = Store(state: LedgerState(), reducer: LedgerState.reducer)
    var changes: [[Int]] = []
    let handle = store.addListener(if: { old, new in old.values.count < new.values.count }) {
      changes.append($0.values)
    }
    store.dispatch(AppendAction(1))
    store.dispatch(AppendAction(2))
    #expect(changes == [[1], [1, 2]])
    handle.removeListener()
  }
}

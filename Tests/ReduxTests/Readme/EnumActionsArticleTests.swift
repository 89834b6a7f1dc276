// The code of the DocC article "Enum Actions" (Sources/Redux/Redux.docc/EnumActions.md), kept
// here so that it compiles and passes; `ArticleCodeTests` checks that every Swift block of the
// article appears in this file, so change both together.
import Redux
import ReduxTesting
import Testing

/// The article's types, in a namespace, with the app around them that the article leaves out.
struct EnumActionsArticle {
  enum CounterAction: ModernAction, Equatable {
    case increment
    case add(Int)
    case reset
  }

  func addTapped(store: any DefaultDispatchStore<CounterAppState>, window: WindowUUID) {
    store.dispatch(CounterAction.add(3), forWindowUUID: window)
  }

  struct CounterState: ScreenState {
    let windowUUID: WindowUUID
    var count = 0

    static func defaultState(from state: CounterState) -> CounterState { state }

    static let reducer: Reducer<Self> = reducer(handling: CounterAction.self) { state, action, _ in
      switch action {
      case .increment: return CounterState(windowUUID: state.windowUUID, count: state.count + 1)
      case .add(let amount):
        return CounterState(windowUUID: state.windowUUID, count: state.count + amount)
      case .reset: return CounterState(windowUUID: state.windowUUID)
      }
    }
  }

  final class CounterMiddleware: Sendable {
    let store: any DispatchStore

    init(store: any DispatchStore) {
      self.store = store
    }

    var provider: Middleware<CounterAppState> {
      CounterAppState.middleware(handling: CounterAction.self) { [store] state, action, window in
        guard case .add = action, (state.count(in: window) ?? 0) > 100 else { return }
        store.dispatch(CounterAction.reset, forWindowUUID: window)
      }
    }
  }

  struct FirefoxStyleState: StateType {
    var count = 0

    static func defaultState(from state: FirefoxStyleState) -> FirefoxStyleState { state }

    static let legacyReducer: Reducer<Self> = { state, _ in state }

    static let modernReducer: ModernReducer<Self> = { state, action, _ in
      guard case CounterAction.add(let amount) = action else { return state }
      return FirefoxStyleState(count: state.count + amount)
    }

    static let reducer: Reducer<Self> = { state, action in
      action.modernAction == nil ? legacyReducer(state, action) : modern(state, action)
    }
    private static let modern = reducer(modern: modernReducer)
  }

  // The app around the article's screen: one counter screen per window.
  enum CounterScreen: Hashable, Sendable {
    case counter
  }

  typealias ScreenAction = Redux.ScreenAction<CounterScreen>

  enum CounterScreenState: ActiveScreenState {
    case counter(CounterState)

    static let reducer: Reducer<Self> = { state, action in
      switch state {
      case .counter(let state): .counter(CounterState.reducer(state, action))
      }
    }

    static func initialState(for screen: CounterScreen, window: WindowUUID) -> Self {
      .counter(CounterState(windowUUID: window))
    }

    var associatedAppScreen: CounterScreen { .counter }

    var windowUUID: WindowUUID? {
      switch self {
      case .counter(let state): state.windowUUID
      }
    }
  }

  struct CounterAppState: WindowedState {
    var activeScreens = ActiveScreensState<CounterScreenState>()

    static func defaultState(from state: CounterAppState) -> CounterAppState { state }

    static let reducer: InPlaceReducer<Self> = { state, action in
      state.activeScreens.reduce(action)
    }

    func count(in window: WindowUUID) -> Int? {
      guard case .counter(let counter) = activeScreens.screenState(for: .counter, window: window)
      else { return nil }
      return counter.count
    }
  }

  @Suite("Enum Actions: the article's code")
  struct Tests {
    @MainActor
    @Test func addingPastAHundredResets() {
      let dispatcher = StoreDispatcher()
      let middleware = CounterMiddleware(store: dispatcher)
      let store = TestStore(
        state: CounterAppState(), reducer: CounterAppState.reducer,
        middlewares: [middleware.provider])
      dispatcher.connect(to: store)
      let window = WindowUUID()

      store.send(ScreenAction(windowUUID: window, actionType: .showScreen, screen: .counter)) {
        $0.activeScreens.showScreen(.counter, in: window)
      }
      store.send(CounterAction.add(101), forWindowUUID: window) {
        $0.activeScreens[.counter, window] = .counter(CounterState(windowUUID: window, count: 101))
      }
      store.receive(CounterAction.reset) {
        $0.activeScreens[.counter, window] = .counter(CounterState(windowUUID: window))
      }
      store.finish()
    }

    @MainActor
    @Test func aDispatchReachesOnlyItsWindowsCounter() {
      let store = Store(state: CounterAppState(), reducer: CounterAppState.reducer)
      let window = WindowUUID()
      let other = WindowUUID()
      for shown in [window, other] {
        store.dispatch(ScreenAction(windowUUID: shown, actionType: .showScreen, screen: .counter))
      }
      EnumActionsArticle().addTapped(store: store, window: window)
      #expect(CounterAction.increment.description == "CounterAction.increment")
      #expect(store.state.count(in: window) == 3)
      #expect(store.state.count(in: other) == 0)
    }

    @Test func theFirefoxStyleReducerTakesEachKindToItsHalf() {
      let added = FirefoxStyleState.reducer(
        FirefoxStyleState(), Action(CounterAction.add(2), windowUUID: .unavailable))
      #expect(added.count == 2)
      let legacy = FirefoxStyleState.reducer(
        added, Action(windowUUID: .unavailable, actionType: LegacyActionType.tap))
      #expect(legacy.count == 2)
    }
  }

  enum LegacyActionType: ActionType {
    case tap
  }
}

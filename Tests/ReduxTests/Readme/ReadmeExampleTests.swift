import Redux
import ReduxTesting
import Testing

// The Swift code of README.md, kept compiling and behaving as the README says; `ArticleCodeTests`
// checks that every Swift block of the README appears here, so change both together. Two blocks
// are not here: the package manifest, and the sketch of many windows, whose app state elides its
// cases (`/* ... */`); the sample app holds that code in full.

/// The README's counter, under the README's names, in a namespace: ReduxTests has a counter of
/// its own.
enum ReadmeExample {
  enum CounterAction: ModernAction, Equatable {
    case increment
  }

  struct CounterState: ScreenState {
    let windowUUID: WindowUUID
    var count = 0
    var didJustChange = false  // transient: reset by defaultState(from:)

    static func defaultState(from state: CounterState) -> CounterState {
      CounterState(windowUUID: state.windowUUID, count: state.count)
    }

    static let reducer: Reducer<Self> = reducer(handling: CounterAction.self) {
      state, action, window in
      guard window == .unavailable || window == state.windowUUID else { return state }
      switch action {
      case .increment:
        return CounterState(
          windowUUID: state.windowUUID, count: state.count + 1, didJustChange: true)
      }
    }
  }

  @MainActor
  final class CounterController: StoreSubscriber {
    private(set) var text = ""

    func newState(state: Int) {
      text = "Count: \(state)"
    }
  }

  /// Counts the values it receives, to check that repeats are skipped.
  @MainActor
  final class CountingSubscriber: StoreSubscriber {
    private(set) var values: [Int] = []

    func newState(state: Int) {
      values.append(state)
    }
  }

  @MainActor
  @Suite("README: a feature in a minute")
  struct FeatureTests {
    @Test func theReadmeFeatureWorksAsDescribed() {
      let window = WindowUUID()
      let store = Store(state: CounterState(windowUUID: window), reducer: CounterState.reducer)
      let controller = CounterController()
      store.subscribe(controller) { $0.select(\.count) }  // Equatable: repeats are skipped
      store.dispatch(CounterAction.increment, forWindowUUID: window)
      // controller.text == "Count: 1"
      #expect(controller.text == "Count: 1")
      #expect(store.state.didJustChange)

      let counting = CountingSubscriber()
      store.subscribe(counting) { $0.select(\.count) }
      store.dispatch(CounterAction.increment, forWindowUUID: WindowUUID())
      store.dispatch(CounterAction.increment, forWindowUUID: window)
      #expect(store.state.count == 2)
      #expect(counting.values == [1, 2])
    }
  }

  @Suite("README: test it headless")
  struct HeadlessTests {
    @MainActor @Test func incrementingCountsInItsOwnWindowOnly() {
      let window = WindowUUID()
      let store = TestStore(state: CounterState(windowUUID: window), reducer: CounterState.reducer)
      store.send(CounterAction.increment, forWindowUUID: window) {
        $0.count = 1
        $0.didJustChange = true
      }
      // Another window's action: no closure, so no change is expected.
      store.send(CounterAction.increment, forWindowUUID: WindowUUID())
      store.finish()
    }
  }
}

/// The README's keyed states, in a screen whose `render` the listener calls.
extension TodoWithSettings {
  @MainActor
  final class ReadmeSettingsScreen {
    private(set) var rendered: [TodoSettings] = []

    func render(_ settings: TodoSettings) {
      rendered.append(settings)
    }

    func start() -> Store<KeyedState> {
      let store = Store(reducer: TodoReducer() + SettingsReducer())
      let listener = store.addListener(forStateType: TodoSettings.self) { [weak self] settings in
        self?.render(settings)  // called only when the TodoSettings key changed
      }
      listener.linkLifeCycle(to: self)
      return store
    }
  }

  @MainActor
  @Suite("README: keyed states, as in Suas")
  struct ReadmeKeyedStateTests {
    @Test func theListenerHearsOnlyItsKey() {
      let screen = ReadmeSettingsScreen()
      let store = screen.start()
      store.dispatch(AddTodo(text: "Milk"))
      #expect(screen.rendered.isEmpty)
      store.dispatch(ChangeTextColor(color: .blue))
      #expect(screen.rendered == [TodoSettings(backgroundColor: .red, textColor: .blue)])
    }
  }
}

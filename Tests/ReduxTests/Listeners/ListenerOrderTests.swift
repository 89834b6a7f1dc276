import Testing

@testable import Redux

/// Listeners are called in the order they were added, whatever their flavour.
@MainActor
@Suite("Listener call order")
struct ListenerOrderTests {
  typealias Counter = KeyedFixtures.Counter
  typealias Title = KeyedFixtures.Title

  /// A store with `"Counter"`, `"Title"` and `"score"`, and six listeners of mixed flavours
  /// added in the order of their names.
  func makeStoreWithMixedListeners(log: @escaping (String) -> Void) -> Store<KeyedState> {
    let store = Store(
      reducer: KeyedFixtures.CounterReducer() + KeyedFixtures.TitleReducer()
        + KeyedFixtures.ScoreReducer()
    )
    store.addListener { _ in log("1 whole") }
    store.addListener(forStateType: Counter.self) { _ in log("2 Counter") }
    store.addListener(forStateType: Title.self) { _ in log("3 Title") }
    store.addListener(stateSelector: { $0.keys.count }) { _ in log("4 selector") }
    store.addListener(forStateType: Counter.self, stateKey: "score") { _ in log("5 score") }
    store.addListener(forStateType: Counter.self) { _ in log("6 Counter") }
    store.addListener { _ in log("7 whole") }
    return store
  }

  @Test func listenersOfOneKeyAreCalledInTheOrderAdded() {
    let store = ListenerFixtures.makeKeyedStore()
    var log: [Int] = []
    for index in 0..<20 {
      store.addListener(forStateType: Title.self) { _ in log.append(index) }
    }
    store.dispatch(KeyedFixtures.RenameAction(to: "X"))
    #expect(log == Array(0..<20))
  }

  @Test func wholeStateListenersAreCalledInTheOrderAdded() {
    let store = ListenerFixtures.makeTallyStore()
    var log: [Int] = []
    for index in 0..<20 {
      store.addListener { _ in log.append(index) }
    }
    store.dispatch(KeyedFixtures.IncrementAction())
    #expect(log == Array(0..<20))
  }

  @Test func wholeStateAndKeyListenersInterleaveForAChangeOfOneKey() {
    var log: [String] = []
    let store = makeStoreWithMixedListeners { log.append($0) }

    store.dispatch(KeyedFixtures.RenameAction(to: "X"))

    #expect(log == ["1 whole", "3 Title", "4 selector", "7 whole"])
  }

  @Test func wholeStateAndKeyListenersInterleaveForAChangeOfTwoKeys() {
    var log: [String] = []
    let store = makeStoreWithMixedListeners { log.append($0) }

    store.dispatch(KeyedFixtures.IncrementAction())

    #expect(
      log == ["1 whole", "2 Counter", "4 selector", "5 score", "6 Counter", "7 whole"]
    )
  }

  @Test func theOrderStaysTheSameOverManyActions() {
    var log: [String] = []
    let store = makeStoreWithMixedListeners { log.append($0) }

    store.dispatch(KeyedFixtures.IncrementAction())
    store.dispatch(KeyedFixtures.RenameAction(to: "X"))
    store.dispatch(KeyedFixtures.ignoredAction())
    store.dispatch(KeyedFixtures.IncrementAction())

    let counterChange = ["1 whole", "2 Counter", "4 selector", "5 score", "6 Counter", "7 whole"]
    let titleChange = ["1 whole", "3 Title", "4 selector", "7 whole"]
    #expect(log == counterChange + titleChange + counterChange)
  }

  @Test func aListenerAddedLaterComesAfterEarlierOnesOfAnyFlavour() {
    var log: [String] = []
    let store = makeStoreWithMixedListeners { log.append($0) }
    store.addListener(forStateType: Title.self) { _ in log.append("8 Title") }

    store.dispatch(KeyedFixtures.RenameAction(to: "X"))

    #expect(log == ["1 whole", "3 Title", "4 selector", "7 whole", "8 Title"])
  }

  @Test func removingAListenerKeepsTheOrderOfTheOthers() {
    var log: [String] = []
    let store = ListenerFixtures.makeKeyedStore()
    store.addListener { _ in log.append("a") }
    let second = store.addListener(forStateType: Counter.self) { _ in log.append("b") }
    store.addListener(forStateType: Counter.self) { _ in log.append("c") }
    store.addListener { _ in log.append("d") }

    second.removeListener()
    store.addListener(forStateType: Counter.self) { _ in log.append("e") }
    store.dispatch(KeyedFixtures.IncrementAction())

    #expect(log == ["a", "c", "d", "e"])
  }
}

import Testing

@testable import Redux

/// Removing listeners, informing them with the current state and linking their lifetime.
@MainActor
@Suite("Listener handles")
struct ListenerHandleTests {
  typealias Tally = ListenerFixtures.Tally
  typealias Owner = ListenerFixtures.Owner
  typealias Counter = KeyedFixtures.Counter
  typealias Title = KeyedFixtures.Title

  // MARK: removeListener

  @Test func aRemovedListenerIsNeverCalledAgain() {
    let store = ListenerFixtures.makeTallyStore()
    var heard: [Int] = []
    let handle = store.addListener { heard.append($0.count) }

    store.dispatch(KeyedFixtures.IncrementAction())
    handle.removeListener()
    store.dispatch(KeyedFixtures.IncrementAction())
    store.dispatch(KeyedFixtures.IncrementAction())

    #expect(heard == [1])
    #expect(!handle.isActive)
  }

  @Test func removingLowersTheListenerCountByOneAndIsIdempotent() {
    let store = ListenerFixtures.makeKeyedStore()
    let whole = store.addListener { _ in }
    let selector = store.addListener(stateSelector: { $0.keys.first }) { _ in }
    let key = store.addListener(forStateType: Counter.self) { _ in }
    #expect(store.listenerCount == 3)

    key.removeListener()
    #expect(store.listenerCount == 2)
    key.removeListener()
    #expect(store.listenerCount == 2)

    whole.removeListener()
    whole.removeListener()
    #expect(store.listenerCount == 1)
    #expect(selector.isActive)

    selector.removeListener()
    #expect(store.listenerCount == 0)
  }

  @Test func removingOneListenerLeavesItsNeighbours() {
    let store = ListenerFixtures.makeKeyedStore()
    var heard: [String] = []
    store.addListener(forStateType: Counter.self) { _ in heard.append("first") }
    let middle = store.addListener(forStateType: Counter.self) { _ in heard.append("middle") }
    store.addListener(forStateType: Counter.self) { _ in heard.append("last") }

    middle.removeListener()
    store.dispatch(KeyedFixtures.IncrementAction())

    #expect(heard == ["first", "last"])
    #expect(store.listenerCount == 2)
  }

  @Test func aKeyListenerCanBeAddedAgainAfterTheLastOneOfItsKeyWasRemoved() {
    let store = ListenerFixtures.makeKeyedStore()
    var heard: [Int] = []
    store.addListener(forStateType: Counter.self) { _ in heard.append(1) }.removeListener()
    store.addListener(forStateType: Counter.self) { _ in heard.append(2) }

    store.dispatch(KeyedFixtures.IncrementAction())

    #expect(heard == [2])
  }

  @Test func discardingTheHandleKeepsTheListener() {
    let store = ListenerFixtures.makeTallyStore()
    var calls = 0
    do {
      _ = store.addListener { _ in calls += 1 }
    }
    store.dispatch(KeyedFixtures.IncrementAction())
    #expect(calls == 1)
    #expect(store.listenerCount == 1)
  }

  @Test func aHandleOutlivingItsStoreDoesNothing() {
    var calls = 0
    weak var releasedStore: Store<Tally>?
    let handle: ListenerHandle
    do {
      let store = ListenerFixtures.makeTallyStore()
      releasedStore = store
      handle = store.addListener { _ in calls += 1 }
    }

    #expect(releasedStore == nil)
    handle.informWithCurrentState()
    handle.removeListener()
    #expect(calls == 0)
    #expect(!handle.isActive)
  }

  @Test func aListenerDoesNotKeepItsStoreAlive() {
    weak var releasedStore: Store<KeyedState>?
    do {
      let store = ListenerFixtures.makeKeyedStore()
      releasedStore = store
      store.addListener { _ in }
      store.addListener(forStateType: Counter.self) { _ in }
      store.addListener(stateSelector: { $0.keys }) { _ in }
    }
    #expect(releasedStore == nil)
  }

  // MARK: informWithCurrentState

  @Test func informCallsAWholeStateListenerWithTheCurrentState() {
    let store = ListenerFixtures.makeTallyStore()
    store.dispatch(KeyedFixtures.IncrementAction(by: 4))
    var heard: [Tally] = []
    let handle = store.addListener { heard.append($0) }

    handle.informWithCurrentState()
    handle.informWithCurrentState()

    #expect(heard == [Tally(count: 4), Tally(count: 4)])
  }

  @Test func informCallsAKeyListenerWithTheCurrentSubState() {
    let store = ListenerFixtures.makeKeyedStore()
    store.dispatch(KeyedFixtures.RenameAction(to: "Now"))
    var heard: [Title] = []
    let handle = store.addListener(forStateType: Title.self) { heard.append($0) }

    handle.informWithCurrentState()

    #expect(heard == [Title(text: "Now")])
  }

  @Test func informCallsACustomKeyListenerWithItsSubState() {
    let store = Store(reducer: KeyedFixtures.CounterReducer() + KeyedFixtures.ScoreReducer())
    var heard: [Int] = []
    let handle = store.addListener(forStateType: Counter.self, stateKey: "score") {
      heard.append($0.value)
    }

    handle.informWithCurrentState()

    #expect(heard == [100])
  }

  @Test func informCallsASelectorListenerWithTheCurrentSelection() {
    let store = ListenerFixtures.makeTallyStore()
    store.dispatch(KeyedFixtures.RenameAction(to: "hello"))
    var heard: [String] = []
    let handle = store.addListener(stateSelector: { $0.note.uppercased() }) { heard.append($0) }

    handle.informWithCurrentState()

    #expect(heard == ["HELLO"])
  }

  @Test func informIgnoresTheFilterOfEveryFlavour() {
    let store = ListenerFixtures.makeKeyedStore()
    var heard: [String] = []
    let whole = store.addListener(if: { _, _ in false }) { _ in heard.append("whole") }
    let selector = store.addListener(
      if: { _, _ in false },
      stateSelector: { $0.value(forKeyOfType: Title.self)?.text },
      callback: { heard.append("selector \($0)") }
    )
    let key = store.addListener(forStateType: Counter.self, if: { _, _ in false }) {
      heard.append("key \($0.value)")
    }

    store.dispatch(KeyedFixtures.IncrementAction())
    #expect(heard.isEmpty)

    whole.informWithCurrentState()
    selector.informWithCurrentState()
    key.informWithCurrentState()

    #expect(heard == ["whole", "selector Untitled", "key 1"])
  }

  @Test func informWithANilSelectionDoesNotCall() {
    let store = ListenerFixtures.makeTallyStore()
    var calls = 0
    let handle = store.addListener(stateSelector: { $0.count > 0 ? $0.count : nil }) { _ in
      calls += 1
    }

    handle.informWithCurrentState()
    #expect(calls == 0)

    store.dispatch(KeyedFixtures.IncrementAction())
    handle.informWithCurrentState()
    #expect(calls == 2)
  }

  @Test func informAfterRemovalDoesNotCall() {
    let store = ListenerFixtures.makeKeyedStore()
    var calls = 0
    let whole = store.addListener { _ in calls += 1 }
    let key = store.addListener(forStateType: Counter.self) { _ in calls += 1 }

    whole.removeListener()
    key.removeListener()
    whole.informWithCurrentState()
    key.informWithCurrentState()

    #expect(calls == 0)
  }

  @Test func informCallsOnlyThatListener() {
    let store = ListenerFixtures.makeTallyStore()
    var heard: [String] = []
    let first = store.addListener { _ in heard.append("first") }
    store.addListener { _ in heard.append("second") }

    first.informWithCurrentState()

    #expect(heard == ["first"])
  }
}

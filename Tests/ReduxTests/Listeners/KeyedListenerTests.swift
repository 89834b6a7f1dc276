import Testing

@testable import Redux

@MainActor
@Suite("Listeners of one key")
struct KeyedListenerTests {
  typealias Counter = KeyedFixtures.Counter
  typealias Title = KeyedFixtures.Title
  typealias IncrementAction = KeyedFixtures.IncrementAction
  typealias RenameAction = KeyedFixtures.RenameAction

  @Test func aKeyListenerIsCalledWithTheNewSubStateOnlyWhenItsKeyChanges() {
    let store = ListenerFixtures.makeKeyedStore()
    var counters: [Counter] = []
    var titles: [Title] = []
    store.addListener(forStateType: Counter.self) { counters.append($0) }
    store.addListener(forStateType: Title.self) { titles.append($0) }

    store.dispatch(IncrementAction(by: 2))
    store.dispatch(RenameAction(to: "A"))
    store.dispatch(IncrementAction(by: 3))
    store.dispatch(KeyedFixtures.ignoredAction())

    #expect(counters == [Counter(value: 2), Counter(value: 5)])
    #expect(titles == [Title(text: "A")])
  }

  @Test func addingAKeyListenerDoesNotCallIt() {
    let store = ListenerFixtures.makeKeyedStore()
    var calls = 0
    store.addListener(forStateType: Counter.self) { _ in calls += 1 }
    #expect(calls == 0)
    #expect(store.listenerCount == 1)
  }

  @Test func aKeyListenerIsNotCalledWhenTheReducerReturnsAnEqualValue() {
    let store = ListenerFixtures.makeKeyedStore()
    var calls = 0
    store.addListener(forStateType: Counter.self) { _ in calls += 1 }

    store.dispatch(IncrementAction(by: 0))
    store.dispatch(RenameAction(to: "Untitled"))

    #expect(calls == 0)
  }

  @Test func oneActionChangingTwoKeysCallsTheListenersOfBoth() {
    let store = Store(
      reducer: KeyedFixtures.CounterReducer() + KeyedFixtures.TitleReducer()
        + KeyedFixtures.ScoreReducer()
    )
    var heard: [String] = []
    store.addListener(forStateType: Counter.self) { heard.append("Counter \($0.value)") }
    store.addListener(forStateType: Title.self) { heard.append("Title \($0.text)") }
    store.addListener(forStateType: Counter.self, stateKey: "score") {
      heard.append("score \($0.value)")
    }

    store.dispatch(IncrementAction(by: 1))

    #expect(heard == ["Counter 1", "score 101"])
  }

  @Test func aCustomKeyListenerNeedsTheKey() {
    let store = Store(reducer: KeyedFixtures.ScoreReducer() + KeyedFixtures.TitleReducer())
    var byKey: [Int] = []
    var byTypeName: [Int] = []
    store.addListener(forStateType: Counter.self, stateKey: "score") { byKey.append($0.value) }
    store.addListener(forStateType: Counter.self) { byTypeName.append($0.value) }

    store.dispatch(IncrementAction(by: 1))

    #expect(byKey == [101])
    #expect(byTypeName.isEmpty)
  }

  @Test func aListenerOfAnUnknownKeyIsNeverCalled() {
    let store = ListenerFixtures.makeKeyedStore()
    var calls = 0
    let handle = store.addListener(forStateType: Counter.self, stateKey: "missing") { _ in
      calls += 1
    }

    store.dispatch(IncrementAction(by: 1))
    handle.informWithCurrentState()

    #expect(calls == 0)
    #expect(handle.isActive)
  }

  @Test func aListenerExpectingTheWrongTypeIsNeverCalled() {
    let store = ListenerFixtures.makeKeyedStore()
    var calls = 0
    let handle = store.addListener(forStateType: Title.self, stateKey: "Counter") { _ in
      calls += 1
    }

    store.dispatch(IncrementAction(by: 1))
    handle.informWithCurrentState()

    #expect(calls == 0)
  }

  @Test func blockReducerKeysCanBeListenedToAsInts() {
    let store = Store(reducer: KeyedFixtures.integerReducers(stateKeys: ["left", "right"]))
    var left: [Int] = []
    var right: [Int] = []
    store.addListener(forStateType: Int.self, stateKey: "left") { left.append($0) }
    store.addListener(forStateType: Int.self, stateKey: "right") { right.append($0) }

    store.dispatch(KeyedFixtures.SetValueAction(stateKey: "left", value: 4))
    store.dispatch(KeyedFixtures.SetValueAction(stateKey: "left", value: 4))
    store.dispatch(KeyedFixtures.SetValueAction(stateKey: "right", value: -1))
    store.dispatch(KeyedFixtures.SetValueAction(stateKey: "left", value: 0))

    #expect(left == [4, 0])
    #expect(right == [-1])
  }

  @Test func wholeStateAndSelectorListenersWorkOnAKeyedStore() {
    let store = ListenerFixtures.makeKeyedStore()
    var states: [KeyedState] = []
    var titles: [String] = []
    store.addListener { states.append($0) }
    store.addListener(stateSelector: { $0.value(forKeyOfType: Title.self)?.text }) {
      titles.append($0)
    }

    store.dispatch(IncrementAction(by: 1))
    store.dispatch(RenameAction(to: "B"))
    store.dispatch(KeyedFixtures.ignoredAction())

    #expect(states.count == 2)
    #expect(states.last == store.state)
    #expect(states.first?.value(forKeyOfType: Counter.self) == Counter(value: 1))
    #expect(states.first?.value(forKeyOfType: Title.self) == Title(text: "Untitled"))
    // A selector listener hears every change of the state, even if its selection is equal.
    #expect(titles == ["Untitled", "B"])
  }

  @Test func actionsDispatchedFromAnotherThreadReachKeyListenersOnTheMainActor() async {
    let store = ListenerFixtures.makeKeyedStore()
    var heard: [Int] = []
    store.addListener(forStateType: Counter.self) { counter in
      MainActor.preconditionIsolated()
      heard.append(counter.value)
    }

    await Task.detached {
      store.dispatch(IncrementAction(by: 1))
      store.dispatch(IncrementAction(by: 2))
    }.value
    for _ in 0..<1_000 where heard.count < 2 {
      await Task.yield()
    }

    #expect(heard == [1, 3])
  }

  @Test func keyListenersAndSubscribersBothHearAnAction() {
    let store = ListenerFixtures.makeKeyedStore()
    var listened: [Int] = []
    store.addListener(forStateType: Counter.self) { listened.append($0.value) }
    let subscriber = CounterValueSubscriber()
    store.subscribe(subscriber) { $0.select { $0.value(forKeyOfType: Counter.self)?.value ?? -1 } }

    store.dispatch(IncrementAction(by: 2))

    #expect(listened == [2])
    #expect(subscriber.received == [0, 2])
  }
}

/// Records the counter values a store subscription delivers.
@MainActor
private final class CounterValueSubscriber: StoreSubscriber {
  typealias SubscriberStateType = Int

  private(set) var received: [Int] = []

  func newState(state: Int) {
    received.append(state)
  }
}

import Testing

@testable import Redux

@MainActor
@Suite("Keyed state lookups, equality and description")
struct KeyedStateTests {
  typealias Counter = KeyedFixtures.Counter
  typealias Title = KeyedFixtures.Title
  typealias Flag = KeyedFixtures.Flag
  typealias CounterReducer = KeyedFixtures.CounterReducer
  typealias ScoreReducer = KeyedFixtures.ScoreReducer
  typealias TitleReducer = KeyedFixtures.TitleReducer
  typealias FlagReducer = KeyedFixtures.FlagReducer

  // MARK: Keys

  @Test func defaultKeyIsTheTypeNameWithoutItsNamespace() {
    #expect(KeyedState.defaultKey(for: Counter.self) == "Counter")
    #expect(KeyedState.defaultKey(for: Int.self) == "Int")
    #expect(KeyedState.defaultKey(for: [String].self) == "Array<String>")
    #expect(CounterReducer().stateKey == "Counter")
    #expect(KeyedFixtures.integerReducer(stateKey: "level").stateKey == "level")
    #expect(BlockReducer(initialState: Title()) { _, _ in nil }.stateKey == "Title")
  }

  @Test func keysFollowTheOrderOfCombination() {
    let store = Store(reducer: TitleReducer() + CounterReducer() + ScoreReducer())
    #expect(store.state.keys == ["Title", "Counter", "score"])

    let reversed = Store(reducer: ScoreReducer() + CounterReducer() + TitleReducer())
    #expect(reversed.state.keys == ["score", "Counter", "Title"])
  }

  @Test func anEmptyKeyedStateHasNoKeysAndNoValues() {
    let state = KeyedState()
    #expect(state.keys.isEmpty)
    #expect(state.value(forKeyOfType: Counter.self) == nil)
    #expect(state.value(forKey: "Counter", ofType: Counter.self) == nil)
    #expect(state["Counter"] == nil)
    #expect(state == KeyedState())
    #expect(state.description == "KeyedState()")
  }

  // MARK: Lookups

  @Test func valueForKeyOfTypeFindsSubStatesStoredUnderTheirTypeName() {
    let store = Store(reducer: CounterReducer() + TitleReducer())
    #expect(store.state.value(forKeyOfType: Counter.self) == Counter(value: 0))
    #expect(store.state.value(forKeyOfType: Title.self) == Title(text: "Untitled"))
  }

  @Test func valueForKeyOfTypeIgnoresAReducerWithACustomKey() {
    let store = Store(reducer: ScoreReducer() + TitleReducer())
    #expect(store.state.value(forKeyOfType: Counter.self) == nil)
    #expect(store.state.value(forKey: "score", ofType: Counter.self) == Counter(value: 100))
    #expect(store.state.value(forKey: "Counter", ofType: Counter.self) == nil)
  }

  @Test func defaultAndCustomKeysOfTheSameTypeAreTwoSeparateSubStates() {
    let store = Store(reducer: CounterReducer() + ScoreReducer())
    #expect(store.state.value(forKeyOfType: Counter.self) == Counter(value: 0))
    #expect(store.state.value(forKey: "Counter", ofType: Counter.self) == Counter(value: 0))
    #expect(store.state.value(forKey: "score", ofType: Counter.self) == Counter(value: 100))

    store.dispatch(KeyedFixtures.IncrementAction(by: 5))

    #expect(store.state.value(forKeyOfType: Counter.self) == Counter(value: 5))
    #expect(store.state.value(forKey: "score", ofType: Counter.self) == Counter(value: 105))
  }

  @Test func aLookupWithTheWrongTypeReturnsNil() {
    let store = Store(reducer: CounterReducer() + KeyedFixtures.integerReducer(stateKey: "Title"))
    #expect(store.state.value(forKey: "Counter", ofType: Title.self) == nil)
    #expect(store.state.value(forKey: "Counter", ofType: Int.self) == nil)
    #expect(store.state.value(forKey: "Title", ofType: Int.self) == 0)
    // "Title" holds an Int, not a Title: the type lookup finds nothing.
    #expect(store.state.value(forKeyOfType: Title.self) == nil)
    #expect(store.state.value(forKey: "Title", ofType: Title.self) == nil)
  }

  @Test func aLookupOfAnUnknownKeyReturnsNil() {
    let store = Store(reducer: CounterReducer() + TitleReducer())
    #expect(store.state.value(forKey: "counter", ofType: Counter.self) == nil)
    #expect(store.state.value(forKey: "", ofType: Counter.self) == nil)
    #expect(store.state.value(forKeyOfType: Flag.self) == nil)
    #expect(store.state["Flag"] == nil)
  }

  @Test func theTypeOfValueForKeyCanBeInferred() {
    let store = Store(reducer: ScoreReducer() + TitleReducer())
    let score: Counter? = store.state.value(forKey: "score")
    #expect(score == Counter(value: 100))
  }

  @Test func subscriptReturnsTheSubStateWhateverItsType() {
    let store = Store(reducer: CounterReducer() + KeyedFixtures.integerReducer(stateKey: "lives"))
    #expect(store.state["Counter"] as? Counter == Counter(value: 0))
    #expect(store.state["lives"] as? Int == 0)
    #expect(store.state["lives"] as? Counter == nil)
    #expect(store.state["missing"] == nil)
  }

  @Test func aSingleReducerStoreHoldsOneKey() {
    let store = Store(reducer: TitleReducer())
    #expect(store.state.keys == ["Title"])
    #expect(store.state.value(forKeyOfType: Title.self) == Title(text: "Untitled"))

    store.dispatch(KeyedFixtures.RenameAction(to: "Groceries"))

    #expect(store.state.value(forKeyOfType: Title.self) == Title(text: "Groceries"))
  }

  @Test func aSingleBlockReducerStoreUsesItsCustomKey() {
    let store = Store(reducer: KeyedFixtures.integerReducer(stateKey: "lives", initialValue: 3))
    #expect(store.state.keys == ["lives"])
    #expect(store.state.value(forKeyOfType: Int.self) == nil)
    #expect(store.state.value(forKey: "lives", ofType: Int.self) == 3)

    store.dispatch(KeyedFixtures.SetValueAction(stateKey: "lives", value: 2))

    #expect(store.state.value(forKey: "lives", ofType: Int.self) == 2)
  }

  // MARK: Equality

  @Test func statesWithEqualSubStatesAreEqualEvenFromDifferentStores() {
    let first = Store(reducer: CounterReducer() + TitleReducer())
    let second = Store(reducer: CounterReducer() + TitleReducer())
    #expect(first.state == second.state)

    first.dispatch(KeyedFixtures.IncrementAction(by: 2))
    #expect(first.state != second.state)

    second.dispatch(KeyedFixtures.IncrementAction(by: 1))
    second.dispatch(KeyedFixtures.IncrementAction(by: 1))
    #expect(first.state == second.state)
  }

  @Test func aStateChangedAndChangedBackEqualsTheInitialState() {
    let store = Store(reducer: CounterReducer() + TitleReducer())
    let initial = store.state

    store.dispatch(KeyedFixtures.RenameAction(to: "Other"))
    #expect(store.state != initial)

    store.dispatch(KeyedFixtures.RenameAction(to: "Untitled"))
    #expect(store.state == initial)
  }

  @Test func statesWithTheSameValuesInAnotherKeyOrderDiffer() {
    let counterFirst = Store(reducer: CounterReducer() + TitleReducer())
    let titleFirst = Store(reducer: TitleReducer() + CounterReducer())
    #expect(counterFirst.state != titleFirst.state)
  }

  @Test func statesWithDifferentKeysDiffer() {
    let counter = Store(reducer: CounterReducer() + TitleReducer())
    let score = Store(reducer: ScoreReducer() + TitleReducer())
    let counterOnly = Store(reducer: CounterReducer())
    #expect(counter.state != score.state)
    #expect(counter.state != counterOnly.state)
    #expect(counterOnly.state != KeyedState())
  }

  @Test func statesWithTheSameKeyHoldingDifferentTypesDiffer() {
    let integer = Store(reducer: KeyedFixtures.integerReducer(stateKey: "value"))
    let text = Store(reducer: BlockReducer(initialState: "0", stateKey: "value") { _, _ in nil })
    #expect(integer.state.keys == text.state.keys)
    #expect(integer.state != text.state)
  }

  // MARK: Description and mirror

  @Test func descriptionListsKeysAndValuesInOrder() {
    let store = Store(
      reducer: CounterReducer() + ScoreReducer() + KeyedFixtures.integerReducer(stateKey: "lives")
    )
    #expect(
      store.state.description
        == "KeyedState(Counter: Counter(value: 0), score: Counter(value: 100), lives: 0)"
    )
    #expect("\(store.state)" == store.state.description)
  }

  @Test func mirrorChildrenAreLabelledWithTheKeys() {
    let store = Store(reducer: TitleReducer() + CounterReducer() + ScoreReducer())
    let mirror = Mirror(reflecting: store.state)
    #expect(mirror.displayStyle == .struct)
    #expect(mirror.children.map(\.label) == ["Title", "Counter", "score"])
    let values = mirror.children.map(\.value)
    #expect(values[0] as? Title == Title(text: "Untitled"))
    #expect(values[1] as? Counter == Counter(value: 0))
    #expect(values[2] as? Counter == Counter(value: 100))
  }

  @Test func mirrorChildrenFollowChanges() {
    let store = Store(reducer: CounterReducer() + TitleReducer())
    store.dispatch(KeyedFixtures.IncrementAction(by: 7))
    let mirror = Mirror(reflecting: store.state)
    #expect(mirror.children.first?.value as? Counter == Counter(value: 7))
  }
}

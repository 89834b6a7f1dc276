import ReduxTestSupport
import Testing

@testable import Redux

@MainActor
@Suite("Combined reducers")
struct CombinedReducerTests {
  typealias Counter = KeyedFixtures.Counter
  typealias Title = KeyedFixtures.Title
  typealias Flag = KeyedFixtures.Flag
  typealias Level = KeyedFixtures.Level
  typealias CounterReducer = KeyedFixtures.CounterReducer
  typealias ScoreReducer = KeyedFixtures.ScoreReducer
  typealias TitleReducer = KeyedFixtures.TitleReducer
  typealias FlagReducer = KeyedFixtures.FlagReducer
  typealias LevelReducer = KeyedFixtures.LevelReducer

  // MARK: Combining with +

  @Test func reducerPlusReducerHasBothKeysInOrder() {
    let combined: CombinedReducer = CounterReducer() + TitleReducer()
    #expect(combined.stateKeys == ["Counter", "Title"])
    #expect(combined.initialState.keys == ["Counter", "Title"])
  }

  @Test func combinationPlusReducerAppendsTheReducer() {
    let combined: CombinedReducer = (CounterReducer() + TitleReducer()) + FlagReducer()
    #expect(combined.stateKeys == ["Counter", "Title", "Flag"])
  }

  @Test func reducerPlusCombinationPutsTheReducerFirst() {
    let combined: CombinedReducer = FlagReducer() + (CounterReducer() + TitleReducer())
    #expect(combined.stateKeys == ["Flag", "Counter", "Title"])
  }

  @Test func combinationPlusCombinationJoinsThemInOrder() {
    let combined: CombinedReducer =
      (CounterReducer() + TitleReducer()) + (FlagReducer() + LevelReducer())
    #expect(combined.stateKeys == ["Counter", "Title", "Flag", "Level"])
  }

  @Test func fourReducersChainedLeftToRightKeepTheirOrder() {
    let combined = CounterReducer() + TitleReducer() + FlagReducer() + LevelReducer()
    #expect(combined.stateKeys == ["Counter", "Title", "Flag", "Level"])
    #expect(combined.duplicateStateKey == nil)
  }

  @Test func aSingleReducerCanBeWrappedAsACombination() {
    let single = CombinedReducer(TitleReducer())
    #expect(single.stateKeys == ["Title"])
    #expect((single + CounterReducer()).stateKeys == ["Title", "Counter"])
    #expect((CounterReducer() + single).stateKeys == ["Counter", "Title"])
  }

  @Test func combiningDoesNotChangeTheOperands() {
    let left = CounterReducer() + TitleReducer()
    let right = FlagReducer() + LevelReducer()
    _ = left + right
    _ = left + ScoreReducer()
    #expect(left.stateKeys == ["Counter", "Title"])
    #expect(right.stateKeys == ["Flag", "Level"])
  }

  @Test func aStoreFromFourReducersHoldsEveryInitialState() {
    let store = Store(
      reducer: (CounterReducer() + TitleReducer()) + (FlagReducer() + ScoreReducer()))
    #expect(store.state.keys == ["Counter", "Title", "Flag", "score"])
    #expect(store.state.value(forKeyOfType: Counter.self) == Counter(value: 0))
    #expect(store.state.value(forKeyOfType: Title.self) == Title(text: "Untitled"))
    #expect(store.state.value(forKeyOfType: Flag.self) == Flag(isOn: false))
    #expect(store.state.value(forKey: "score", ofType: Counter.self) == Counter(value: 100))
  }

  // MARK: Reducing

  @Test func eachReducerSeesOnlyItsOwnSubState() {
    let store = Store(reducer: CounterReducer() + ScoreReducer() + TitleReducer())

    store.dispatch(KeyedFixtures.IncrementAction(by: 3))

    #expect(store.state.value(forKeyOfType: Counter.self) == Counter(value: 3))
    #expect(store.state.value(forKey: "score", ofType: Counter.self) == Counter(value: 103))
    #expect(store.state.value(forKeyOfType: Title.self) == Title(text: "Untitled"))

    store.dispatch(KeyedFixtures.RenameAction(to: "Chores"))

    #expect(store.state.value(forKeyOfType: Counter.self) == Counter(value: 3))
    #expect(store.state.value(forKey: "score", ofType: Counter.self) == Counter(value: 103))
    #expect(store.state.value(forKeyOfType: Title.self) == Title(text: "Chores"))
  }

  @Test func everyReducerIsGivenEveryActionInCombinationOrder() {
    let log = CollectedLines()
    func recordingReducer(_ stateKey: String) -> BlockReducer<Int> {
      BlockReducer(initialState: 0, stateKey: stateKey) { _, action in
        log.append("\(stateKey) \(action.actionType)")
        return nil
      }
    }
    let store = Store(
      reducer: recordingReducer("b") + recordingReducer("a") + recordingReducer("c"))

    store.dispatch(KeyedFixtures.ignoredAction())
    store.dispatch(KeyedFixtures.IncrementAction())

    #expect(
      log.lines == [
        "b ignored", "a ignored", "c ignored", "b increment", "a increment", "c increment",
      ]
    )
  }

  /// The parts run as a tree of steps, joined up to four at a time: for every size, from one
  /// part to past several levels of the tree, each part runs once per action, in combination
  /// order, and exactly the parts that changed their keys are recorded as changed.
  @Test(arguments: [1, 2, 3, 4, 5, 7, 16, 17, 63, 64, 65, 130])
  func everyPartRunsOnceInOrderWhateverTheirNumber(parts: Int) {
    let log = CollectedLines()
    func countingReducer(_ position: Int) -> BlockReducer<Int> {
      BlockReducer(initialState: 0, stateKey: "key\(position)") { value, action in
        log.append("\(position)")
        // Every third key counts the increments; the others never change.
        guard position % 3 == 0, action.actionType(as: KeyedFixtures.ActionKind.self) == .increment
        else { return nil }
        return value + 1
      }
    }
    var reducer = CombinedReducer(countingReducer(0))
    for position in 1..<parts {
      reducer = reducer + countingReducer(position)
    }
    let initial = reducer.initialState

    let reduced = reducer.reduce(state: initial, action: KeyedFixtures.IncrementAction())

    #expect(log.lines == (0..<parts).map { "\($0)" })
    let counted = (0..<parts).filter { $0 % 3 == 0 }
    #expect(reduced.changedKeys(since: initial) == counted.map { "key\($0)" })
    for position in 0..<parts {
      let expected = position % 3 == 0 ? 1 : 0
      #expect(reduced.value(forKey: "key\(position)", ofType: Int.self) == expected)
    }
  }

  @Test func aReducerReturningNilLeavesItsSubStateAndTheWholeStateEqual() {
    let store = Store(reducer: CounterReducer() + TitleReducer())
    store.dispatch(KeyedFixtures.IncrementAction(by: 4))
    let before = store.state

    store.dispatch(KeyedFixtures.ignoredAction())

    #expect(store.state == before)
    #expect(store.state.value(forKeyOfType: Counter.self) == Counter(value: 4))
    #expect(store.state.value(forKeyOfType: Title.self) == Title(text: "Untitled"))
  }

  @Test func unchangedSubStatesKeepTheirStorage() {
    let reducer = CounterReducer() + TitleReducer()
    let initial = reducer.initialState

    let renamed = reducer.reduce(state: initial, action: KeyedFixtures.RenameAction(to: "New"))
    #expect(renamed.boxes[0] === initial.boxes[0])
    #expect(renamed.boxes[1] !== initial.boxes[1])

    // Returning an equal value counts as unchanged, like returning nil.
    let sameCount = reducer.reduce(state: renamed, action: KeyedFixtures.IncrementAction(by: 0))
    #expect(sameCount.boxes[0] === renamed.boxes[0])
    #expect(sameCount.changedKeys(since: renamed).isEmpty)
    #expect(renamed.changedKeys(since: initial) == ["Title"])
  }

  @Test func reducingAgainFromTheSameStateGivesEqualResults() {
    let reducer = CounterReducer() + TitleReducer()
    let initial = reducer.initialState
    let once = reducer.reduce(state: initial, action: KeyedFixtures.IncrementAction(by: 2))
    let again = reducer.reduce(state: initial, action: KeyedFixtures.IncrementAction(by: 2))
    #expect(once == again)
    #expect(initial.value(forKeyOfType: Counter.self) == Counter(value: 0))
    #expect(once.value(forKeyOfType: Counter.self) == Counter(value: 2))
  }

  @Test func blockReducersWithDistinctKeysShareOneStore() {
    let store = Store(reducer: KeyedFixtures.integerReducers(stateKeys: ["x", "y", "z"]))
    #expect(store.state.keys == ["x", "y", "z"])

    store.dispatch(KeyedFixtures.SetValueAction(stateKey: "y", value: 9))

    #expect(store.state.value(forKey: "x", ofType: Int.self) == 0)
    #expect(store.state.value(forKey: "y", ofType: Int.self) == 9)
    #expect(store.state.value(forKey: "z", ofType: Int.self) == 0)
  }

  @Test func middlewaresReceiveTheCombinedState() {
    var seen: [Int?] = []
    let store = Store(
      reducer: CounterReducer() + TitleReducer(),
      middlewares: [{ state, _ in seen.append(state.value(forKeyOfType: Counter.self)?.value) }]
    )
    store.dispatch(KeyedFixtures.IncrementAction(by: 2))
    store.dispatch(KeyedFixtures.ignoredAction())
    #expect(seen == [2, 2])
  }
}

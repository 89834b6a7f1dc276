import Testing

@testable import Redux

/// The `if:` filters of every `addListener` flavour.
@MainActor
@Suite("Listener filters")
struct ListenerFilterTests {
  typealias Tally = ListenerFixtures.Tally
  typealias Counter = KeyedFixtures.Counter
  typealias Title = KeyedFixtures.Title

  // MARK: Whole state

  @Test func aWholeStateFilterReceivesTheStatesBeforeAndAfterEachChange() {
    let store = ListenerFixtures.makeTallyStore()
    var filtered: [String] = []
    var heard: [Int] = []
    store.addListener(
      if: { old, new in
        filtered.append("\(old.count)->\(new.count)")
        return true
      },
      callback: { heard.append($0.count) }
    )

    store.dispatch(KeyedFixtures.IncrementAction(by: 1))
    store.dispatch(KeyedFixtures.IncrementAction(by: 2))

    #expect(filtered == ["0->1", "1->3"])
    #expect(heard == [1, 3])
  }

  @Test func aWholeStateFilterReturningFalseSkipsTheCall() {
    let store = ListenerFixtures.makeTallyStore()
    var heard: [Int] = []
    store.addListener(if: { old, new in old.count != new.count }) { heard.append($0.count) }

    store.dispatch(KeyedFixtures.IncrementAction(by: 1))
    store.dispatch(KeyedFixtures.RenameAction(to: "note only"))
    store.dispatch(KeyedFixtures.IncrementAction(by: 1))

    #expect(heard == [1, 2])
  }

  @Test func aSkippedChangeStillBecomesTheOldStateOfTheNextFilterCall() {
    let store = ListenerFixtures.makeTallyStore()
    var filtered: [String] = []
    store.addListener(
      if: { old, new in
        filtered.append("\(old.count)->\(new.count)")
        return new.count.isMultiple(of: 2)
      },
      callback: { _ in }
    )

    for _ in 1...3 { store.dispatch(KeyedFixtures.IncrementAction()) }

    #expect(filtered == ["0->1", "1->2", "2->3"])
  }

  @Test func aWholeStateFilterIsNotAskedWhenTheStateStaysEqual() {
    let store = ListenerFixtures.makeTallyStore()
    var filterCalls = 0
    store.addListener(
      if: { _, _ in
        filterCalls += 1
        return true
      },
      callback: { _ in }
    )

    store.dispatch(KeyedFixtures.ignoredAction())

    #expect(filterCalls == 0)
  }

  // MARK: Selector

  @Test func aSelectorFilterReceivesWholeStatesAndRunsBeforeTheSelector() {
    let store = ListenerFixtures.makeTallyStore()
    var events: [String] = []
    store.addListener(
      if: { old, new in
        events.append("filter \(old.count)->\(new.count)")
        return new.note.isEmpty
      },
      stateSelector: { (state: Tally) -> Int? in
        events.append("select \(state.count)")
        return state.count * 10
      },
      callback: { events.append("callback \($0)") }
    )

    store.dispatch(KeyedFixtures.IncrementAction(by: 1))
    store.dispatch(KeyedFixtures.RenameAction(to: "x"))
    store.dispatch(KeyedFixtures.IncrementAction(by: 1))

    #expect(
      events == [
        "filter 0->1", "select 1", "callback 10",
        "filter 1->1",
        "filter 1->2",
      ]
    )
  }

  @Test func aSelectorFilterPassingWithANilSelectionMeansNoCall() {
    let store = ListenerFixtures.makeTallyStore()
    var heard: [Int] = []
    store.addListener(
      if: { _, _ in true },
      stateSelector: { $0.count > 1 ? $0.count : nil },
      callback: { heard.append($0) }
    )

    store.dispatch(KeyedFixtures.IncrementAction())
    store.dispatch(KeyedFixtures.IncrementAction())

    #expect(heard == [2])
  }

  // MARK: One key

  @Test func aKeyFilterReceivesTheSubStatesBeforeAndAfterTheChange() {
    let store = ListenerFixtures.makeKeyedStore()
    var filtered: [String] = []
    var heard: [Counter] = []
    store.addListener(
      forStateType: Counter.self,
      if: { old, new in
        filtered.append("\(old.value)->\(new.value)")
        return new.value > 2
      },
      callback: { heard.append($0) }
    )

    store.dispatch(KeyedFixtures.IncrementAction(by: 2))
    store.dispatch(KeyedFixtures.RenameAction(to: "not a counter change"))
    store.dispatch(KeyedFixtures.IncrementAction(by: 3))
    store.dispatch(KeyedFixtures.IncrementAction(by: 0))

    #expect(filtered == ["0->2", "2->5"])
    #expect(heard == [Counter(value: 5)])
  }

  @Test func aKeyFilterWithACustomKeyReceivesThatKeysSubStates() {
    let store = Store(reducer: KeyedFixtures.CounterReducer() + KeyedFixtures.ScoreReducer())
    var filtered: [String] = []
    var heard: [Int] = []
    store.addListener(
      forStateType: Counter.self,
      stateKey: "score",
      if: { old, new in
        filtered.append("\(old.value)->\(new.value)")
        return true
      },
      callback: { heard.append($0.value) }
    )

    store.dispatch(KeyedFixtures.IncrementAction(by: 1))

    #expect(filtered == ["100->101"])
    #expect(heard == [101])
  }

  @Test func aKeyFilterReturningFalseSkipsOnlyThatListener() {
    let store = ListenerFixtures.makeKeyedStore()
    var filteredCalls = 0
    var plainCalls = 0
    store.addListener(forStateType: Title.self, if: { _, _ in false }) { _ in filteredCalls += 1 }
    store.addListener(forStateType: Title.self) { _ in plainCalls += 1 }

    store.dispatch(KeyedFixtures.RenameAction(to: "Y"))

    #expect(filteredCalls == 0)
    #expect(plainCalls == 1)
  }

  @Test func aWholeStateFilterOnAKeyedStoreSeesBothStates() {
    let store = ListenerFixtures.makeKeyedStore()
    var titlesSeen: [String] = []
    store.addListener(
      if: { old, new in
        let oldTitle = old.value(forKeyOfType: Title.self)?.text ?? "?"
        let newTitle = new.value(forKeyOfType: Title.self)?.text ?? "?"
        titlesSeen.append("\(oldTitle)->\(newTitle)")
        return oldTitle != newTitle
      },
      callback: { _ in titlesSeen.append("called") }
    )

    store.dispatch(KeyedFixtures.IncrementAction())
    store.dispatch(KeyedFixtures.RenameAction(to: "Z"))

    #expect(titlesSeen == ["Untitled->Untitled", "Untitled->Z", "called"])
  }
}

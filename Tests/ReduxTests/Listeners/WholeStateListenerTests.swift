import Testing

@testable import Redux

/// Listeners of the whole state and of a selection of it, on a store that is not keyed.
@MainActor
@Suite("Whole-state and selector listeners")
struct WholeStateListenerTests {
  typealias Tally = ListenerFixtures.Tally

  @Test func aWholeStateListenerHearsEachNewState() {
    let store = ListenerFixtures.makeTallyStore()
    var heard: [Tally] = []
    store.addListener { heard.append($0) }

    store.dispatch(KeyedFixtures.IncrementAction(by: 2))
    store.dispatch(KeyedFixtures.RenameAction(to: "two"))

    #expect(heard == [Tally(count: 2, note: ""), Tally(count: 2, note: "two")])
  }

  @Test func aWholeStateListenerIsNotCalledWhenTheStateStaysEqual() {
    let store = ListenerFixtures.makeTallyStore()
    var calls = 0
    store.addListener { _ in calls += 1 }

    store.dispatch(KeyedFixtures.ignoredAction())
    store.dispatch(KeyedFixtures.IncrementAction(by: 0))
    store.dispatch(KeyedFixtures.RenameAction(to: ""))

    #expect(calls == 0)
  }

  @Test func addingAListenerDoesNotCallIt() {
    let store = ListenerFixtures.makeTallyStore()
    var calls = 0
    store.addListener { _ in calls += 1 }
    store.addListener(stateSelector: { $0.count }) { _ in calls += 1 }
    #expect(calls == 0)
    #expect(store.listenerCount == 2)
  }

  @Test func aSelectorListenerReceivesTheSelection() {
    let store = ListenerFixtures.makeTallyStore()
    var counts: [Int] = []
    store.addListener(stateSelector: { $0.count }) { counts.append($0) }

    store.dispatch(KeyedFixtures.IncrementAction(by: 1))
    store.dispatch(KeyedFixtures.IncrementAction(by: 4))

    #expect(counts == [1, 5])
  }

  @Test func aSelectorReturningNilMeansNoCall() {
    let store = ListenerFixtures.makeTallyStore()
    var evenCounts: [Int] = []
    store.addListener(stateSelector: { $0.count.isMultiple(of: 2) ? $0.count : nil }) {
      evenCounts.append($0)
    }

    for _ in 1...5 { store.dispatch(KeyedFixtures.IncrementAction()) }

    #expect(evenCounts == [2, 4])
  }

  @Test func aSelectorIsCalledForEveryChangeEvenIfItsSelectionIsEqual() {
    let store = ListenerFixtures.makeTallyStore()
    var counts: [Int] = []
    store.addListener(stateSelector: { $0.count }) { counts.append($0) }

    store.dispatch(KeyedFixtures.RenameAction(to: "a"))
    store.dispatch(KeyedFixtures.RenameAction(to: "b"))

    #expect(counts == [0, 0])
  }

  @Test func aSelectorIsNotEvaluatedWhenTheStateStaysEqual() {
    let store = ListenerFixtures.makeTallyStore()
    var evaluations = 0
    store.addListener(
      stateSelector: { (state: Tally) -> Int? in
        evaluations += 1
        return state.count
      },
      callback: { _ in }
    )

    store.dispatch(KeyedFixtures.ignoredAction())
    #expect(evaluations == 0)

    store.dispatch(KeyedFixtures.IncrementAction())
    #expect(evaluations == 1)
  }

  @Test func aListenerAddedBetweenActionsHearsOnlyLaterChanges() {
    let store = ListenerFixtures.makeTallyStore()
    var heard: [Int] = []
    store.dispatch(KeyedFixtures.IncrementAction(by: 1))
    store.addListener { heard.append($0.count) }
    store.dispatch(KeyedFixtures.IncrementAction(by: 1))
    #expect(heard == [2])
  }

  @Test func listenersOfOneStoreDoNotHearAnotherStore() {
    let first = ListenerFixtures.makeTallyStore()
    let second = ListenerFixtures.makeTallyStore()
    var firstCalls = 0
    var secondCalls = 0
    first.addListener { _ in firstCalls += 1 }
    second.addListener { _ in secondCalls += 1 }

    first.dispatch(KeyedFixtures.IncrementAction())

    #expect(firstCalls == 1)
    #expect(secondCalls == 0)
  }
}

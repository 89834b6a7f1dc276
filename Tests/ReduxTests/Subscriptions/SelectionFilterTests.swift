import Testing

@testable import Redux

/// A selection followed by a filter is composed as one stage (`SelectionFilter`); these tests pin
/// that it behaves exactly as the two stages did apart.
@MainActor
@Suite("A selection and its filter, composed as one stage")
struct SelectionFilterTests {
  @Test func onlyASelectionOffersToComposeAFilterWithIt() {
    let input = Subscription<CounterState>()
    let selection = input.select(\.count)
    #expect(input.composeFilteredSelection == nil)
    #expect(selection.composeFilteredSelection != nil)
    #expect(selection.skipRepeats().composeFilteredSelection == nil)
    #expect(selection.skip { $0 == $1 }.composeFilteredSelection == nil)
  }

  @Test func theSelectorRunsOncePerStateTheSubscriptionHears() {
    let store = Store(state: CounterState(), reducer: CounterState.reducer)
    let counts = RecordingSubscriber<Int>()
    var selections = 0
    store.subscribe(counts) {
      $0.select { state -> Int in
        selections += 1
        return state.count / 2
      }
    }
    for _ in 0..<4 { store.dispatch(AddAction(amount: 1)) }
    // The first delivery and four actions: five selections, three values passed on.
    #expect(selections == 5)
    #expect(counts.received == [0, 1, 2])
  }

  @Test func aSkipAfterASelectionComparesWithEveryValueItReceived() {
    let store = Store(state: CounterState(), reducer: CounterState.reducer)
    let steady = RecordingSubscriber<Int>()
    // Skips a value within 1 of the one before it, whether that one passed or not.
    store.subscribe(steady) { $0.select(\.count).skip { old, new in abs(new - old) <= 1 } }
    for amount in [1, 1, 1, 3, 1] {
      store.dispatch(AddAction(amount: amount))
    }
    // counts: 0 → 1 → 2 → 3 → 6 → 7; compared with the value just before, only 6 jumps.
    #expect(steady.received == [0, 6])
  }

  @Test func oneSelectionFilteredTwoWaysKeepsEachFiltersMemoryApart() {
    let store = Store(state: CounterState(), reducer: CounterState.reducer)
    let repeatsSkipped = RecordingSubscriber<Int>()
    let risesOnly = RecordingSubscriber<Int>()
    var selection: Subscription<Int>?
    store.subscribe(repeatsSkipped) { input in
      let halves = input.select { $0.count / 2 }
      selection = halves
      return halves.skipRepeats()
    }
    store.subscribe(risesOnly) { _ in selection!.only { old, new in new > old } }
    for amount in [2, -2, 4, 0] {
      store.dispatch(AddAction(amount: amount))
    }
    // counts: 0 → 2 → 0 → 4 → 4; halves: 0 → 1 → 0 → 2 → 2.
    #expect(repeatsSkipped.received == [0, 1, 0, 2])
    #expect(risesOnly.received == [0, 1, 2])
  }

  @Test func aSelectionFilteredAgainAfterItsFilterKeepsBothFilters() {
    let store = Store(state: CounterState(), reducer: CounterState.reducer)
    let evens = RecordingSubscriber<Int>()
    store.subscribe(evens) {
      $0.select(\.count).only { _, new in new % 2 == 0 }.skipRepeats { $0 == $1 }
    }
    for amount in [1, 1, 0, 2, 1] {
      store.dispatch(AddAction(amount: amount))
    }
    // counts: 0 → 1 → 2 → 2 → 4 → 5; even values pass the first filter, and the repeated 2 is
    // dropped by the second.
    #expect(evens.received == [0, 2, 4])
  }
}

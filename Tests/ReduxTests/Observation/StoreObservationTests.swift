import Observation
import Redux
import Testing

@MainActor
@Suite("Store observation: an observable model of a selection")
struct StoreObservationTests {
  let windowA = WindowUUID()
  let windowB = WindowUUID()

  func makeStore() -> Store<CounterState> {
    Store(state: CounterState(count: 3), reducer: CounterState.reducer)
  }

  func makeWindowStore() -> Store<TestAppState> {
    Store(state: .showingEveryScreen(in: [windowA, windowB]), reducer: TestAppState.reducer)
  }

  @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
  /// Tracks the model's value once; the returned flag is raised when it changes.
  func track<Value>(_ observation: StoreObservation<Value>) -> ChangeFlag {
    let flag = ChangeFlag()
    withObservationTracking {
      _ = observation.value
    } onChange: {
      flag.raise()
    }
    return flag
  }

  @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
  @Test func theValueIsTheCurrentSelection() {
    let store = makeStore()
    let count = store.observe { $0.select(\.count) }
    #expect(count.value == 3)
    store.dispatch(counterAction(.increment))
    #expect(count.value == 4)
  }

  @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
  @Test func trackingIsToldOfAChangeOfTheSelection() {
    let store = makeStore()
    let count = store.observe { $0.select(\.count) }
    let changed = track(count)
    store.dispatch(counterAction(.increment))
    #expect(changed.raised == 1)
    #expect(count.value == 4)
  }

  @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
  @Test func trackingIsNotToldOfAnActionThatLeavesTheSelectionAsItWas() {
    let store = makeStore()
    let count = store.observe { $0.select(\.count) }
    let changed = track(count)
    store.dispatch(counterAction(.flash))
    store.dispatch(counterAction(.noop))
    #expect(changed.raised == 0)
    store.dispatch(counterAction(.increment))
    #expect(changed.raised == 1)
  }

  @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
  @Test func aNonEquatableSelectionChangesAfterEveryActionItHears() {
    let store = makeStore()
    let count = store.observe { $0.select { UncomparedCount(count: $0.count) } }
    let changed = track(count)
    store.dispatch(counterAction(.noop))
    #expect(changed.raised == 1)
  }

  @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
  @Test func theFiltersOfTheTransformApply() {
    let store = makeStore()
    let count = store.observe { $0.select(\.count).only { old, new in new >= old + 2 } }
    let changed = track(count)
    store.dispatch(AddAction(amount: 1))
    #expect(changed.raised == 0)
    #expect(count.value == 3)
    store.dispatch(AddAction(amount: 5))
    #expect(changed.raised == 1)
    #expect(count.value == 9)
  }

  @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
  @Test func aWindowModelHearsOnlyItsWindowAndKeepsItsLastValueWhenTheWindowCloses() {
    let store = makeWindowStore()
    let window = windowA
    let notes = store.observe(for: .window(window)) {
      $0.select { state -> [String]? in
        guard case .notes(let notes) = state.activeScreens.screenState(for: .notes, window: window)
        else { return nil }
        return notes.notes
      }
    }
    #expect(notes.value == [])
    let changed = track(notes)
    store.dispatch(.addNote("in B", in: windowB))
    #expect(changed.raised == 0)
    store.dispatch(.addNote("milk", in: windowA))
    #expect(changed.raised == 1)
    store.dispatch(.closeWindow(windowA))
    #expect(notes.value == ["milk"])
    #expect(store.subscriberCount(in: windowA) == 0)
  }

  @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
  @Test func aModelOfAClosedWindowHoldsTheSelectionOfTheCurrentState() {
    let store = makeWindowStore()
    store.dispatch(.closeWindow(windowB))
    let window = windowB
    let screens = store.observe(for: .window(window)) {
      $0.select { $0.activeScreens.screenState(for: .notes, window: window) == nil }
    }
    #expect(screens.value == true)
    #expect(store.subscriberCount == 0)
  }

  @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
  @Test func aScreenModelIsEvaluatedOnlyForItsScreen() {
    let store = makeWindowStore()
    let tally = SelectionTally()
    let window = windowA
    let counter = store.observe(for: .screen(.counter, in: window)) {
      $0.select { state -> Int? in
        tally.hit("counter of A")
        guard
          case .counter(let counter) = state.activeScreens.screenState(
            for: .counter, window: window)
        else { return nil }
        return counter.count
      }
    }
    tally.reset()
    let changed = track(counter)
    store.dispatch(.addNote("eggs", in: windowA))
    store.dispatch(.ping(in: windowA))
    #expect(tally["counter of A"] == 0)
    #expect(changed.raised == 0)
    store.dispatch(.increment(in: windowA))
    #expect(tally["counter of A"] == 1)
    #expect(changed.raised == 1)
    #expect(counter.value == 1)
  }

  @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
  @Test func releasingTheModelEndsItsSubscription() {
    let store = makeStore()
    var count: StoreObservation<Int>? = store.observe { $0.select(\.count) }
    weak let released = count
    #expect(store.subscriberCount == 1)
    count = nil
    #expect(released == nil)
    #expect(store.subscriberCount == 0)
  }

  @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
  @Test func theModelDoesNotKeepTheStoreAlive() {
    var store: Store<CounterState>? = makeStore()
    weak let releasedStore = store
    let count = store!.observe { $0.select(\.count) }
    store = nil
    #expect(releasedStore == nil)
    #expect(count.value == 3)
  }
}

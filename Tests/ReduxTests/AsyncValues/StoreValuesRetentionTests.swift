import Redux
import ReduxTesting
import Testing

/// What a loop that ended leaves behind: the store drops the subscription of a subscriber that
/// went away only the next time the subscription's lane is notified, and until then the entry
/// holds the loop's channel. The values the channel kept must not wait for that notification,
/// which may never come (a window that hears no more actions, a mock store).
@MainActor
@Suite("Store values: what an ended loop keeps")
struct StoreValuesRetentionTests {
  let windowA = WindowUUID()
  let windowB = WindowUUID()

  @Test func aLoopLeftWithValuesKeptReleasesThemAtOnce() async {
    let store = Store(state: TallyState(), reducer: TallyState.reducer)
    let counter = LiveValueCounter()
    let values = store.values(buffering: .newest(8)) {
      $0.select { TrackedValue(count: $0.count, counter: counter) }
    }
    do {
      var iterator = values.makeAsyncIterator()
      #expect(await iterator.next()?.count == 0)
      for _ in 0..<3 { store.dispatch(counterAction(.increment)) }
    }
    // The iterator is gone, and no action came since.
    #expect(store.subscriberCount == 0)
    #expect(counter.alive == 0)
  }

  @Test func aWindowLoopLeftWithValuesKeptReleasesThemThoughItsWindowHearsNoMore() async {
    let store = Store(
      state: TestAppState.showingEveryScreen(in: [windowA, windowB]),
      reducer: TestAppState.reducer)
    let counter = LiveValueCounter()
    let windowA = windowA
    let values = store.values(for: .window(windowA), buffering: .newest(8)) {
      $0.select { state in
        guard case .notes(let notes) = state.activeScreens.screenState(for: .notes, window: windowA)
        else { return TrackedValue(count: -1, counter: counter) }
        return TrackedValue(count: notes.notes.count, counter: counter)
      }
    }
    do {
      var iterator = values.makeAsyncIterator()
      #expect(await iterator.next()?.count == 0)
      for note in ["a", "b", "c"] { store.dispatch(.addNote(note, in: windowA)) }
    }
    // Only window B hears actions from now on.
    for note in ["x", "y"] { store.dispatch(.addNote(note, in: windowB)) }
    #expect(store.subscriberCount(in: windowA) == 0)
    #expect(counter.alive == 0)
  }

  @Test func aLoopOverAMockStoreLeftWithValuesKeptReleasesThem() async {
    let store = MockStore(state: TallyState())
    let counter = LiveValueCounter()
    let values = store.values(buffering: .newest(8)) {
      $0.select { TrackedValue(count: $0.count, counter: counter) }
    }
    do {
      var iterator = values.makeAsyncIterator()
      #expect(await iterator.next()?.count == 0)
      for count in 1...3 { store.state = TallyState(count: count) }
    }
    #expect(store.subscriberCount == 0)
    // A mock store never drops a subscription whose subscriber went away.
    store.state = TallyState(count: 4)
    #expect(counter.alive == 0)
  }

  @Test func endedLoopsOnAQuietWindowAreSweptWhenAnotherLoopSubscribes() async {
    let store = Store(
      state: TestAppState.showingEveryScreen(in: [windowA, windowB]),
      reducer: TestAppState.reducer)
    let counter = LiveValueCounter()
    let windowA = windowA
    // The repeat filter keeps the last value it saw, as the store's own filter of an
    // `Equatable` selection does: a record left in the store would keep it.
    let values = store.values(for: .window(windowA)) {
      $0.select { TrackedValue(count: $0.activeScreens.windowUUIDs.count, counter: counter) }
        .skipRepeats { $0.count == $1.count }
    }
    do {
      // A hundred loops at once, so that no feeder takes the place of another's.
      var iterators = (0..<100).map { _ in values.makeAsyncIterator() }
      for index in iterators.indices {
        #expect(await iterators[index].next()?.count == 2)
      }
    }
    // The loops ended; no action reached window A's lane since, so nothing swept it yet.
    #expect(store.subscriberCount(in: windowA) == 0)
    var iterator = values.makeAsyncIterator()
    #expect(await iterator.next()?.count == 2)
    // Subscribing swept the hundred records: only the new loop's value and filter remain.
    #expect(store.subscriberCount(in: windowA) == 1)
    #expect(counter.alive <= 2)
  }
}

import Redux
import ReduxTestSupport
import Testing

@MainActor
@Suite("Store values: when a sequence ends, and what it keeps alive")
struct StoreValuesLifetimeTests {
  let windowA = WindowUUID()
  let windowB = WindowUUID()

  func makeWindowStore() -> Store<TestAppState> {
    Store(state: .showingEveryScreen(in: [windowA, windowB]), reducer: TestAppState.reducer)
  }

  func makeCounterStore() -> Store<CounterState> {
    Store(state: CounterState(), reducer: CounterState.reducer)
  }

  func notes(
    in window: WindowUUID
  ) -> @MainActor (Subscription<TestAppState>) -> Subscription<[String]?> {
    {
      $0.select { state in
        guard case .notes(let notes) = state.activeScreens.screenState(for: .notes, window: window)
        else { return nil }
        return notes.notes
      }
    }
  }

  @Test func aWindowSequenceHearsItsWindowAndFinishesWhenTheWindowCloses() async {
    let store = makeWindowStore()
    var values = store.values(
      for: .window(windowA), buffering: .newest(10), transform: notes(in: windowA)
    )
    .makeAsyncIterator()
    #expect(await values.next() == [])
    store.dispatch(.addNote("in B", in: windowB))
    store.dispatch(.addNote("milk", in: windowA))
    store.dispatch(.closeWindow(windowA))
    #expect(await values.next() == ["milk"])
    #expect(await values.next() == nil)
    #expect(await values.next() == nil)
    #expect(store.subscriberCount(in: windowA) == 0)
  }

  @Test func aSequenceOfAWindowAlreadyClosedEndsAtOnce() async {
    let store = makeWindowStore()
    store.dispatch(.closeWindow(windowB))
    var values = store.values(for: .window(windowB), transform: notes(in: windowB))
      .makeAsyncIterator()
    #expect(await values.next() == nil)
    #expect(store.subscriberCount == 0)
  }

  @Test func aScreenSequenceHearsOnlyItsScreenAndFinishesWithItsWindow() async {
    let store = makeWindowStore()
    let tally = SelectionTally()
    let sequence = store.values(for: .screen(.notes, in: windowA), buffering: .newest(10)) {
      $0.select { state -> [String]? in
        tally.hit("notes of A")
        guard case .notes(let notes) = state.activeScreens.screenState(for: .notes, window: windowA)
        else { return nil }
        return notes.notes
      }
    }
    var values = sequence.makeAsyncIterator()
    #expect(await values.next() == [])
    tally.reset()
    store.dispatch(.increment(in: windowA))
    store.dispatch(.ping(in: windowA))
    store.dispatch(.addNote("in B", in: windowB))
    // Actions for other screens of the window, and for another window, evaluate nothing.
    #expect(tally["notes of A"] == 0)
    store.dispatch(.addNote("eggs", in: windowA))
    #expect(tally["notes of A"] == 1)
    store.dispatch(.closeWindow(windowA))
    #expect(await values.next() == ["eggs"])
    #expect(await values.next() == nil)
  }

  @Test func aSequenceFinishesWhenTheStoreIsReleased() async {
    var store: Store<CounterState>? = makeCounterStore()
    weak let released = store
    var values = store!.values { $0.select(\.count) }.makeAsyncIterator()
    #expect(await values.next() == 0)
    store = nil
    #expect(released == nil)
    #expect(await values.next() == nil)
  }

  @Test func aSequenceMadeBeforeItsStoreWasReleasedEndsAtOnce() async {
    var store: Store<CounterState>? = makeCounterStore()
    let sequence = store!.values { $0.select(\.count) }
    store = nil
    var values = sequence.makeAsyncIterator()
    #expect(await values.next() == nil)
  }

  @Test func aLoopDoesNotKeepTheStoreAlive() async {
    var store: Store<CounterState>? = makeCounterStore()
    weak let released = store
    let sequence = store!.values { $0.select(\.count) }
    let firstValue = AsyncGate()
    let loop = Task {
      var seen: [Int] = []
      for await value in sequence {
        seen.append(value)
        firstValue.open()
      }
      return seen
    }
    await firstValue.wait()
    store = nil
    #expect(released == nil)
    #expect(await loop.value == [0])
  }

  @Test func cancellingTheLoopsTaskEndsItsSubscription() async {
    let store = makeCounterStore()
    let sequence = store.values { $0.select(\.count) }
    let firstValue = AsyncGate()
    let loop = Task {
      var seen = 0
      for await _ in sequence {
        seen += 1
        firstValue.open()
      }
      return seen
    }
    await firstValue.wait()
    #expect(store.subscriberCount == 1)
    loop.cancel()
    #expect(await loop.value == 1)
    #expect(store.subscriberCount == 0)
    store.dispatch(counterAction(.increment))
    #expect(store.subscriberCount == 0)
  }

  @Test func leavingTheLoopEndsItsSubscription() async {
    let store = makeCounterStore()
    for await count in store.values(transform: { $0.select(\.count) }) where count == 0 {
      break
    }
    #expect(store.subscriberCount == 0)
  }

  @Test func aLoopCancelledBeforeItStartsNeverSubscribes() async {
    let store = makeCounterStore()
    let sequence = store.values { $0.select(\.count) }
    let loop = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      var iterator = sequence.makeAsyncIterator()
      return await iterator.next()
    }
    #expect(await loop.value == nil)
    #expect(store.subscriberCount == 0)
  }

  @Test func aReleasedConsumerEndsItsLoopAndNothingKeepsItAlive() async {
    let store = makeCounterStore()
    var consumer: CountConsumer? = CountConsumer()
    weak let releasedConsumer = consumer
    consumer!.start(reading: store.values { $0.select(\.count) })
    await consumer!.firstValue.wait()
    #expect(store.subscriberCount == 1)
    let loop = consumer!.loop!
    consumer = nil
    #expect(releasedConsumer == nil)
    await loop.value
    #expect(store.subscriberCount == 0)
  }
}

/// A consumer of a sequence, as a view model would be: it owns the task that reads the values,
/// and cancels it when it goes away.
@MainActor
final class CountConsumer {
  private(set) var latest: Int?
  private(set) var loop: Task<Void, Never>?
  let firstValue = AsyncGate()

  func start(reading values: StoreValues<Int>) {
    loop = Task { [weak self, firstValue] in
      for await value in values {
        self?.latest = value
        firstValue.open()
      }
    }
  }

  deinit {
    loop?.cancel()
  }
}

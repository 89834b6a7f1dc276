import Redux
import Testing

@MainActor
@Suite("Store values: an async sequence of a selection")
struct StoreValuesTests {
  func makeStore(count: Int = 0) -> Store<CounterState> {
    Store(state: CounterState(count: count), reducer: CounterState.reducer)
  }

  @Test func theFirstValueIsTheCurrentOneAtOnce() async {
    let store = makeStore(count: 5)
    var values = store.values { $0.select(\.count) }.makeAsyncIterator()
    #expect(await values.next() == 5)
  }

  @Test func eachChangeComesOnceAndInOrder() async {
    let store = makeStore()
    var values = store.values(buffering: .newest(10)) { $0.select(\.count) }.makeAsyncIterator()
    #expect(await values.next() == 0)
    store.dispatch(AddAction(amount: 1))
    store.dispatch(AddAction(amount: 2))
    store.dispatch(AddAction(amount: 3))
    #expect(await values.next() == 1)
    #expect(await values.next() == 3)
    #expect(await values.next() == 6)
    store.dispatch(AddAction(amount: 4))
    #expect(await values.next() == 10)
  }

  @Test func aLoopThatKeepsUpSeesEveryChangeWithTheLatestPolicy() async {
    let store = makeStore()
    var values = store.values { $0.select(\.count) }.makeAsyncIterator()
    #expect(await values.next() == 0)
    for amount in 1...5 {
      store.dispatch(AddAction(amount: amount))
      #expect(await values.next() == store.state.count)
    }
  }

  @Test func aLoopThatFallsBehindSeesTheNewestValueWithTheLatestPolicy() async {
    let store = makeStore()
    var values = store.values { $0.select(\.count) }.makeAsyncIterator()
    #expect(await values.next() == 0)
    for _ in 0..<100 { store.dispatch(counterAction(.increment)) }
    #expect(await values.next() == 100)
    store.dispatch(counterAction(.increment))
    #expect(await values.next() == 101)
  }

  @Test func aLimitedBufferKeepsTheNewestValuesInOrder() async {
    let store = makeStore()
    var values = store.values(buffering: .newest(3)) { $0.select(\.count) }.makeAsyncIterator()
    #expect(await values.next() == 0)
    for _ in 0..<10 { store.dispatch(counterAction(.increment)) }
    #expect(await values.next() == 8)
    #expect(await values.next() == 9)
    #expect(await values.next() == 10)
  }

  @Test func repeatedValuesOfAnEquatableSelectionAreSkipped() async {
    let store = makeStore()
    var values = store.values(buffering: .newest(10)) { $0.select(\.count) }.makeAsyncIterator()
    #expect(await values.next() == 0)
    store.dispatch(counterAction(.noop))
    store.dispatch(counterAction(.flash))
    store.dispatch(counterAction(.increment))
    // The two actions that left the count at 0 yielded nothing.
    #expect(await values.next() == 1)
  }

  @Test func aValueReplacedWhileTheLoopWasBusyIsNotRepeated() async {
    let store = makeStore()
    var values = store.values { $0.select(\.count) }.makeAsyncIterator()
    #expect(await values.next() == 0)
    // 1 is replaced by 0 before the loop takes it: the loop has already seen 0.
    store.dispatch(AddAction(amount: 1))
    store.dispatch(AddAction(amount: -1))
    store.dispatch(AddAction(amount: 7))
    #expect(await values.next() == 7)
  }

  @Test func aSelectionThatIsNotEquatableYieldsAfterEveryAction() async {
    let store = makeStore()
    var values = store.values(buffering: .newest(10)) {
      $0.select { UncomparedCount(count: $0.count) }
    }.makeAsyncIterator()
    #expect(await values.next()?.count == 0)
    store.dispatch(counterAction(.noop))
    store.dispatch(counterAction(.increment))
    #expect(await values.next()?.count == 0)
    #expect(await values.next()?.count == 1)
  }

  @Test func theSubscriptionFiltersApply() async {
    let store = makeStore()
    var values = store.values(buffering: .newest(10)) {
      $0.select(\.count).only { old, new in new >= old + 2 }
    }.makeAsyncIterator()
    #expect(await values.next() == 0)
    store.dispatch(AddAction(amount: 1))
    store.dispatch(AddAction(amount: 1))
    store.dispatch(AddAction(amount: 5))
    // 1 and 2 each grew by one; only the jump to 7 passes.
    #expect(await values.next() == 7)
  }

  @Test func eachLoopHasItsOwnSubscription() async {
    let store = makeStore()
    let sequence = store.values(buffering: .newest(10)) { $0.select(\.count) }
    var first = sequence.makeAsyncIterator()
    #expect(await first.next() == 0)
    #expect(store.subscriberCount == 1)
    store.dispatch(counterAction(.increment))
    var second = sequence.makeAsyncIterator()
    #expect(await second.next() == 1)
    #expect(store.subscriberCount == 2)
    store.dispatch(counterAction(.increment))
    #expect(await first.next() == 1)
    #expect(await first.next() == 2)
    #expect(await second.next() == 2)
  }

  @Test func aLoopSubscribesOnlyWhenItAsksForItsFirstValue() async {
    let store = makeStore()
    let sequence = store.values { $0.select(\.count) }
    var values = sequence.makeAsyncIterator()
    #expect(store.subscriberCount == 0)
    store.dispatch(counterAction(.increment))
    #expect(await values.next() == 1)
    #expect(store.subscriberCount == 1)
  }

  @Test func valuesCanBeReadFromAnotherActor() async {
    let store = makeStore()
    let collector = ValueCollector()
    let sequence = store.values(buffering: .newest(10)) { $0.select(\.count) }
    let reading = Task { await collector.collect(sequence, count: 3) }
    // The loop subscribes from the collector's actor; wait until it has.
    while store.subscriberCount == 0 { await Task.yield() }
    store.dispatch(counterAction(.increment))
    store.dispatch(counterAction(.increment))
    #expect(await reading.value == [0, 1, 2])
  }
}

/// An actor that reads a sequence of the store, as app code running off the main actor would.
actor ValueCollector {
  private var collected: [Int] = []

  func collect(_ values: StoreValues<Int>, count: Int) async -> [Int] {
    for await value in values {
      collected.append(value)
      if collected.count == count { break }
    }
    return collected
  }
}

import Redux
import ReduxTesting
import Testing

// MARK: - Recording

@MainActor
@Suite("StateRecorder: recording")
struct StateRecorderRecordingTests {
  @Test func recordsTheValueDeliveredOnSubscribingThenEachNewOne() {
    let store = Store(state: Tally(), reducer: Tally.reducer)
    let recorder = StateRecorder(store) { $0.select(\.count) }
    #expect(recorder.values == [0])
    store.dispatch(tallyAction(.increment))
    store.dispatch(tallyAction(.increment))
    #expect(recorder.values == [0, 1, 2])
    #expect(recorder.last == 2)
    #expect(recorder.count == 3)
    #expect(recorder.window == nil)
    #expect(store.subscriberCount == 1)
  }

  @Test func anEquatableSelectionSkipsActionsThatLeaveItUnchanged() {
    let store = Store(state: Tally(), reducer: Tally.reducer)
    let recorder = StateRecorder(store) { $0.select(\.count) }
    store.dispatch(tallyAction(.touch))
    store.dispatch(tallyAction(.rename("ten")))
    store.dispatch(tallyAction(.increment))
    store.dispatch(tallyAction(.touch))
    #expect(recorder.values == [0, 1])
  }

  @Test func aSelectionThatIsNotEquatableIsRecordedAfterEveryAction() {
    let store = Store(state: Tally(), reducer: Tally.reducer)
    let recorder = StateRecorder(store) { $0.select { CountBox(count: $0.count) } }
    store.dispatch(tallyAction(.touch))
    store.dispatch(tallyAction(.increment))
    #expect(recorder.values.map(\.count) == [0, 0, 1])
  }

  @Test func aWholeStateRecorderRecordsEveryDifferentState() {
    let store = Store(state: Tally(), reducer: Tally.reducer)
    let recorder = StateRecorder(store)
    store.dispatch(tallyAction(.increment))
    store.dispatch(tallyAction(.noop))
    store.dispatch(tallyAction(.rename("ten")))
    #expect(
      recorder.values == [
        Tally(), Tally(count: 1), Tally(count: 1, name: "ten"),
      ])
  }

  @Test func worksWithAStoreHeldAsTheProtocolAndSkipsRepeatsThere() {
    let store: any DefaultDispatchStore<Tally> = Store(state: Tally(), reducer: Tally.reducer)
    let recorder = StateRecorder(store) { $0.select(\.count) }
    store.dispatch(tallyAction(.touch))
    store.dispatch(tallyAction(.increment))
    #expect(recorder.values == [0, 1])
    let wholeState = StateRecorder(store)
    store.dispatch(tallyAction(.touch))
    #expect(wholeState.values == [Tally(count: 1, touches: 1), Tally(count: 1, touches: 2)])
  }

  @Test func takeNewValuesReturnsOnlyWhatArrivedSinceTheLastCall() {
    let store = Store(state: Tally(), reducer: Tally.reducer)
    let recorder = StateRecorder(store) { $0.select(\.count) }
    #expect(recorder.newValues == [0])
    #expect(recorder.takeNewValues() == [0])
    #expect(recorder.takeNewValues().isEmpty)
    store.dispatch(tallyAction(.increment))
    store.dispatch(tallyAction(.increment))
    #expect(recorder.newValues == [1, 2])
    #expect(recorder.newValues == [1, 2])
    #expect(recorder.takeNewValues() == [1, 2])
    store.dispatch(tallyAction(.touch))
    #expect(recorder.takeNewValues().isEmpty)
    #expect(recorder.values == [0, 1, 2])
  }

  @Test func worksWithAMockStoreWhoseStateTheTestSets() {
    let store = MockStore(state: Tally())
    let recorder = StateRecorder(store) { $0.select(\.count) }
    store.state.count = 3
    store.state.name = "unrelated"
    store.state.count = 5
    #expect(recorder.values == [0, 3, 5])
    #expect(store.subscribeCallCount == 1)
    #expect(store.subscriberCount == 1)
  }

  @Test func aWindowRecorderOnAMockStoreIsCountedInItsWindow() {
    let store = MockStore(state: PadAppState())
    let window = WindowUUID()
    let recorder = StateRecorder(store, window: window) { $0.select { $0.taps(in: window) } }
    #expect(recorder.values == [nil])
    #expect(recorder.window == window)
    #expect(store.subscriberCount(in: window) == 1)
  }
}

// MARK: - Windows

@MainActor
@Suite("StateRecorder: windows")
struct StateRecorderWindowTests {
  @Test func aWindowRecorderHearsItsWindowAndEveryWindowButNotOthers() {
    let mine = WindowUUID()
    let other = WindowUUID()
    let store = makePadStore(showingPadIn: [mine, other])
    // Not Equatable: every action the subscription hears is recorded, so what is missing was
    // not routed to it.
    let recorder = StateRecorder(store, window: mine) {
      $0.select { CountBox(count: $0.taps(in: mine) ?? -1) }
    }
    store.dispatch(padAction(.tap, other))
    store.dispatch(padAction(.tap, other))
    #expect(recorder.values.map(\.count) == [0])
    store.dispatch(padAction(.tap, mine))
    store.dispatch(padAction(.tap, .unavailable))
    #expect(recorder.values.map(\.count) == [0, 1, 2])
    #expect(recorder.window == mine)
    #expect(store.subscriberCount(in: mine) == 1)
  }

  @Test func anEquatableWindowSelectionSkipsActionsThatLeaveItUnchanged() {
    let window = WindowUUID()
    let store = makePadStore(showingPadIn: [window])
    let recorder = StateRecorder(store, window: window) { $0.select { $0.taps(in: window) } }
    store.dispatch(padAction(.look, window))
    store.dispatch(padAction(.tap, window))
    store.dispatch(padAction(.look, window))
    #expect(recorder.values == [0, 1])
  }

  @Test func aWindowRecorderStopsHearingWhenTheWindowCloses() {
    let window = WindowUUID()
    let store = makePadStore(showingPadIn: [window])
    let recorder = StateRecorder(store, window: window) { $0.select { $0.taps(in: window) } }
    store.dispatch(WindowAction(windowUUID: window, actionType: WindowActionType.closeWindow))
    store.dispatch(padAction(.tap, .unavailable))
    #expect(recorder.values == [0])
    #expect(!recorder.isStopped)
    #expect(store.subscriberCount(in: window) == 0)
  }

  @Test func aRecorderForAClosedWindowReceivesNothing() {
    let window = WindowUUID()
    let store = makePadStore(showingPadIn: [window])
    store.dispatch(WindowAction(windowUUID: window, actionType: WindowActionType.closeWindow))
    let recorder = StateRecorder(store, window: window) { $0.select { $0.taps(in: window) } }
    #expect(recorder.values.isEmpty)
    #expect(recorder.last == nil)
  }
}

// MARK: - Stopping

@MainActor
@Suite("StateRecorder: stop")
struct StateRecorderStopTests {
  @Test func stopUnsubscribesSoLaterStatesAreNotRecorded() {
    let store = Store(state: Tally(), reducer: Tally.reducer)
    let recorder = StateRecorder(store) { $0.select(\.count) }
    store.dispatch(tallyAction(.increment))
    recorder.stop()
    store.dispatch(tallyAction(.increment))
    #expect(recorder.values == [0, 1])
    #expect(recorder.isStopped)
    #expect(store.subscriberCount == 0)
    recorder.stop()
    #expect(recorder.isStopped)
  }

  @Test func stopUnsubscribesFromAMockStoreOnce() {
    let store = MockStore(state: Tally())
    let recorder = StateRecorder(store) { $0.select(\.count) }
    recorder.stop()
    recorder.stop()
    store.state.count = 1
    #expect(recorder.values == [0])
    #expect(store.unsubscribeCallCount == 1)
    #expect(store.subscriberCount == 0)
  }

  @Test func theRecorderKeepsTheStoreAliveUntilStop() {
    weak var weakStore: Store<Tally>?
    let recorder: StateRecorder<Int>
    do {
      let store = Store(state: Tally(), reducer: Tally.reducer)
      weakStore = store
      recorder = StateRecorder(store) { $0.select(\.count) }
    }
    #expect(weakStore != nil)
    weakStore?.dispatch(tallyAction(.increment))
    #expect(recorder.values == [0, 1])
    recorder.stop()
    #expect(weakStore == nil)
  }
}

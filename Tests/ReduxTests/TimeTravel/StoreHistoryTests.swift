import Redux
import Testing

@MainActor
@Suite("Store history")
struct StoreHistoryTests {
  func makeStore(limit: Int = 10_000) -> (Store<CounterState>, StoreHistory<CounterState>) {
    let history = StoreHistory(initialState: CounterState(), limit: limit)
    let store = Store(
      state: CounterState(),
      reducer: history.reducer(wrapping: CounterState.reducer),
      middlewares: [history.middleware])
    return (store, history)
  }

  @Test func undoRedoAndGotoGiveTheStatesOfThosePositions() throws {
    let (store, history) = makeStore()
    var captured = [store.state]
    for amount in 1...5 {
      store.dispatch(AddAction(amount: amount))
      captured.append(store.state)
    }
    #expect(history.position == 5)
    #expect(history.latestPosition == 5)

    try history.undo(in: store)
    #expect(store.state == captured[4])
    try history.undo(3, in: store)
    #expect(store.state == captured[1])
    #expect(history.position == 1)
    try history.redo(in: store)
    #expect(store.state == captured[2])
    try history.goto(5, in: store)
    #expect(store.state == captured[5])
    try history.goto(0, in: store)
    #expect(store.state == captured[0])
    #expect(history.latestPosition == 5)
    for position in 0...5 {
      #expect(history.state(at: position) == captured[position])
    }
  }

  @Test func subscribersHearEachJump() throws {
    let (store, history) = makeStore()
    let subscriber = RecordingSubscriber<Int>()
    store.subscribe(subscriber) { $0.select(\.count) }
    store.dispatch(AddAction(amount: 2))
    store.dispatch(AddAction(amount: 3))
    #expect(subscriber.received == [0, 2, 5])

    try history.undo(in: store)
    try history.undo(in: store)
    try history.redo(2, in: store)

    #expect(subscriber.received == [0, 2, 5, 2, 0, 5])
  }

  @Test func anActionAfterUndoDropsTheUndoneBranch() throws {
    let (store, history) = makeStore()
    store.dispatch(AddAction(amount: 1))
    store.dispatch(AddAction(amount: 10))
    store.dispatch(AddAction(amount: 100))
    try history.undo(2, in: store)

    store.dispatch(AddAction(amount: 5))

    #expect(store.state.count == 6)
    #expect(history.position == 2)
    #expect(history.latestPosition == 2)
    #expect(throws: TimeTravelError.positionOutOfRange(requested: 3, earliest: 0, latest: 2)) {
      try history.redo(in: store)
    }
    try history.undo(in: store)
    #expect(store.state.count == 1)
    try history.redo(in: store)
    #expect(store.state.count == 6)
    #expect(store.state.seen == ["add1", "add5"])
  }

  @Test func aFullHistoryDropsTheOldestStates() throws {
    let (store, history) = makeStore(limit: 3)
    var captured = [store.state]
    for amount in 1...7 {
      store.dispatch(AddAction(amount: amount))
      captured.append(store.state)
    }

    #expect(history.earliestPosition == 5)
    #expect(history.latestPosition == 7)
    #expect(history.state(at: 4) == nil)
    #expect(throws: TimeTravelError.positionOutOfRange(requested: 4, earliest: 5, latest: 7)) {
      try history.goto(4, in: store)
    }
    try history.goto(5, in: store)
    #expect(store.state == captured[5])
    try history.redo(in: store)
    #expect(store.state == captured[6])
    // The next action drops position 7; past the storage's compaction, the positions still
    // hold their states.
    captured.removeSubrange(7...)
    for amount in 8...20 {
      store.dispatch(AddAction(amount: amount))
      captured.append(store.state)
    }
    #expect(history.earliestPosition == 17)
    #expect(history.latestPosition == 19)
    for position in 17...19 {
      #expect(history.state(at: position) == captured[position])
    }
  }

  @Test func eachPositionKeepsTheActionThatLedToIt() throws {
    let (store, history) = makeStore(limit: 3)
    func amounts() -> [Int?] {
      (history.earliestPosition...history.latestPosition).map {
        (history.action(at: $0) as? AddAction)?.amount
      }
    }
    #expect(amounts() == [nil])
    store.dispatch(AddAction(amount: 1))
    store.dispatch(AddAction(amount: 2))
    #expect(amounts() == [nil, 1, 2])
    #expect(history.action(at: 3) == nil)

    // Jumps are not actions of the history; an action after undo replaces the undone one.
    try history.undo(in: store)
    #expect(amounts() == [nil, 1, 2])
    store.dispatch(AddAction(amount: 5))
    #expect(amounts() == [nil, 1, 5])

    // A full history drops the oldest actions with their states.
    store.dispatch(AddAction(amount: 6))
    #expect(history.earliestPosition == 1)
    #expect(amounts() == [1, 5, 6])
    #expect(history.action(at: 0) == nil)
    for amount in 7...12 {
      store.dispatch(AddAction(amount: amount))
    }
    #expect(history.earliestPosition == 7)
    #expect(amounts() == [10, 11, 12])
  }

  @Test func badPositionsAreErrorsThatChangeNothing() throws {
    let (store, history) = makeStore()
    let subscriber = RecordingSubscriber<Int>()
    store.subscribe(subscriber) { $0.select(\.count) }
    store.dispatch(AddAction(amount: 4))
    store.dispatch(AddAction(amount: 6))
    let state = store.state

    #expect(throws: TimeTravelError.positionOutOfRange(requested: -1, earliest: 0, latest: 2)) {
      try history.undo(3, in: store)
    }
    #expect(throws: TimeTravelError.positionOutOfRange(requested: 3, earliest: 0, latest: 2)) {
      try history.redo(in: store)
    }
    #expect(throws: TimeTravelError.positionOutOfRange(requested: 9, earliest: 0, latest: 2)) {
      try history.goto(9, in: store)
    }

    #expect(store.state == state)
    #expect(history.position == 2)
    #expect(history.latestPosition == 2)
    #expect(subscriber.received == [0, 4, 10])
    #expect(
      TimeTravelError.positionOutOfRange(requested: 9, earliest: 0, latest: 2).description
        == "Position 9 is not in the history: it is after the latest one (2); the history "
        + "holds positions 0 to 2.")
  }

  @Test func aJumpAskedForWhileTheStoreIsBusyIsRefused() {
    let history = StoreHistory(initialState: CounterState())
    var store: Store<CounterState>!
    var error: TimeTravelError?
    store = Store(
      state: CounterState(),
      reducer: history.reducer(wrapping: CounterState.reducer),
      middlewares: [
        history.middleware,
        { state, _ in
          guard state.count == 1 else { return }
          do throws(TimeTravelError) { try history.undo(in: store) } catch let refusal {
            error = refusal
          }
        },
      ])

    store.dispatch(AddAction(amount: 1))

    #expect(error == .storeBusy)
    #expect(store.state.count == 1)
    #expect(history.position == 1)
  }
}

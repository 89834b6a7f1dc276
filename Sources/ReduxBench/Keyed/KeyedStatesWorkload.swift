/// The keyed-states workload: a store with many keys, each with its listeners, against a store
/// with a single key and as many listeners, and against the bare keyed floor; each action changes
/// one key.
///
/// Before anything is timed, the floor is checked to call exactly the listeners the many-key
/// store calls over the same actions.
@MainActor
struct KeyedStatesWorkload {
  /// The workload's name in the results.
  nonisolated static let name = "keyed-states"

  /// Keys of the many-key store and of the floor.
  var keys: Int
  /// Listeners of each key, in both stores and the floor.
  var listenersPerKey: Int
  /// The seed of the keys the actions bump.
  var seed: UInt64
  /// How many actions the listener-call check dispatches.
  var checkedDispatches: Int
  /// The timer.
  var timer: DispatchTimer

  /// Checks the floor against the many-key store, then measures: the many-key store is the
  /// `store` row, the single-key store its `baseline`, the keyed floor its `floor`.
  ///
  /// - Throws: A ``BenchError`` when the floor does not call the store's listeners.
  func run() throws(BenchError) -> [BenchRow] {
    let single = KeyedStatesSubject(keys: 1, listenersPerKey: listenersPerKey, seed: seed)
    let many = KeyedStatesSubject(keys: keys, listenersPerKey: listenersPerKey, seed: seed)
    let floor = KeyedFloorSubject(keys: keys, listenersPerKey: listenersPerKey, seed: seed)
    try checkListenerCalls(of: floor, against: many)
    let timings = timer.measure([many, single, floor])
    let store = row(BenchImplementation.store, many, timings[0])
    let baseline = row(BenchImplementation.baseline, single, timings[1])
    let floorRow = row(BenchImplementation.floor, floor, timings[2])
    return [
      store.compared(toBaseline: baseline, floor: floorRow), baseline,
      floorRow.compared(toBaseline: baseline, floor: nil),
    ]
  }

  /// Dispatches the same actions to both, and compares the listener calls key by key.
  private func checkListenerCalls(
    of floor: KeyedFloorSubject, against store: KeyedStatesSubject
  ) throws(BenchError) {
    store.resetNotificationCount()
    floor.resetNotificationCount()
    store.dispatchNext(checkedDispatches)
    floor.dispatchNext(checkedDispatches)
    if floor.callsByKey == store.callsByKey && floor.bumpsByKey == store.bumpsByKey { return }
    let key = zip(floor.callsByKey, store.callsByKey).enumerated().first { $1.0 != $1.1 }?.offset
    throw BenchError(
      problem: "the keyed floor does not make the store's listener calls over the same "
        + "\(checkedDispatches) actions: \(floor.notificationCount) calls where the store made "
        + "\(store.notificationCount)"
        + (key.map { ", first differing at key \($0)" } ?? "")
        + "; its times would not be comparable")
  }

  private func row(
    _ implementation: String, _ subject: some KeyedListenerCounting, _ timing: Timing
  )
    -> BenchRow
  {
    var row = BenchRow(
      workload: Self.name, implementation: implementation, windows: 0, timing: timing)
    row.keys = subject.keyCount
    row.listenersPerKey = subject.listenersPerKey
    row.onlyChangedKeyListenersCalled = subject.onlyChangedKeyListenersCalled
    return row
  }
}

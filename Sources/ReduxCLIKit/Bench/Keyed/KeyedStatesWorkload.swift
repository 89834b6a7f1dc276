/// The keyed-states workload: a store with many keys, each with its listeners, against a store
/// with a single key and as many listeners, each action changing one key.
@MainActor
struct KeyedStatesWorkload {
  /// The workload's name in the results.
  nonisolated static let name = "keyed-states"

  /// Keys of the many-key store.
  var keys: Int
  /// Listeners of each key, in both stores.
  var listenersPerKey: Int
  /// The seed of the keys the actions bump.
  var seed: UInt64
  /// The timer.
  var timer: DispatchTimer

  /// Measures both stores: the many-key store is the `store` row, the single-key store its
  /// `baseline`.
  func run() -> [BenchRow] {
    let single = KeyedStatesSubject(keys: 1, listenersPerKey: listenersPerKey, seed: seed)
    let many = KeyedStatesSubject(keys: keys, listenersPerKey: listenersPerKey, seed: seed)
    let timings = timer.measure([many, single])
    let store = row("store", many, timings[0])
    let baseline = row("baseline", single, timings[1])
    return [store.compared(toBaseline: baseline, floor: nil), baseline]
  }

  private func row(
    _ implementation: String, _ subject: KeyedStatesSubject, _ timing: Timing
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

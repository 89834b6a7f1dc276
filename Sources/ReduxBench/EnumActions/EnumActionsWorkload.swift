import Redux

/// The enum-action workload: the multi-window workload's store with every action an enum,
/// dispatched with `dispatch(_:forWindowUUID:)` and reduced by typed reducers, against the same
/// store with action objects, its `baseline` here; for each window count, over the same seeded
/// actions, windows, screens and subscribers.
///
/// Before anything is timed, the enum-action store is checked to make exactly the class-action
/// store's subscriber calls (``SubscriberCallCheck``). The two take turns, batch by batch, in
/// batches of the same size, so that they dispatch the same actions and their notifications per
/// dispatch are equal. Their allocations per dispatch are counted at 1 and 64 windows, as the
/// memory workload counts the store's (``DispatchAllocationCount``).
@MainActor
struct EnumActionsWorkload {
  /// The workload's name in the results.
  nonisolated static let name = "enum"

  /// The window counts to measure.
  var windowCounts: [Int]
  /// How many targets each action script draws before it repeats; also how many actions the
  /// subscriber-call check, and each count of allocations, dispatches.
  var scriptLength: Int
  /// The seed of the action scripts.
  var seed: UInt64
  /// The timer.
  var timer: DispatchTimer

  /// Checks the enum-action store against the class-action store, times both at every window
  /// count, counts their allocations, and returns two rows per window count: the enum-action
  /// store (`store`) and the class-action store (`baseline`).
  ///
  /// - Throws: A ``BenchError`` when the enum-action store does not make the class-action store's
  ///   subscriber calls.
  func run() throws(BenchError) -> [BenchRow] {
    var subjects: [any MeasuredSubject] = []
    for windows in windowCounts {
      let script = ActionScript.opening(windows, length: scriptLength, seed: seed)
      let classStore = StoreMultiWindowSubject(script: script)
      let enumStore = EnumStoreMultiWindowSubject(script: script)
      try SubscriberCallCheck.verify(
        store: classStore, others: [("the enum-action store", enumStore)], windows: windows,
        dispatches: scriptLength)
      subjects += [enumStore, classStore]
    }
    let timings = timer.measure(subjects, batchesSharedBy: 2)
    let allocations = DispatchAllocationCount(dispatches: scriptLength, seed: seed).perDispatch([
      (1, EnumStoreMultiWindowSubject.init), (64, EnumStoreMultiWindowSubject.init),
      (1, StoreMultiWindowSubject.init), (64, StoreMultiWindowSubject.init),
    ])
    var rows: [BenchRow] = []
    for (offset, windows) in windowCounts.enumerated() {
      var store = row(BenchImplementation.store, windows, timings[2 * offset])
      var baseline = row(BenchImplementation.baseline, windows, timings[2 * offset + 1])
      switch allocations {
      case .success(let counts):
        store.setAllocations(at1Window: counts[0], at64Windows: counts[1])
        baseline.setAllocations(at1Window: counts[2], at64Windows: counts[3])
      case .failure(let unavailable):
        store.allocationCounting = "not counted: \(unavailable.reason)"
        baseline.allocationCounting = store.allocationCounting
      }
      rows += [store.compared(toBaseline: baseline, floor: nil), baseline]
    }
    return rows
  }

  private func row(_ implementation: String, _ windows: Int, _ timing: Timing) -> BenchRow {
    var row = BenchRow(
      workload: Self.name, implementation: implementation, windows: windows, timing: timing)
    row.screensPerWindow = BenchScreen.allCases.count
    return row
  }
}

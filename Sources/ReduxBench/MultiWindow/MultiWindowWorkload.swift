import Redux

/// The multi-window workload: for each window count, the `Store`, the wiki baseline, the two
/// floors and the app's code alone dispatch the same seeded actions over the same windows.
///
/// Before anything is timed, each floor and the app's code alone are checked to make exactly
/// the store's subscriber calls over the same actions (``SubscriberCallCheck``); a floor that
/// did less work would not be a floor.
///
/// Every row is timed in one round: all implementations at all window counts take turns, batch
/// by batch. The targets compare rows (the store with the baseline and `floor-uuid`, the store
/// at each window count with the store at 1), and rows timed in turns see the same machine: a
/// slow spell of a shared machine falls on all of them alike instead of on whichever ran at that
/// moment.
@MainActor
struct MultiWindowWorkload {
  /// The workload's name in the results.
  nonisolated static let name = "multi-window"

  /// The window counts to measure.
  var windowCounts: [Int]
  /// How many targets each action script draws before it repeats; also how many actions the
  /// subscriber-call check dispatches.
  var scriptLength: Int
  /// The seed of the action scripts.
  var seed: UInt64
  /// The timer.
  var timer: DispatchTimer

  /// The implementations of one window count, in the order of their rows.
  private static let implementations = [
    BenchImplementation.store, BenchImplementation.baseline, BenchImplementation.floor,
    BenchImplementation.floorUUID, BenchImplementation.appCode,
  ]

  /// Checks the floors and the app's code against the store, then measures every window count,
  /// and returns the rows, five per window count, with their ratios to the baseline, the floors
  /// and the app's code.
  ///
  /// - Throws: A ``BenchError`` when a floor or the app's code does not make the store's
  ///   subscriber calls.
  func run() throws(BenchError) -> [BenchRow] {
    var subjects: [any MeasuredSubject] = []
    for windows in windowCounts {
      let script = ActionScript.opening(windows, length: scriptLength, seed: seed)
      let store = StoreMultiWindowSubject(script: script)
      let floor = FloorSubject(script: script)
      let floorUUID = FloorUUIDSubject(script: script)
      let appCode = AppCodeSubject(script: script)
      try SubscriberCallCheck.verify(
        store: store,
        others: [
          (BenchImplementation.floor, floor), (BenchImplementation.floorUUID, floorUUID),
          (BenchImplementation.appCode, appCode),
        ],
        windows: windows, dispatches: scriptLength)
      subjects += [store, WikiMultiWindowSubject(script: script), floor, floorUUID, appCode]
    }
    let timings = timer.measure(subjects)
    let count = Self.implementations.count
    var rows: [BenchRow] = []
    for (offset, windows) in windowCounts.enumerated() {
      let group = Self.implementations.enumerated().map { index, implementation in
        row(implementation, windows, timings[offset * count + index])
      }
      let (baseline, floor, floorUUID, appCode) = (group[1], group[2], group[3], group[4])
      rows += group.map {
        $0.compared(toBaseline: baseline, floor: floor, floorUUID: floorUUID, appCode: appCode)
      }
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

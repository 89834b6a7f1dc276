import Redux

/// The multi-window workload: for each window count, the `Store`, the wiki baseline and the floor
/// dispatch the same seeded actions over the same windows.
///
/// Every row is timed in one round: all implementations at all window counts take turns, batch
/// by batch. The targets compare rows (the store with the baseline and the floor, the store at
/// 256 windows with the store at 1), and rows timed in turns see the same machine: a slow spell
/// of a shared machine falls on all of them alike instead of on whichever ran at that moment.
@MainActor
struct MultiWindowWorkload {
  /// The workload's name in the results.
  nonisolated static let name = "multi-window"

  /// The window counts to measure.
  var windowCounts: [Int]
  /// How many targets each action script draws before it repeats.
  var scriptLength: Int
  /// The seed of the action scripts.
  var seed: UInt64
  /// The timer.
  var timer: DispatchTimer

  /// Measures every window count, and returns the rows, three per window count, with their
  /// ratios to the baseline and the floor.
  func run() -> [BenchRow] {
    let subjects: [any MeasuredSubject] = windowCounts.flatMap { windows in
      let script = ActionScript(
        windows: (0..<windows).map { _ in WindowUUID() }, length: scriptLength,
        seed: seed &+ UInt64(windows))
      let implementations: [any MeasuredSubject] = [
        StoreMultiWindowSubject(script: script), WikiMultiWindowSubject(script: script),
        WikiFloorSubject(script: script),
      ]
      return implementations
    }
    let timings = timer.measure(subjects)
    var rows: [BenchRow] = []
    for (offset, windows) in windowCounts.enumerated() {
      let store = row("store", windows, timings[offset * 3])
      let baseline = row("baseline", windows, timings[offset * 3 + 1])
      let floor = row("floor", windows, timings[offset * 3 + 2])
      rows += [store, baseline, floor].map { $0.compared(toBaseline: baseline, floor: floor) }
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

extension BenchRow {
  /// The row with its ratios to a baseline and a floor filled in.
  func compared(toBaseline baseline: BenchRow, floor: BenchRow?) -> BenchRow {
    var row = self
    if nsPerDispatch > 0 {
      row.speedupOverBaseline = baseline.nsPerDispatch / nsPerDispatch
    }
    if let floor, floor.nsPerDispatch > 0 {
      row.costOverFloor = nsPerDispatch / floor.nsPerDispatch
    }
    return row
  }
}

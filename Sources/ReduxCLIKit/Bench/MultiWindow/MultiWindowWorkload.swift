import Redux

/// The multi-window workload: for each window count, the `Store`, the wiki baseline and the floor
/// dispatch the same seeded actions over the same windows.
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
    var rows: [BenchRow] = []
    for windows in windowCounts {
      let script = ActionScript(
        windows: (0..<windows).map { _ in WindowUUID() }, length: scriptLength,
        seed: seed &+ UInt64(windows))
      let timings = timer.measure([
        StoreMultiWindowSubject(script: script), WikiMultiWindowSubject(script: script),
        WikiFloorSubject(script: script),
      ])
      let store = row("store", windows, timings[0])
      let baseline = row("baseline", windows, timings[1])
      let floor = row("floor", windows, timings[2])
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

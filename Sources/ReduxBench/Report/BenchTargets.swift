/// The issue's performance targets, judged from a run's rows.
///
/// Each verdict prints what was measured, whether or not it meets its target: a target that is
/// not met is a cross, never hidden or softened.
enum BenchTargets {
  /// The most instructions one dispatch to the store at 1 window may cost. A count of
  /// instructions, not a time: it is read with callgrind from two `--profile` runs of different
  /// lengths (Performance.md says how), so this table only shows it, never judges it.
  static let maximumInstructionsAt1Window = 6_200
  /// The most the store's cost at any window count up to 256 may be, as a multiple of its cost
  /// at 1 window.
  static let maximumGrowth = 1.25
  /// The window counts the growth target covers.
  static let growthWindowCounts = 1...256
  /// At 64 windows, how many times faster than the baseline the store must be, at least.
  static let minimumSpeedupAt64Windows = 100.0
  /// The most allocations one dispatch may make, the action object itself included.
  static let maximumAllocationsPerDispatch = 1.0
  /// The most the many-key store may cost, as a multiple of the bare keyed floor.
  static let maximumKeyedCostOverFloor = 3.0
  /// The most resident memory may grow over the memory workload's cycles.
  static let maximumMemoryGrowth = 1 << 20

  /// The most allocations one dispatch of an enum action may make: the `Action` object the
  /// wiki's reducer signature takes, which `dispatch(_:forWindowUUID:)` makes.
  static let maximumEnumAllocationsPerDispatch = 1.0

  /// The most the rows store's cost at the most rows measured may be, as a multiple of its cost
  /// at the fewest.
  static let maximumRowsGrowth = 2.0
  /// The most the rows store's cost may be, as a multiple of the rows floor's, at the most rows.
  static let maximumRowsCostOverFloor = 3.0

  /// Judges every target.
  ///
  /// - Parameters:
  ///   - rows: The run's rows.
  ///   - isJudged: `false` for a `--quick` run: figures are shown, targets not judged.
  /// - Returns: One verdict per target, in the issue's order.
  static func verdicts(for rows: [BenchRow], isJudged: Bool) -> [TargetVerdict] {
    let results = BenchResultsIndex(rows: rows)
    return [
      floorUUID(results), growth(results), speedup(results), allocations(results),
      keyed(results), memory(results), enumActions(results), rowSubscriptions(results),
      batches(results),
    ].map { verdict in
      isJudged || verdict.isMet == nil
        ? verdict : TargetVerdict(summary: verdict.summary + " [not judged: --quick]")
    }
  }

  /// The 1-window budget is judged in instructions with callgrind, not here: the line shows how
  /// the store compares with its floors in this run.
  private static func floorUUID(_ results: BenchResultsIndex) -> TargetVerdict {
    let target =
      "(budget ≤ \(BenchNumberFormat.grouped(Double(maximumInstructionsAt1Window))) "
      + "instructions, judged with callgrind: see Performance.md)"
    guard let store = results.multiWindow(BenchImplementation.store, 1),
      let floor = results.multiWindow(BenchImplementation.floorUUID, 1)
    else { return TargetVerdict(summary: "1 window: not measured in this run \(target)") }
    let ratio = store.nsPerDispatch / floor.nsPerDispatch
    return TargetVerdict(
      summary: "1 window: \(nanoseconds(store)), \(format(ratio))× floor-uuid, the bare loop "
        + "that finds the window by its UUID \(target)")
  }

  private static func growth(_ results: BenchResultsIndex) -> TargetVerdict {
    let target = "(target ≤ \(format(maximumGrowth))× at every count)"
    let counts = results.rows
      .filter {
        $0.workload == MultiWindowWorkload.name && $0.implementation == BenchImplementation.store
          && $0.windows > 1 && growthWindowCounts.contains($0.windows)
      }
      .map(\.windows)
    guard let one = results.multiWindow(BenchImplementation.store, 1), !counts.isEmpty else {
      return TargetVerdict(
        summary: "1 to 256 windows against 1: not measured in this run \(target)")
    }
    var growths: [(windows: Int, growth: Double)] = []
    for windows in counts.sorted() {
      guard let row = results.multiWindow(BenchImplementation.store, windows) else { continue }
      growths.append((windows, row.nsPerDispatch / one.nsPerDispatch))
    }
    let worst = growths.max { $0.growth < $1.growth } ?? (1, 1)
    let each = growths.map { "\($0.windows): \(format($0.growth))×" }.joined(separator: ", ")
    return TargetVerdict(
      summary: "Up to \(growths.last?.windows ?? 1) windows: at most \(format(worst.growth))× "
        + "the cost at 1 window (\(each)) \(target)",
      isMet: worst.growth <= maximumGrowth)
  }

  private static func speedup(_ results: BenchResultsIndex) -> TargetVerdict {
    let target = "(target ≥ \(format(minimumSpeedupAt64Windows))×)"
    guard let store = results.multiWindow(BenchImplementation.store, 64),
      let baseline = results.multiWindow(BenchImplementation.baseline, 64)
    else { return TargetVerdict(summary: "64 windows: not measured in this run \(target)") }
    let speedup = baseline.nsPerDispatch / store.nsPerDispatch
    return TargetVerdict(
      summary: "64 windows: \(format(speedup))× faster than the wiki baseline \(target)",
      isMet: speedup >= minimumSpeedupAt64Windows)
  }

  private static func allocations(_ results: BenchResultsIndex) -> TargetVerdict {
    let target =
      "(target ≤ \(BenchNumberFormat.allocations(maximumAllocationsPerDispatch)): nothing "
      + "beyond the action object)"
    guard let row = results.memory else {
      return TargetVerdict(summary: "Allocations: not measured in this run \(target)")
    }
    guard let one = row.allocationsPerDispatchAt1Window,
      let many = row.allocationsPerDispatchAt64Windows
    else {
      return TargetVerdict(
        summary: "Allocations per dispatch: n/a, \(row.allocationCounting ?? "not counted") "
          + target)
    }
    return TargetVerdict(
      summary: "Allocations per dispatch, the action object included: "
        + "\(BenchNumberFormat.allocations(one)) at 1 window, "
        + "\(BenchNumberFormat.allocations(many)) at 64 windows \(target)",
      isMet: max(one, many) <= maximumAllocationsPerDispatch)
  }

  private static func keyed(_ results: BenchResultsIndex) -> TargetVerdict {
    let target = "(target ≤ \(format(maximumKeyedCostOverFloor))×, only that key's listeners)"
    guard let store = results.keyed(BenchImplementation.store),
      let floor = results.keyed(BenchImplementation.floor)
    else { return TargetVerdict(summary: "Keyed states: not measured in this run \(target)") }
    let ratio = store.nsPerDispatch / floor.nsPerDispatch
    let onlyThatKey = store.onlyChangedKeyListenersCalled == true
    return TargetVerdict(
      summary: "Keyed states: changing 1 of \(store.keys ?? 0) keys costs \(format(ratio))× the "
        + "bare keyed floor; "
        + (onlyThatKey ? "only that key's listeners called " : "OTHER listeners called ")
        + target,
      isMet: ratio <= maximumKeyedCostOverFloor && onlyThatKey)
  }

  private static func memory(_ results: BenchResultsIndex) -> TargetVerdict {
    let target = "(target within 1 MB)"
    guard let row = results.memory else {
      return TargetVerdict(summary: "Memory: not measured in this run \(target)")
    }
    guard let before = row.residentBytesBefore, let after = row.residentBytesAfter else {
      return TargetVerdict(
        summary: "Memory: resident memory cannot be read on this platform \(target)")
    }
    let growth = after - before
    return TargetVerdict(
      summary: "Memory: \(formatBytes(growth)) resident after "
        + "\(BenchNumberFormat.grouped(Double(row.cycles ?? 0))) open-and-close "
        + "cycles \(target)",
      isMet: abs(growth) <= maximumMemoryGrowth)
  }

  /// An enum action's allocations are judged here; its instructions, at most a class action's,
  /// with callgrind, so the line only shows how the two compare in time in this run.
  private static func enumActions(_ results: BenchResultsIndex) -> TargetVerdict {
    let target =
      "(target ≤ \(BenchNumberFormat.allocations(maximumEnumAllocationsPerDispatch)): the "
      + "Action object)"
    guard
      let store = results.rows.first(where: {
        $0.workload == EnumActionsWorkload.name && $0.implementation == BenchImplementation.store
      })
    else { return TargetVerdict(summary: "Enum actions: not measured in this run \(target)") }
    let time =
      "; not judged here: "
      + (store.speedupOverBaseline.map {
        "\(format(1 / $0))× the class-action store's time at \(store.windows) "
          + (store.windows == 1 ? "window" : "windows")
      } ?? "no time")
      + " (target: instructions ≤ a class action's, judged with callgrind: see Performance.md)"
    guard let one = store.allocationsPerDispatchAt1Window,
      let many = store.allocationsPerDispatchAt64Windows
    else {
      return TargetVerdict(
        summary: "Enum actions: allocations per dispatch n/a, "
          + "\(store.allocationCounting ?? "not counted") \(target)\(time)")
    }
    return TargetVerdict(
      summary: "Enum actions: allocations per dispatch, the Action object included: "
        + "\(BenchNumberFormat.allocations(one)) at 1 window, "
        + "\(BenchNumberFormat.allocations(many)) at 64 windows \(target)\(time)",
      isMet: max(one, many) <= maximumEnumAllocationsPerDispatch)
  }

  /// The row-subscription store at the most rows, against itself at the fewest and against the
  /// floor, with the same subscriber calls per dispatch as the floor.
  private static func rowSubscriptions(_ results: BenchResultsIndex) -> TargetVerdict {
    let target =
      "(target ≤ \(format(maximumRowsGrowth))× its cost at the fewest rows, "
      + "≤ \(format(maximumRowsCostOverFloor))× floor, the floor's notifications)"
    let counts = results.rowCounts
    guard let fewest = counts.first, let most = counts.last, fewest < most,
      let small = results.rows(BenchImplementation.store, fewest),
      let large = results.rows(BenchImplementation.store, most),
      let floor = results.rows(BenchImplementation.floor, most)
    else { return TargetVerdict(summary: "Rows: not measured in this run \(target)") }
    let growth = large.nsPerDispatch / small.nsPerDispatch
    let overFloor = large.nsPerDispatch / floor.nsPerDispatch
    let sameCalls = large.notificationsPerDispatch == floor.notificationsPerDispatch
    // What the store's cost is made of, for the reader of a ratio over the floor: the store's
    // own work for an action that changes nothing, and the app's code with no store.
    let parts = [
      results.rows(BenchImplementation.unchanged, most).map { row in
        "a dispatch that changes nothing \(format(row.nsPerDispatch / floor.nsPerDispatch))×"
      },
      results.rows(BenchImplementation.appCode, most).map { row in
        "the app code with no store \(format(row.nsPerDispatch / floor.nsPerDispatch))×"
      },
    ].compactMap { $0 }
    let makeUp = parts.isEmpty ? "" : " (" + parts.joined(separator: ", ") + ")"
    return TargetVerdict(
      summary: "Rows: at \(BenchNumberFormat.grouped(Double(most))) rows, row subscriptions cost "
        + "\(format(growth))× their cost at \(BenchNumberFormat.grouped(Double(fewest))) and "
        + "\(format(overFloor))× the floor\(makeUp); "
        + "\(BenchNumberFormat.perDispatch(large.notificationsPerDispatch)) notifications per "
        + "dispatch, the floor \(BenchNumberFormat.perDispatch(floor.notificationsPerDispatch)) "
        + target,
      isMet: growth <= maximumRowsGrowth && overFloor <= maximumRowsCostOverFloor && sameCalls)
  }

  /// At most one notification per subscriber per batch.
  private static func batches(_ results: BenchResultsIndex) -> TargetVerdict {
    guard let row = results.batch, let subscribers = row.subscribers,
      let actions = row.actionsPerBatch, let notifications = row.notificationsPerBatch
    else { return TargetVerdict(summary: "Batch: not measured in this run") }
    return TargetVerdict(
      summary: "Batch: \(BenchNumberFormat.perDispatch(notifications)) notifications per batch "
        + "of \(BenchNumberFormat.grouped(Double(actions))) actions to \(subscribers) row "
        + "subscribers (target ≤ \(subscribers): at most one per subscriber)",
      isMet: notifications <= Double(subscribers))
  }

  /// A row's cost per dispatch, with its unit.
  private static func nanoseconds(_ row: BenchRow) -> String {
    BenchNumberFormat.nanoseconds(row.nsPerDispatch) + " ns"
  }

  /// A ratio or size for a verdict: whole above 100, one decimal above 10, two below.
  static func format(_ value: Double) -> String {
    BenchNumberFormat.ratio(value)
  }

  /// A signed size in bytes, KB or MB.
  static func formatBytes(_ bytes: Int) -> String {
    let sign = bytes < 0 ? "-" : "+"
    return sign + BenchNumberFormat.bytes(abs(bytes))
  }
}

/// The performance targets, judged from a run's rows.
enum BenchTargets {
  /// At 64 windows, how many times faster than the baseline the store must be, at least.
  static let minimumSpeedupAt64Windows = 100.0
  /// The most the cost at 256 windows may be, as a multiple of the cost at 1 window.
  static let maximumGrowthTo256Windows = 1.5
  /// The most the cost at 1 window may be, as a multiple of the floor's.
  static let maximumCostOverFloor = 2.0
  /// The most the many-key store may cost, as a multiple of the single-key store.
  static let maximumKeyedCost = 2.0
  /// The most resident memory may grow over the memory workload's cycles.
  static let maximumMemoryGrowth = 1 << 20

  /// Judges every target.
  ///
  /// - Parameters:
  ///   - rows: The run's rows.
  ///   - isJudged: `false` for a `--quick` run: figures are shown, targets not judged.
  /// - Returns: One verdict per target, in the order.
  static func verdicts(for rows: [BenchRow], isJudged: Bool) -> [TargetVerdict] {
    let results = BenchResultsIndex(rows: rows)
    return [
      speedup(results), growth(results), floor(results), keyed(results), memory(results),
    ].map { verdict in
      isJudged || verdict.isMet == nil
        ? verdict : TargetVerdict(summary: verdict.summary + " [not judged: --quick]")
    }
  }

  private static func speedup(_ results: BenchResultsIndex) -> TargetVerdict {
    let target = "(target ≥ \(format(minimumSpeedupAt64Windows))×)"
    guard let store = results.multiWindow("store", 64),
      let baseline = results.multiWindow("baseline", 64)
    else { return TargetVerdict(summary: "64 windows: not measured in this run \(target)") }
    let speedup = baseline.nsPerDispatch / store.nsPerDispatch
    return TargetVerdict(
      summary: "64 windows: \(format(speedup))× faster than the wiki baseline \(target)",
      isMet: speedup >= minimumSpeedupAt64Windows)
  }

  private static func growth(_ results: BenchResultsIndex) -> TargetVerdict {
    let target = "(target ≤ \(format(maximumGrowthTo256Windows))×)"
    guard let one = results.multiWindow("store", 1), let many = results.multiWindow("store", 256)
    else {
      return TargetVerdict(summary: "256 windows against 1: not measured in this run \(target)")
    }
    let growth = many.nsPerDispatch / one.nsPerDispatch
    return TargetVerdict(
      summary: "256 windows: \(format(growth))× the cost at 1 window \(target)",
      isMet: growth <= maximumGrowthTo256Windows)
  }

  private static func floor(_ results: BenchResultsIndex) -> TargetVerdict {
    let target = "(target ≤ \(format(maximumCostOverFloor))×)"
    guard let store = results.multiWindow("store", 1), let floor = results.multiWindow("floor", 1)
    else { return TargetVerdict(summary: "1 window: not measured in this run \(target)") }
    let ratio = store.nsPerDispatch / floor.nsPerDispatch
    return TargetVerdict(
      summary: "1 window: \(format(ratio))× the bare wiki reducer loop \(target)",
      isMet: ratio <= maximumCostOverFloor)
  }

  private static func keyed(_ results: BenchResultsIndex) -> TargetVerdict {
    let target = "(target ≤ \(format(maximumKeyedCost))×, only that key's listeners)"
    guard let many = results.keyed("store"), let single = results.keyed("baseline") else {
      return TargetVerdict(summary: "Keyed states: not measured in this run \(target)")
    }
    let ratio = many.nsPerDispatch / single.nsPerDispatch
    let onlyThatKey =
      many.onlyChangedKeyListenersCalled == true && single.onlyChangedKeyListenersCalled == true
    let keys = many.keys ?? 0
    return TargetVerdict(
      summary: "Keyed states: changing 1 of \(keys) keys costs \(format(ratio))× a single-key "
        + "store; "
        + (onlyThatKey ? "only that key's listeners called " : "OTHER listeners called ")
        + target,
      isMet: ratio <= maximumKeyedCost && onlyThatKey)
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

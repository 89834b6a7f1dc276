import Foundation

/// Every workload of one `redux-bench` run, run in one process, one after the other.
@MainActor
struct BenchSuite {
  /// What to measure and how.
  var configuration: BenchConfiguration

  /// Runs the workloads and returns their rows: multi-window, then enum actions, rows, batch,
  /// keyed states, then memory; with `--workload`, only the workload it names
  /// (``ProfileWorkload/suiteWorkload``).
  ///
  /// The memory workload runs first, on a heap that the other workloads have not yet filled
  /// with freed blocks that later allocations could quietly reuse.
  ///
  /// - Throws: A ``BenchError`` when a floor, the enum-action store or the rows workload's
  ///   `select`, does not do the store's work, checked before any timing.
  func run() throws(BenchError) -> [BenchRow] {
    let timer = configuration.timer
    var memory: [BenchRow] = []
    if runs(MemoryWorkload.name) {
      memory.append(
        MemoryWorkload(
          cycles: configuration.cycles, windowsForCost: configuration.windowsForCost,
          allocationDispatches: configuration.scriptLength, seed: configuration.seed
        ).run())
    }
    var rows: [BenchRow] = []
    if runs(MultiWindowWorkload.name) {
      rows += try MultiWindowWorkload(
        windowCounts: configuration.windowCounts, scriptLength: configuration.scriptLength,
        seed: configuration.seed, timer: timer
      ).run()
    }
    if runs(EnumActionsWorkload.name) {
      rows += try EnumActionsWorkload(
        windowCounts: configuration.windowCounts, scriptLength: configuration.scriptLength,
        seed: configuration.seed, timer: timer
      ).run()
    }
    if runs(RowsWorkload.name) {
      rows += try RowsWorkload(
        rowCounts: configuration.rowCounts, checkedDispatches: configuration.scriptLength,
        seed: configuration.seed, timer: timer
      ).run()
    }
    if runs(BatchWorkload.name) {
      rows += BatchWorkload(
        subscribers: configuration.batchSubscribers,
        actionsPerBatch: configuration.actionsPerBatch, seed: configuration.seed, timer: timer
      ).run()
    }
    if runs(KeyedStatesWorkload.name) {
      rows += try KeyedStatesWorkload(
        keys: configuration.keys, listenersPerKey: configuration.listenersPerKey,
        seed: configuration.seed, checkedDispatches: configuration.scriptLength, timer: timer
      ).run()
    }
    return rows + memory
  }

  /// Whether this run measures a workload: every one, unless `--workload` names another.
  private func runs(_ workload: String) -> Bool {
    configuration.workload.map { $0.suiteWorkload == workload } ?? true
  }

  /// Lines naming the machine, the build and the settings, for the top of the table.
  var header: [String] {
    let process = ProcessInfo.processInfo
    var lines = [
      "redux-bench: \(process.activeProcessorCount) cores, "
        + "\(process.operatingSystemVersionString), \(Self.buildName) build, "
        + "seed \(configuration.seed), median of \(configuration.repetitions) repetitions, "
        + "clock: \(BenchClock.name)"
    ]
    if let workload = configuration.workload {
      lines.append("--workload \(workload.rawValue): the \(workload.suiteWorkload) workload only.")
    }
    if configuration.isQuick {
      lines.append("--quick: small sizes to check that the benchmark works; figures not judged.")
    }
    #if DEBUG
    lines.append(
      "Debug build: figures are not representative; use 'swift run -c release redux-bench'.")
    #endif
    return lines
  }

  /// `release` or `debug`.
  static var buildName: String {
    #if DEBUG
    return "debug"
    #else
    return "release"
    #endif
  }
}

import Redux

/// The multi-window workload alone, for a profiler: `redux-bench --profile N`, with the
/// store or, with `--workload floor-uuid` or `--workload app-code`, that row; with
/// `--workload enum`, the enum-action workload's store.
///
/// A profiler such as `valgrind --tool=callgrind` or `perf record` attributes a whole process,
/// so the run makes the store of the benchmark's multi-window workload (five screens and five
/// screen subscribers per window), its floor or its app code alone, and dispatches `N` of the
/// workload's actions to it, with nothing else timed or measured. The DocC article "Performance"
/// counts instructions in such runs.
@MainActor
struct StoreProfileRun {
  /// Open windows.
  let windows: Int
  /// Actions to dispatch.
  let dispatches: Int
  /// The seed of the actions.
  let seed: UInt64
  /// The length of the action script, repeated as often as needed.
  let scriptLength: Int
  /// Which row to run: the store (``ProfileWorkload/multiWindow``), `floor-uuid`, `app-code` or
  /// the enum-action store. The keyed, rows and batch workloads have their own runs
  /// (``KeyedProfileRun``, ``RowsProfileRun``), and run the store here.
  var workload = ProfileWorkload.multiWindow
  /// Whether the store measures what each action costs (`--measure-costs`), each report handed
  /// to a handler that counts it; the floor and the app code have no store to measure.
  var measuresCosts = false

  /// Dispatches the actions.
  ///
  /// - Returns: One line saying what ran: the dispatches, the windows and the subscriber calls.
  func run() -> String {
    let script = ActionScript(
      windows: (0..<windows).map { _ in WindowUUID() }, length: scriptLength, seed: seed)
    let (subject, name): (any ScreenProbing, String) =
      switch workload {
      case .floorUUID: (FloorUUIDSubject(script: script), BenchImplementation.floorUUID)
      case .appCode: (AppCodeSubject(script: script), BenchImplementation.appCode)
      case .enumActions: (EnumStoreMultiWindowSubject(script: script), "the enum-action store")
      case .multiWindow, .keyed, .keyedFloor, .rows, .rowsSelect, .rowsFloor, .rowsUnchanged,
        .rowsAppCode,
        .batch:
        (StoreMultiWindowSubject(script: script), "the store")
      }
    var reports = 0
    if measuresCosts {
      let measurement =
        switch subject {
        case let subject as StoreMultiWindowSubject: try? subject.store.measureCosts()
        case let subject as EnumStoreMultiWindowSubject: try? subject.store.measureCosts()
        default: nil as CostMeasurement?
        }
      measurement?.onReport { _ in reports += 1 }
    }
    subject.resetNotificationCount()
    subject.dispatchNext(dispatches)
    return
      "profile: \(dispatches) dispatches to \(name) with \(windows) window(s) open, "
      + "\(subject.notificationCount) subscriber calls"
      + (measuresCosts ? ", \(reports) cost reports" : "")
  }
}

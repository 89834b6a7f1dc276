/// The rows or batch workload alone, for a profiler: `redux-bench --profile N --workload rows`
/// (row subscriptions), `rows-select` (store-wide selections), `rows-floor` (the bare floor),
/// `rows-unchanged` (row subscriptions, actions that change nothing), `rows-app-code` (the app's
/// code with no store), at the last of `--rows`; or
/// `--workload batch`, `N` batches.
///
/// The run fills the list, subscribes one probe per row, and dispatches `N` actions (or
/// batches), each changing one random row, with nothing else timed or measured. The row
/// subscription's instruction counts in the DocC article "Performance" come from such runs.
@MainActor
struct RowsProfileRun {
  /// Rows in the list, one subscriber each.
  let rows: Int
  /// Actions, or batches, to dispatch.
  let dispatches: Int
  /// The seed of the rows changed.
  let seed: UInt64
  /// Which row of the workload to run.
  let workload: ProfileWorkload
  /// The actions in each batch, for ``ProfileWorkload/batch``.
  var actionsPerBatch = 1

  /// Dispatches the actions.
  ///
  /// - Returns: One line saying what ran: the dispatches, the rows and the subscriber calls.
  func run() -> String {
    let (subject, name): (any RowProbing, String) =
      switch workload {
      case .rowsSelect:
        (RowsStoreSubject(rows: rows, seed: seed, subscribesByRow: false), "select")
      case .rowsFloor: (RowsFloorSubject(rows: rows, seed: seed), "the rows floor")
      case .rowsAppCode:
        (RowsAppCodeSubject(rows: rows, seed: seed), "the rows app code, with no store,")
      case .rowsUnchanged:
        (
          RowsStoreSubject(rows: rows, seed: seed, subscribesByRow: true, changesRows: false),
          "the store, each action changing nothing,"
        )
      case .batch:
        (
          BatchStoreSubject(rows: rows, actionsPerBatch: actionsPerBatch, seed: seed),
          "the store, batches of \(actionsPerBatch) actions,"
        )
      default:
        (RowsStoreSubject(rows: rows, seed: seed, subscribesByRow: true), "the store")
      }
    subject.resetNotificationCount()
    subject.dispatchNext(dispatches)
    return
      "profile: \(dispatches) dispatches to \(name) with \(rows) rows and row subscribers, "
      + "\(subject.notificationCount) subscriber calls"
  }
}

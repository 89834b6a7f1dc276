/// The batch workload: a list of rows, one row subscriber per row, and batches of actions that
/// each change one random row, dispatched as one ``ActionBatch``: subscribers hear once per batch.
@MainActor
struct BatchWorkload {
  /// The workload's name in the results.
  nonisolated static let name = "batch"

  /// The rows of the list, and its row subscribers: one per row.
  var subscribers: Int
  /// The actions in each batch.
  var actionsPerBatch: Int
  /// The seed of the rows the actions change.
  var seed: UInt64
  /// The timer; its batches are batches of ``ActionBatch``es.
  var timer: DispatchTimer

  /// Times the store and returns its row.
  func run() -> [BenchRow] {
    let subject = BatchStoreSubject(
      rows: subscribers, actionsPerBatch: actionsPerBatch, seed: seed)
    let timing = timer.measure(subject)
    var row = BenchRow(
      workload: Self.name, implementation: BenchImplementation.store, windows: 1, timing: timing)
    row.rows = subscribers
    row.subscribers = subscribers
    row.actionsPerBatch = actionsPerBatch
    row.notificationsPerBatch = timing.notificationsPerDispatch
    row.nsPerAction = timing.nanosecondsPerDispatch / Double(actionsPerBatch)
    return [row]
  }
}

/// The rows workload: one window showing a list of R rows, one subscriber per row, each action
/// changing one random row; row subscriptions (`store`) against store-wide selections
/// (`select`) and the bare floor (`floor`), for each R. Two more rows say what the store's cost
/// is made of:
/// - `unchanged` is the same store as `store` with actions that change nothing: the store's own
///   work for any action, which says how much of `store` is the dispatch itself rather than the
///   row;
/// - `app-code` is the app's own code with no store (``RowsAppCodeSubject``): its action objects,
///   its list reducer and its rows' revisions, calling each changed row's subscriber. What any
///   store built on this app's code costs at least; the store's own cost is `store` over it.
///
/// Before anything is timed, `select`, the floor and `app-code` are checked to make exactly the
/// store's subscriber calls, probe by probe, over the same actions. The store, the floor,
/// `unchanged` and `app-code` take turns, batch by batch and R by R, in batches of the same
/// size, so that the ratios the targets read come from one stretch of the machine's load;
/// `select`, whose cost grows with R, is timed after them.
@MainActor
struct RowsWorkload {
  /// The workload's name in the results.
  nonisolated static let name = "rows"

  /// The numbers of rows to measure.
  var rowCounts: [Int]
  /// How many actions the subscriber-call check dispatches.
  var checkedDispatches: Int
  /// The seed of the rows the actions change.
  var seed: UInt64
  /// The timer.
  var timer: DispatchTimer

  /// Checks the implementations against each other, times them at every R, and returns five
  /// rows per R: `store`, `select`, `floor`, `unchanged` and `app-code`.
  ///
  /// - Throws: A ``BenchError`` when `select`, the floor or `app-code` does not make the store's
  ///   subscriber calls.
  func run() throws(BenchError) -> [BenchRow] {
    // Per R: the store, the floor, `unchanged` and `app-code`, timed in turns.
    let turnTakers = 4
    var turns: [any MeasuredSubject] = []
    var selects: [any MeasuredSubject] = []
    for rows in rowCounts {
      let store = RowsStoreSubject(rows: rows, seed: seed, subscribesByRow: true)
      let select = RowsStoreSubject(rows: rows, seed: seed, subscribesByRow: false)
      let floor = RowsFloorSubject(rows: rows, seed: seed)
      let unchanged = RowsStoreSubject(
        rows: rows, seed: seed, subscribesByRow: true, changesRows: false)
      let appCode = RowsAppCodeSubject(rows: rows, seed: seed)
      try Self.verify(
        store: store,
        others: [("select", select), ("the floor", floor), (BenchImplementation.appCode, appCode)],
        rows: rows, dispatches: checkedDispatches)
      turns += [store, floor, unchanged, appCode]
      selects.append(select)
    }
    let turnTimings = timer.measure(turns, batchesSharedBy: turnTakers)
    let selectTimings = timer.measure(selects)
    var result: [BenchRow] = []
    for (offset, rows) in rowCounts.enumerated() {
      let first = turnTakers * offset
      let store = row(BenchImplementation.store, rows, turnTimings[first])
      let floor = row(BenchImplementation.floor, rows, turnTimings[first + 1])
      let unchanged = row(BenchImplementation.unchanged, rows, turnTimings[first + 2])
      let appCode = row(BenchImplementation.appCode, rows, turnTimings[first + 3])
      let select = row(BenchImplementation.select, rows, selectTimings[offset])
      var selectRow = select.compared(toBaseline: select, floor: floor)
      // `select` is what the store is compared with, not compared with itself.
      selectRow.speedupOverBaseline = nil
      // `unchanged` and `app-code` do other jobs than `select`: only their cost over the floor
      // is read.
      var unchangedRow = unchanged.compared(toBaseline: select, floor: floor)
      unchangedRow.speedupOverBaseline = nil
      var appCodeRow = appCode.compared(toBaseline: select, floor: floor)
      appCodeRow.speedupOverBaseline = nil
      result += [
        store.compared(toBaseline: select, floor: floor, appCode: appCode), selectRow, floor,
        unchangedRow, appCodeRow,
      ]
    }
    return result
  }

  /// Dispatches the same actions to every implementation, and compares each probe's calls and
  /// last row with the store's.
  ///
  /// - Parameters:
  ///   - store: The store with row subscriptions.
  ///   - others: The implementations that must make its calls, with their names for the message.
  ///   - rows: The rows of each.
  ///   - dispatches: How many actions to dispatch.
  /// - Throws: A ``BenchError`` naming the first implementation and row that differ.
  static func verify(
    store: some RowProbing, others: [(name: String, subject: any RowProbing)], rows: Int,
    dispatches: Int
  ) throws(BenchError) {
    store.resetNotificationCount()
    store.dispatchNext(dispatches)
    for (name, other) in others {
      other.resetNotificationCount()
      other.dispatchNext(dispatches)
      let differing = zip(store.probes, other.probes).enumerated().first { _, pair in
        pair.0.received != pair.1.received || pair.0.shown != pair.1.shown
      }
      guard let differing else { continue }
      throw BenchError(
        problem: "\(name) does not make the store's subscriber calls over the same "
          + "\(dispatches) actions with \(rows) rows: \(other.notificationCount) calls where the "
          + "store made \(store.notificationCount), first differing at row \(differing.offset); "
          + "its times would not be comparable")
    }
  }

  private func row(_ implementation: String, _ rows: Int, _ timing: Timing) -> BenchRow {
    var row = BenchRow(
      workload: Self.name, implementation: implementation, windows: 1, timing: timing)
    row.rows = rows
    return row
  }
}

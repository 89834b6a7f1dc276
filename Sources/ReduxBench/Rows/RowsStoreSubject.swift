import Redux

/// The rows workload on this project's `Store`: one window showing a list of rows, one probe per
/// row; each action, an enum dispatched with `dispatch(_:forWindowUUID:)`, changes one random
/// row.
///
/// The `store` row subscribes each probe to its row (`.row(_:of:in:)`), so that an action is
/// published to the probe of the row it changed; the `select` row subscribes each probe to the
/// whole store (`.store`), selecting its row, so that every action runs every probe's selection
/// and repeat filter, as a store-wide `select` does today. The `unchanged` row subscribes as
/// `store` does, but each action names a random row and changes nothing.
@MainActor
final class RowsStoreSubject: RowProbing {
  /// The store, with its window open, its rows in and its probes subscribed.
  let store: Store<RowsBenchAppState>
  /// The window that shows the list.
  let window = WindowUUID()
  /// The probes, by row id.
  let probes: [RowProbe]
  /// Whether the probes have row subscriptions (`store`) rather than store-wide ones (`select`).
  let subscribesByRow: Bool
  /// Whether each action changes its row (`bump`) rather than leaving it (`leave`).
  let changesRows: Bool
  private let rowCount: Int
  private var generator: SeededGenerator

  /// Fills the list and subscribes a probe per row.
  ///
  /// - Parameters:
  ///   - rows: How many rows; at least one.
  ///   - seed: The seed of the rows the actions change; equal seeds, equal rows.
  ///   - subscribesByRow: `true` for row subscriptions, `false` for store-wide selections.
  ///   - changesRows: `false` for actions that change nothing (the `unchanged` row).
  init(rows: Int, seed: UInt64, subscribesByRow: Bool, changesRows: Bool = true) {
    rowCount = max(1, rows)
    generator = SeededGenerator(seed: seed)
    self.subscribesByRow = subscribesByRow
    self.changesRows = changesRows
    store = Store.showingBenchRows(rowCount, in: window)
    probes = store.subscribeRowProbes(rowCount, in: window, byRow: subscribesByRow)
  }

  func dispatchNext(_ count: Int) {
    for _ in 0..<count {
      let id = Int.random(in: 0..<rowCount, using: &generator)
      let action: RowsBenchAction = changesRows ? .bump(id: id) : .leave(id: id)
      store.dispatch(action, forWindowUUID: window)
    }
  }
}

import Redux

/// The batch workload on this project's `Store`: the rows workload's list and row subscriptions,
/// each dispatch an ``ActionBatch`` of actions that each change one random row.
///
/// The batch is made for each dispatch, as an app makes one for an import or a sync, so that the
/// cost of its `Action` objects is part of what is measured.
@MainActor
final class BatchStoreSubject: RowProbing {
  /// The store, with its window open, its rows in and its probes subscribed.
  let store: Store<RowsBenchAppState>
  /// The window that shows the list.
  let window = WindowUUID()
  /// The probes, by row id: one row subscription each.
  let probes: [RowProbe]
  /// The actions in each batch.
  let actionsPerBatch: Int
  private let rowCount: Int
  private var generator: SeededGenerator

  /// Fills the list and subscribes a probe to each row.
  ///
  /// - Parameters:
  ///   - rows: How many rows, and row subscribers; at least one.
  ///   - actionsPerBatch: How many actions each batch holds; at least one.
  ///   - seed: The seed of the rows the actions change.
  init(rows: Int, actionsPerBatch: Int, seed: UInt64) {
    rowCount = max(1, rows)
    self.actionsPerBatch = max(1, actionsPerBatch)
    generator = SeededGenerator(seed: seed)
    store = Store.showingBenchRows(rowCount, in: window)
    probes = store.subscribeRowProbes(rowCount, in: window, byRow: true)
  }

  /// Dispatches `count` batches.
  ///
  /// - Parameters:
  ///   - count: How many batches to dispatch.
  func dispatchNext(_ count: Int) {
    for _ in 0..<count {
      var actions: [RowsBenchAction] = []
      actions.reserveCapacity(actionsPerBatch)
      for _ in 0..<actionsPerBatch {
        actions.append(.bump(id: Int.random(in: 0..<rowCount, using: &generator)))
      }
      store.dispatch(ActionBatch(actions, windowUUID: window))
    }
  }
}

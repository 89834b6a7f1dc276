import Redux

/// The `app-code` row of the rows workload: the benchmark app's own code, run with no store, so
/// that what the store costs beyond the app's code is measured rather than estimated.
///
/// Each dispatch does what the app's code does in the store's row, and nothing else:
/// - makes its ``Action`` object from the enum action, as `dispatch(_:forWindowUUID:)` does;
/// - finds the list of the action's window, by its `WindowUUID`, in a dictionary built once;
/// - runs the list screen's reducer in place (``RowsBenchListState/reduce(_:with:)``, with its
///   `actionType(as:)` match and ``Rows/update(id:_:)``);
/// - asks the rows which ids changed since the revision it last published, the only way the app
///   knows which rows an action changed;
/// - calls the subscriber of each of those rows, found by id in a dictionary, with its row.
///
/// What it leaves out is the store's work: the main-actor check, the queue, the app-wide reducer
/// and the window's screens, publishing, the row lanes with their selections and repeat filters,
/// the weak references. It is not a floor: it allocates the action and reads the row's revisions,
/// where the floor changes its row in place and allocates nothing.
@MainActor
final class RowsAppCodeSubject: RowProbing {
  /// A window's list screen, with the revision of its rows that their subscribers last heard.
  private struct ListWindow {
    var list: RowsBenchListState
    var published: UInt64
  }

  /// The windows that show the list, by identifier: one here.
  private var windows: [WindowUUID: ListWindow]
  /// The window that shows the list.
  private let window = WindowUUID()
  /// Each row's subscriber, by row id.
  private let probesByID: [Int: RowProbe]
  /// The probes, by row id.
  let probes: [RowProbe]
  private let rowCount: Int
  private var generator: SeededGenerator

  /// Fills the list by its own reducer, and hands each probe its row, as subscribing does.
  ///
  /// - Parameters:
  ///   - rows: How many rows; at least one.
  ///   - seed: The seed of the rows the actions change; the store's, for the same actions.
  init(rows: Int, seed: UInt64) {
    rowCount = max(1, rows)
    generator = SeededGenerator(seed: seed)
    var list = RowsBenchListState(windowUUID: window)
    _ = RowsBenchListState.reduce(
      &list, with: Action(RowsBenchAction.fill(count: rowCount), windowUUID: window))
    windows = [window: ListWindow(list: list, published: list.items.revision)]
    probes = (0..<rowCount).map { _ in RowProbe() }
    probesByID = Dictionary(uniqueKeysWithValues: zip(probes.indices, probes))
    for (id, probe) in probes.enumerated() {
      probe.newState(state: list.items[id: id])
    }
  }

  func dispatchNext(_ count: Int) {
    // The windows are moved into a local for the batch, as the floor moves its entries: the loop
    // then changes a plain value, with none of the checks a class's stored property costs.
    var windows: [WindowUUID: ListWindow] = [:]
    swap(&windows, &self.windows)
    for _ in 0..<count {
      let id = Int.random(in: 0..<rowCount, using: &generator)
      let action = Action(RowsBenchAction.bump(id: id), windowUUID: window)
      guard let index = windows.index(forKey: action.windowUUID) else { continue }
      publish(&windows.values[index], reducing: action)
    }
    swap(&windows, &self.windows)
  }

  /// Reduces a window's list in place, then calls the subscriber of each row changed since the
  /// rows' last publication with its row.
  ///
  /// - Parameters:
  ///   - window: The window's list and its last published revision.
  ///   - action: The action.
  private func publish(_ window: inout ListWindow, reducing action: Action) {
    guard RowsBenchListState.reduce(&window.list, with: action) else { return }
    let rows = window.list.items
    let since = window.published
    window.published = rows.revision
    guard let changed = rows.changedIDs(since: since) else {
      // The rows no longer remember that far back: each row's own revision says.
      for row in rows where rows.revision(of: row.id) > since {
        probesByID[row.id]?.newState(state: row)
      }
      return
    }
    // An id that changed twice is heard once: only its first place in the changes counts.
    for (place, id) in zip(changed.indices, changed) where !changed[..<place].contains(id) {
      probesByID[id]?.newState(state: rows[id: id])
    }
  }
}

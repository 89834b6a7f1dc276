/// The `floor` row of the rows workload: the same rows, probes and actions as the store's, with
/// nothing else.
///
/// No store and nothing allocated per action: each row and its probe sit together in a
/// `Dictionary` under the row's id. An action, drawn from the same seeded generator as the
/// store's, names its row by id; the floor finds the entry by one lookup, changes the row in
/// place and calls that row's probe directly.
@MainActor
final class RowsFloorSubject: RowProbing {
  /// One row and the probe that shows it.
  private struct Entry {
    var row: BenchListRow
    let probe: RowProbe
  }

  /// The probes, by row id.
  let probes: [RowProbe]
  private var entries: [Int: Entry] = [:]
  private let rowCount: Int
  private var generator: SeededGenerator

  /// Files every row with its probe, and hands each probe its row, as subscribing does.
  ///
  /// - Parameters:
  ///   - rows: How many rows; at least one.
  ///   - seed: The seed of the rows the actions change; the store's, for the same actions.
  init(rows: Int, seed: UInt64) {
    rowCount = max(1, rows)
    generator = SeededGenerator(seed: seed)
    probes = (0..<rowCount).map { _ in RowProbe() }
    entries.reserveCapacity(rowCount)
    for id in 0..<rowCount {
      let row = BenchListRow(id: id)
      entries[id] = Entry(row: row, probe: probes[id])
      probes[id].newState(state: row)
    }
  }

  func dispatchNext(_ count: Int) {
    // The entries are moved into a local for the batch, so that the loop changes a plain value,
    // with none of the checks a class's stored property costs.
    var entries: [Int: Entry] = [:]
    swap(&entries, &self.entries)
    for _ in 0..<count {
      let id = Int.random(in: 0..<rowCount, using: &generator)
      guard let (row, probe) = Self.bump(&entries[id]) else { continue }
      probe.newState(state: row)
    }
    swap(&entries, &self.entries)
  }

  /// Bumps a row in place, found by one lookup.
  ///
  /// - Returns: The new row and its probe, or `nil` when there is no such row.
  private static func bump(_ entry: inout Entry?) -> (row: BenchListRow, probe: RowProbe)? {
    guard entry != nil else { return nil }
    entry?.row.value += 1
    return entry.map { ($0.row, $0.probe) }
  }
}

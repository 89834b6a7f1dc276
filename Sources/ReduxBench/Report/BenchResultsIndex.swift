/// The rows of a run, found by workload, implementation and size.
struct BenchResultsIndex {
  /// The rows.
  var rows: [BenchRow]

  /// A multi-window row.
  func multiWindow(_ implementation: String, _ windows: Int) -> BenchRow? {
    row(MultiWindowWorkload.name, implementation, windows)
  }

  /// An enum-action row: the enum-action store (`store`) or the class-action store (`baseline`).
  func enumActions(_ implementation: String, _ windows: Int) -> BenchRow? {
    row(EnumActionsWorkload.name, implementation, windows)
  }

  private func row(_ workload: String, _ implementation: String, _ windows: Int) -> BenchRow? {
    rows.first {
      $0.workload == workload && $0.implementation == implementation && $0.windows == windows
    }
  }

  /// A rows row: `store`, `select` or `floor`, with `rows` rows.
  func rows(_ implementation: String, _ rows: Int) -> BenchRow? {
    self.rows.first {
      $0.workload == RowsWorkload.name && $0.implementation == implementation && $0.rows == rows
    }
  }

  /// The row counts the rows workload measured, ascending.
  var rowCounts: [Int] {
    Set(rows.filter { $0.workload == RowsWorkload.name }.compactMap(\.rows)).sorted()
  }

  /// The batch row.
  var batch: BenchRow? {
    rows.first { $0.workload == BatchWorkload.name }
  }

  /// A keyed-states row.
  func keyed(_ implementation: String) -> BenchRow? {
    rows.first { $0.workload == KeyedStatesWorkload.name && $0.implementation == implementation }
  }

  /// The memory row.
  var memory: BenchRow? {
    rows.first { $0.workload == MemoryWorkload.name }
  }
}

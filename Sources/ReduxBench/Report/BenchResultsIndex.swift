/// The rows of a run, found by workload, implementation and size.
struct BenchResultsIndex {
  /// The rows.
  var rows: [BenchRow]

  /// A multi-window row.
  func multiWindow(_ implementation: String, _ windows: Int) -> BenchRow? {
    rows.first {
      $0.workload == MultiWindowWorkload.name && $0.implementation == implementation
        && $0.windows == windows
    }
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

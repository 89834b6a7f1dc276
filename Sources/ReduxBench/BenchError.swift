/// Why a `redux-bench` run stopped before timing anything: an implementation did not do the
/// same work as the store, so comparing their times would mean nothing.
struct BenchError: Error, Equatable, Sendable {
  /// What differed, as one sentence.
  var problem: String

  /// The line printed on the standard error.
  var message: String {
    "error: bench: \(problem)"
  }
}

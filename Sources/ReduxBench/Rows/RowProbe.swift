import Redux

/// A headless list cell of the benchmark: hears one row, counts the states it receives and keeps
/// the last, as a cell keeps what it shows.
@MainActor
final class RowProbe: StoreSubscriber {
  /// How many states the probe received since it was made or last reset.
  private(set) var received = 0
  /// The last row received; `nil` before the first, or when the row is gone.
  private(set) var shown: BenchListRow?

  func newState(state: BenchListRow?) {
    received += 1
    shown = state
  }

  /// Forgets the count, so that the next ones are measured alone.
  func resetCount() {
    received = 0
  }
}

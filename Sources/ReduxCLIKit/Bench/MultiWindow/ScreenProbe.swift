import Redux

/// A headless screen of the benchmark: subscribes to one screen's state in one window and
/// counts the states it receives.
@MainActor
final class ScreenProbe: StoreSubscriber {
  /// How many states the probe received since it was made or last reset.
  private(set) var received = 0
  /// The last state received, kept as a screen keeps what it shows.
  private(set) var shown: BenchPanelState?

  func newState(state: BenchPanelState?) {
    received += 1
    shown = state
  }

  /// Forgets the count, so that the next ones are measured alone.
  func resetCount() {
    received = 0
  }
}

import Redux

/// A headless screen of the benchmark: subscribes to one screen's state in one window and
/// counts the states it receives.
///
/// While recording (``startRecording()``), it also keeps every state it receives, so that the
/// subscriber calls of two implementations can be compared call by call before they are timed.
/// Timed runs do not record.
@MainActor
final class ScreenProbe: StoreSubscriber {
  /// How many states the probe received since it was made or last reset.
  private(set) var received = 0
  /// The last state received, kept as a screen keeps what it shows.
  private(set) var shown: BenchPanelState?
  /// Every state received since ``startRecording()``, or `nil` when not recording.
  private var recording: [BenchPanelState?]?

  func newState(state: BenchPanelState?) {
    received += 1
    shown = state
    if recording != nil { recording?.append(state) }
  }

  /// Forgets the count, so that the next ones are measured alone.
  func resetCount() {
    received = 0
  }

  /// Starts keeping every state received, from none.
  func startRecording() {
    recording = []
  }

  /// Stops recording.
  ///
  /// - Returns: The states received since ``startRecording()``, in order.
  func stopRecording() -> [BenchPanelState?] {
    defer { recording = nil }
    return recording ?? []
  }
}

import Redux
import SampleApp

/// Waits for the next action that changes a store's state, with a limit for work that never
/// ends.
///
/// The simulator waits this way for a suggestion that is on its way: the fetch's result changes
/// the window's list when the store reduces it, and the wait ends then, however long the fetch
/// took. The limit only matters when the fetch never ends.
///
/// ```swift
/// let changed = await StateChangeWait.next(in: store, within: .seconds(10))
/// ```
@MainActor
enum StateChangeWait {
  /// Suspends until the store has reduced an action that changed its state, or until `limit`
  /// has passed, whichever comes first.
  ///
  /// - Parameters:
  ///   - store: The store to watch.
  ///   - limit: How long to wait at most.
  /// - Returns: `true` when the state changed, `false` when the limit passed first.
  static func next(in store: Store<AppState>, within limit: Duration) async -> Bool {
    await withCheckedContinuation { continuation in
      let outcome = Outcome(continuation)
      let listener = store.addListener { _ in outcome.report(true) }
      let timer = Task {
        try? await Task.sleep(for: limit)
        outcome.report(false)
      }
      outcome.whenReported = {
        listener.removeListener()
        timer.cancel()
      }
    }
  }

  /// Resumes the wait once, with the first thing reported: a change, or the end of the limit.
  private final class Outcome {
    private var continuation: CheckedContinuation<Bool, Never>?
    /// Called once, after the first report: stops the listener and the timer.
    var whenReported: () -> Void = {}

    init(_ continuation: CheckedContinuation<Bool, Never>) {
      self.continuation = continuation
    }

    func report(_ changed: Bool) {
      guard let continuation else { return }
      self.continuation = nil
      continuation.resume(returning: changed)
      whenReported()
    }
  }
}

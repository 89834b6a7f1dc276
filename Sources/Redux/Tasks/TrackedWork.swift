/// One piece of asynchronous work that will dispatch its result to a store, as its tracker sees
/// it: a task of a ``WindowTasks``.
///
/// Whoever runs the work makes one `TrackedWork` when the work starts and hands the same object
/// to the store's `workStarted(_:)` and, once, to `workEnded(_:)` (the package's `WorkTracking`
/// plumbing). Its identity is what pairs the two calls, so a tracker can keep running work in a
/// set keyed by `ObjectIdentifier`.
///
/// A test reads it through `ReduxTesting`'s `TestStore.inFlightWork` and
/// `MockStore.inFlightWork`: its window, its instance, its description. A test store's
/// `finish()` reports work still running when a test ends, described as
///
/// ```text
/// a task of window 1A2B3C4D (instance #12)
/// ```
public final class TrackedWork: Sendable, CustomStringConvertible {
  /// The window the work was started for.
  public let window: WindowUUID

  /// The instance of a screen the work was started for, if it was started for one.
  public let instance: ScreenInstanceID?

  /// Asks the runner to cancel the work.
  private let cancellation: (@Sendable () -> Void)?

  /// Makes the record of work that has just started.
  ///
  /// - Parameters:
  ///   - window: The window the work is for.
  ///   - instance: The instance of a screen the work is for, if any.
  ///   - cancel: Asks the runner to cancel the work, so that it dispatches nothing; `nil` when
  ///     the work cannot be cancelled from outside.
  package init(
    window: WindowUUID, instance: ScreenInstanceID? = nil,
    cancel: (@Sendable () -> Void)? = nil
  ) {
    self.window = window
    self.instance = instance
    self.cancellation = cancel
  }

  /// Asks the work's runner to cancel it.
  ///
  /// A task of a ``WindowTasks`` is cancelled as ``WindowTasks/cancelTasks(in:)`` cancels its
  /// window's: it stops counting as in flight at once, and dispatches nothing unless it had
  /// handed its result over already. It stops counting even when the store has that result
  /// still to reduce, so call it only when that result will never be reduced, as a test store's
  /// `skipInFlightWork()` does (it drops the result). Does nothing for a task no longer in
  /// flight, or for work that cannot be cancelled from outside. Never call it from
  /// `WorkTracking.workStarted(_:)`, which runs while the runner holds its lock.
  package func cancel() {
    cancellation?()
  }

  /// The work in a few words, such as `a task of window 1A2B3C4D (instance #12)`.
  public var description: String {
    let owner =
      window.isUnavailable ? "no single window (unavailable)" : "window \(window.shortDescription)"
    guard let instance else { return "a task of \(owner)" }
    return "a task of \(owner) (instance \(instance))"
  }
}

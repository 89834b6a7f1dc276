/// One piece of asynchronous work that will dispatch its result to a store, as its tracker sees
/// it: a task of a ``WindowTasks``.
///
/// Its runner hands the same object to the store when the work starts and when it ends (the
/// package's `WorkTracking` plumbing), so its identity pairs the two calls. A test reads it
/// through `ReduxTesting`'s `TestStore.inFlightWork` and `MockStore.inFlightWork`, and a test
/// store's `finish()` reports work still running when a test ends, by its ``description``.
public final class TrackedWork: Sendable, CustomStringConvertible {
  /// The window the work was started for.
  public let window: WindowUUID

  /// The instance of a screen the work was started for, if it was started for one.
  public let instance: ScreenInstanceID?

  private let cancellation: (@Sendable () -> Void)?
  /// Whether the operation has returned; see `isRunning`.
  let runState = WorkRunState()

  package init(
    window: WindowUUID, instance: ScreenInstanceID? = nil,
    cancel: (@Sendable () -> Void)? = nil
  ) {
    self.window = window
    self.instance = instance
    self.cancellation = cancel
  }

  /// Cancels the work as ``WindowTasks/cancelTasks(in:)`` would: it dispatches nothing unless it
  /// had handed its result over, and stops counting as in flight at once, even when the store has
  /// that result still to reduce; so call it only when that result will never be reduced (a test
  /// store's `skipInFlightWork()` drops it). Does nothing for work no longer in flight or not
  /// cancellable from outside. Never call it from `WorkTracking.workStarted(_:)`, which runs
  /// while the runner holds its lock.
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

/// One piece of asynchronous work that will dispatch its result to a store, as its tracker sees
/// it: a task of a ``WindowTasks``.
///
/// Whoever runs the work makes one `TrackedWork` when the work starts and hands the same object
/// to the store's ``WorkTracking/workStarted(_:)`` and, once, to
/// ``WorkTracking/workEnded(_:)``. Its identity is what pairs the two calls, so a tracker can
/// keep running work in a set keyed by `ObjectIdentifier`.
///
/// `ReduxTesting`'s `TestStore` is the tracker that reads it: its `finish()` reports work still
/// running when a test ends, described as
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
  public init(
    window: WindowUUID, instance: ScreenInstanceID? = nil,
    cancel: (@Sendable () -> Void)? = nil
  ) {
    self.window = window
    self.instance = instance
    self.cancellation = cancel
  }

  /// Asks the work's runner to cancel it: a task of a ``WindowTasks`` is cancelled as
  /// ``WindowTasks/cancelTasks(in:)`` cancels its window's, and dispatches nothing unless it had
  /// already handed its result over. Does nothing for work that ended, or that cannot be
  /// cancelled from outside.
  public func cancel() {
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

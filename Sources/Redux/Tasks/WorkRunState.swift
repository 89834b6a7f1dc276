import Foundation

/// Whether a tracked piece of work's operation is still running, told apart from whether it is
/// still in flight.
///
/// A ``WindowTasks`` stops counting a task as in flight the moment it cancels it, when its
/// window closes; the task's operation may still run long after, if it ignores cancellation.
/// The lifetime checks (the testing kit's, and a debug build's warnings) ask this instead.
///
/// Safety: `@unchecked Sendable` because `returned`, its only `var`, is read and written only
/// while `lock` is held; `lock` is a constant.
final class WorkRunState: @unchecked Sendable {
  private let lock = NSLock()
  private var returned = false

  /// Records that the operation has returned, whatever became of its result.
  func operationReturned() {
    lock.withLock { returned = true }
  }

  /// Whether the operation has not returned yet.
  var isRunning: Bool {
    lock.withLock { !returned }
  }
}

extension TrackedWork {
  /// Whether the work's operation is still running: it has not returned, even if its window
  /// closed and the work was cancelled. A task that ignores cancellation stays running.
  package var isRunning: Bool {
    runState.isRunning
  }

  /// Called by the runner once the work's operation has returned.
  func operationReturned() {
    runState.operationReturned()
  }
}

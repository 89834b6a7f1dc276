import Foundation
import Redux

/// Lets the senders of the concurrency test wait, without spinning, until the store has caught
/// up with every queued action.
///
/// The store's middleware reports each processed action with the number of actions still
/// queued; when none is, every waiting sender is resumed. A sender that starts waiting while the
/// queue is already empty goes on at once. A sender may be resumed a little early, when another
/// sender queues actions just as the queue empties; that only shortens its pause.
///
/// Safety of `@unchecked Sendable`: `waiters` is read and written only while `lock` is held.
final class IdleGate: @unchecked Sendable {
  private let lock = NSLock()
  private var waiters: [@Sendable () -> Void] = []

  /// Calls `resume` once the store has no queued action: at once if it has none now.
  func whenIdle(_ store: Store<SenderLedger>, resume: @escaping @Sendable () -> Void) {
    let isIdle = lock.withLock {
      if store.pendingActionCount == 0 { return true }
      waiters.append(resume)
      return false
    }
    if isIdle { resume() }
  }

  /// Called by the middleware after each action, on the main actor.
  func actionProcessed(pendingActions: Int) {
    guard pendingActions == 0 else { return }
    let resumed = lock.withLock {
      defer { waiters.removeAll() }
      return waiters
    }
    for resume in resumed { resume() }
  }
}

import Dispatch
import Foundation
import Redux

/// A store for a middleware's results that passes each action on to another store, then keeps
/// the thread that dispatched the first one inside `dispatch` until the test lets it go.
///
/// It shows what the main actor may do between the moment a task dispatches its result and the
/// moment the task ends: a test can have the result reduced, and act on it, while the task is
/// known to be still running. Give it only to code that dispatches from its tasks, such as
/// `TodoListMiddleware`, whose fetches' results are its only actions: a dispatch made on the main
/// actor would be held too, and the main actor would wait for itself.
///
/// Holding blocks a thread of Swift's shared pool, which has one thread per core and, on Linux,
/// also runs the main actor: hold one thread at a time (the tests that use it are serialized),
/// and let it go as soon as the test has acted.
final class HeldResultDispatcher: DispatchStore, @unchecked Sendable {
  // Safety of `@unchecked Sendable`: `isHolding` is read and written only inside
  // `lock.withLock`; `target` and `released` are constants and thread-safe.
  private let lock = NSLock()
  private let target: any DispatchStore
  private let released = DispatchSemaphore(value: 0)
  private var isHolding = true

  init(forwardingTo target: any DispatchStore) {
    self.target = target
  }

  func dispatch(_ action: sending Action) {
    target.dispatch(action)
    let holds = lock.withLock {
      defer { isHolding = false }
      return isHolding
    }
    if holds { released.wait() }
  }

  /// Lets the held thread, if any, return from `dispatch`; later dispatches are not held.
  /// Call it once.
  func letGo() {
    released.signal()
  }
}

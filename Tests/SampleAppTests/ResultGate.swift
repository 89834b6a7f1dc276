import Dispatch
import Foundation
import Redux

/// A store for a middleware's results that keeps the thread dispatching the first one inside
/// `dispatch` until the test lets it go, then passes the result on to another store.
///
/// The result has been handed over by its task (``WindowTasks`` counts it as dispatched) but
/// the store has not seen it yet: a test can travel in time in between, and the store then
/// reduces the result after the jump. Give it only to code that dispatches from its tasks, such
/// as `TodoListMiddleware`: a dispatch made on the main actor would be held too, and the main
/// actor would wait for itself. Holding blocks a thread of Swift's shared pool: hold one thread
/// at a time (the tests that use it are serialized), and let it go as soon as the test has acted.
final class ResultGate: DispatchStore, @unchecked Sendable {
  // Safety of `@unchecked Sendable`: `arrivals` is read and written only inside
  // `lock.withLock`; `target` and `released` are constants and thread-safe.
  private let lock = NSLock()
  private let target: any DispatchStore
  private let released = DispatchSemaphore(value: 0)
  private var arrivals = 0

  init(forwardingTo target: any DispatchStore) {
    self.target = target
  }

  /// How many results were dispatched to the gate so far.
  var arrivalCount: Int { lock.withLock { arrivals } }

  func dispatch(_ action: sending Action) {
    let holds = lock.withLock {
      arrivals += 1
      return arrivals == 1
    }
    if holds { released.wait() }
    target.dispatch(action)
  }

  /// Lets the held result go on to the store; later results are not held. Call it once.
  func letGo() {
    released.signal()
  }
}

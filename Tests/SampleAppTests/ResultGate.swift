import Foundation
import Redux

/// A store for a middleware's results that keeps the first one until the test lets it go, then
/// passes it on to another store; later results pass at once.
///
/// The result has been handed over by its task (``WindowTasks`` counts it as dispatched) but
/// the store has not seen it yet: a test can travel in time in between, and the store then
/// reduces the result after the jump. No thread waits meanwhile: the result is kept, not its
/// task's thread.
final class ResultGate: DispatchStore, @unchecked Sendable {
  // Safety of `@unchecked Sendable`: `held` and `arrivals` are read and written only inside
  // `lock.withLock`; `target` is a constant and `Sendable`. The action kept is handed over by
  // `dispatch` (`sending`) and handed on once, by `letGo`: no one else reaches it meanwhile.
  private let lock = NSLock()
  private let target: any DispatchStore
  private var held: Action?
  private var arrivals = 0

  init(forwardingTo target: any DispatchStore) {
    self.target = target
  }

  /// How many results were dispatched to the gate so far.
  var arrivalCount: Int { lock.withLock { arrivals } }

  func dispatch(_ action: sending Action) {
    nonisolated(unsafe) let action = action
    let holds = lock.withLock {
      arrivals += 1
      guard arrivals == 1 else { return false }
      held = action
      return true
    }
    if !holds { target.dispatch(action) }
  }

  /// Passes the kept result on to the store. Call it once, after the result arrived.
  func letGo() {
    nonisolated(unsafe) let action = lock.withLock { () -> Action? in
      defer { held = nil }
      return held
    }
    if let action { target.dispatch(action) }
  }
}

import Foundation
import Redux
import ReduxTestSupport

/// What a `WindowTasks` dispatches to, in front of a `StoreDispatcher`: it passes everything on
/// at once, but keeps each action a task sends as it goes (a `WindowTaskProgress`) until the
/// test lets it go.
///
/// The task has checked that it is in flight and not cancelled, and handed the action over, but
/// the store has not seen it yet: the test can act in between, as if the task's thread had
/// paused there. No thread waits meanwhile: the action is kept, not its task's thread.
final class HeldProgress: DispatchStore, WorkTracking, @unchecked Sendable {
  // Safety: `held` is read and written only inside `lock.withLock`; `target` and `arrived` are
  // constants and `Sendable`. An action kept is handed over by `workProgressed` (`sending`) and
  // handed on once, by `letGo`: no one else reaches it meanwhile.
  private let lock = NSLock()
  private let target: StoreDispatcher
  private var held: [(work: TrackedWork, action: Action)] = []
  /// Opens when the first action is kept.
  let arrived = AsyncGate()

  init(forwardingTo target: StoreDispatcher) {
    self.target = target
  }

  func dispatch(_ action: sending Action) {
    target.dispatch(action)
  }

  func workStarted(_ work: TrackedWork) {
    target.workStarted(work)
  }

  func workEnded(_ work: TrackedWork) {
    target.workEnded(work)
  }

  func workEnded(
    _ work: TrackedWork, dispatching result: sending Action, to store: any DispatchStore
  ) {
    target.workEnded(work, dispatching: result, to: target)
  }

  func workSettled(_ work: TrackedWork) {
    target.workSettled(work)
  }

  func workProgressed(
    _ work: TrackedWork, dispatching progress: sending Action, to store: any DispatchStore
  ) {
    nonisolated(unsafe) let progress = progress
    lock.withLock { held.append((work, progress)) }
    arrived.open()
  }

  /// Passes the actions kept on to the dispatcher, with their work, in the order they came.
  func letGo() {
    nonisolated(unsafe) let kept = lock.withLock {
      () -> [(work: TrackedWork, action: Action)] in
      defer { held = [] }
      return held
    }
    for (work, action) in kept {
      nonisolated(unsafe) let action = action
      target.workProgressed(work, dispatching: action, to: target)
    }
  }
}

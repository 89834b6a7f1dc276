import Foundation

/// The window tasks reported to a ``Store`` that are in flight, in all and by window, and the
/// calls of ``Store/waitForWindowTasks(in:timeout:)`` waiting for them to settle. A start arrives
/// while the runner holds its lock, so ``started(in:)`` only counts; a settlement that brings a
/// count to zero resumes the waits for it after the lock, and each then looks again, on the main
/// actor, and waits again if a task started meanwhile.
///
/// Safety: `@unchecked Sendable` because every stored `var` (`total`, `byWindow`, `waits`,
/// `nextWaitID`) is read and written only while `lock` is held; `lock` is a constant. Each
/// continuation is taken out of `waits` while `lock` is held, by exactly one of the calls that may
/// resume it, and resumed once, after the lock is released.
final class WindowTaskCount: @unchecked Sendable {
  private enum Wait {
    case starting(window: WindowUUID?)
    /// Until `window`'s tasks, or every task when `nil`, have settled.
    case suspended(window: WindowUUID?, CheckedContinuation<Void, Never>)
    /// The call was ended (cancelled, or its time limit passed) before it suspended.
    case ended
  }

  private let lock = NSLock()
  private var total = 0
  /// Windows with tasks in flight; a window whose count falls to zero is removed.
  private var byWindow: [WindowUUID: Int] = [:]
  private var waits: [Int: Wait] = [:]
  private var nextWaitID = 0

  /// Cheap, and calls nothing: the runner holds its lock.
  func started(in window: WindowUUID) {
    lock.withLock {
      total += 1
      byWindow[window, default: 0] += 1
    }
  }

  func settled(in window: WindowUUID) {
    let woken: [CheckedContinuation<Void, Never>] = lock.withLock {
      let left = (byWindow[window] ?? 0) - 1
      assert(left >= 0 && total > 0, "A window task settled that had not started.")
      total = max(total - 1, 0)
      guard left <= 0 else {
        byWindow[window] = left
        return []
      }
      byWindow[window] = nil
      var woken: [CheckedContinuation<Void, Never>] = []
      for (id, wait) in waits {
        guard case .suspended(let awaited, let continuation) = wait, isIdle(awaited) else {
          continue
        }
        waits[id] = nil
        woken.append(continuation)
      }
      return woken
    }
    for continuation in woken {
      continuation.resume()
    }
  }

  func inFlightCount(in window: WindowUUID?) -> Int {
    lock.withLock { window.map { byWindow[$0] ?? 0 } ?? total }
  }

  /// Call it with `lock` held.
  private func isIdle(_ window: WindowUUID?) -> Bool {
    guard let window else { return total == 0 }
    return byWindow[window] == nil
  }

  /// Registers a waiting call that has not suspended yet; the call must go on to
  /// ``suspend(_:on:)``, which forgets it.
  func beginWait(in window: WindowUUID?) -> Int {
    lock.withLock {
      nextWaitID += 1
      waits[nextWaitID] = .starting(window: window)
      return nextWaitID
    }
  }

  func suspend(_ id: Int, on continuation: CheckedContinuation<Void, Never>) {
    let resumeNow: Bool = lock.withLock {
      guard case .starting(let window) = waits[id], !isIdle(window) else {
        waits[id] = nil
        return true
      }
      waits[id] = .suspended(window: window, continuation)
      return false
    }
    if resumeNow {
      continuation.resume()
    }
  }

  func end(_ id: Int) {
    let continuation: CheckedContinuation<Void, Never>? = lock.withLock {
      switch waits[id] {
      case .starting:
        waits[id] = .ended
        return nil
      case .suspended(_, let continuation):
        waits[id] = nil
        return continuation
      case .ended, nil:
        return nil
      }
    }
    continuation?.resume()
  }
}

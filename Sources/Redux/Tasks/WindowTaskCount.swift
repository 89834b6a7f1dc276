import Foundation

/// The window tasks reported to a ``Store`` that are in flight, in all and by window, and the
/// calls of ``Store/waitForWindowTasks(in:timeout:)`` waiting for them to settle.
///
/// A task counts from its start until it settles (see `WorkTracking`): for a task of a
/// ``WindowTasks``, until the store has reduced its result and handed it to the middleware, or
/// until it ended without a result, was cancelled, or its runner was released. Starts and
/// settlements arrive from any thread; a start arrives while the runner holds its lock, so
/// ``started(in:)`` only counts. A settlement that brings a count to zero takes the waits that
/// were suspended for it and resumes them once the lock is released; each waiting call then
/// looks again, on the main actor, and waits again if a task started meanwhile.
///
/// Safety: `@unchecked Sendable` because every stored `var` (`total`, `byWindow`, `waits`,
/// `nextWaitID`) is read and written only while `lock` is held; `lock` is a constant. Each
/// continuation is taken out of `waits` while `lock` is held, by exactly one of the calls that
/// may resume it, and resumed once, after the lock is released.
final class WindowTaskCount: @unchecked Sendable {
  /// Where one waiting call stands.
  private enum Wait {
    /// The call has not suspended yet.
    case starting(window: WindowUUID?)
    /// The call is suspended on this continuation until `window`'s tasks, or every task when
    /// `nil`, have settled.
    case suspended(window: WindowUUID?, CheckedContinuation<Void, Never>)
    /// The call was ended (cancelled, or its time limit passed) before it suspended.
    case ended
  }

  private let lock = NSLock()
  private var total = 0
  /// The windows with tasks in flight, and how many each has.
  private var byWindow: [WindowUUID: Int] = [:]
  private var waits: [Int: Wait] = [:]
  private var nextWaitID = 0

  /// Counts a task that started. Cheap, and calls nothing: its runner holds a lock.
  ///
  /// - Parameters:
  ///   - window: The task's window.
  func started(in window: WindowUUID) {
    lock.withLock {
      total += 1
      byWindow[window, default: 0] += 1
    }
  }

  /// Stops counting a task that settled, and resumes the waits that no longer have anything to
  /// wait for.
  ///
  /// - Parameters:
  ///   - window: The task's window.
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

  /// The number of tasks in flight.
  ///
  /// - Parameters:
  ///   - window: The window whose tasks to count, or `nil` for every task.
  /// - Returns: How many are in flight.
  func inFlightCount(in window: WindowUUID?) -> Int {
    lock.withLock { window.map { byWindow[$0] ?? 0 } ?? total }
  }

  /// Whether no task is in flight: of `window`, or of any window when `nil`. Call it with `lock`
  /// held.
  private func isIdle(_ window: WindowUUID?) -> Bool {
    guard let window else { return total == 0 }
    return byWindow[window] == nil
  }

  /// Registers a waiting call that has not suspended yet, and returns its number.
  ///
  /// - Parameters:
  ///   - window: The window whose tasks it waits for, or `nil` for every task.
  /// - Returns: The number that names the call in ``suspend(_:on:)`` and ``end(_:)``. The
  ///   call must go on to ``suspend(_:on:)``, which forgets it.
  func beginWait(in window: WindowUUID?) -> Int {
    lock.withLock {
      nextWaitID += 1
      waits[nextWaitID] = .starting(window: window)
      return nextWaitID
    }
  }

  /// Suspends a waiting call on `continuation` until nothing it waits for is in flight, unless
  /// that is so already or the call was ended: then the continuation is resumed at once.
  ///
  /// - Parameters:
  ///   - id: The call's number, from ``beginWait(in:)``.
  ///   - continuation: What resumes the call.
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

  /// Ends a waiting call early, because it was cancelled or its time limit passed: resumes it if
  /// it is suspended, or marks it so that it does not suspend. Does nothing for a call that
  /// was resumed already.
  ///
  /// - Parameters:
  ///   - id: The call's number, from ``beginWait(in:)``.
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

import Foundation
import Redux

/// The actions dispatched to a ``TestStore``, waiting for the test to receive them, oldest first.
///
/// Any thread may append; the test store takes them on the main actor. A task can wait, with a
/// time limit, until the queue has an action.
///
/// Safety: `@unchecked Sendable` because every stored property is read and written only while
/// `lock` is held. Each action enters through a `sending` parameter, so no other code keeps access to it;
/// actions leave only to the test store on the main actor.
final class ReceivedActionQueue: @unchecked Sendable {
  /// Where one call of ``waitForAction(timeout:)`` stands.
  private enum Wait {
    /// The call has not suspended yet.
    case starting
    /// The call is suspended on this continuation.
    case suspended(CheckedContinuation<Void, Never>)
    /// The time limit passed before the call suspended.
    case expired
  }

  private let lock = NSLock()
  private var actions: [Action] = []
  /// How many of the oldest waiting actions `finish()` has already checked.
  private var checkedCount = 0
  private var waits: [Int: Wait] = [:]
  private var nextWaitID = 0

  /// How many actions wait.
  var count: Int {
    lock.withLock { actions.count }
  }

  /// Whether no action waits.
  var isEmpty: Bool {
    lock.withLock { actions.isEmpty }
  }

  /// The waiting actions, oldest first; the queue keeps them.
  var snapshot: [Action] {
    lock.withLock { actions }
  }

  /// Appends an action and wakes the calls waiting for one.
  func append(_ action: sending Action) {
    let woken: [CheckedContinuation<Void, Never>] = lock.withLock {
      actions.append(action)
      var woken: [CheckedContinuation<Void, Never>] = []
      for (id, wait) in waits {
        if case .suspended(let continuation) = wait {
          woken.append(continuation)
          waits[id] = nil
        }
      }
      return woken
    }
    for continuation in woken {
      continuation.resume()
    }
  }

  /// Takes the oldest action, or returns `nil` when none waits.
  func popFirst() -> Action? {
    lock.withLock {
      guard !actions.isEmpty else { return nil }
      checkedCount = max(checkedCount - 1, 0)
      return actions.removeFirst()
    }
  }

  /// Marks every waiting action as checked, as `finish()` does, and returns them, oldest first.
  func checkAll() -> [Action] {
    lock.withLock {
      checkedCount = actions.count
      return actions
    }
  }

  /// The waiting actions that no `finish()` has checked yet, oldest first.
  var unchecked: [Action] {
    lock.withLock { Array(actions.dropFirst(checkedCount)) }
  }

  /// Returns when an action waits, when `timeout` has passed, or when the calling task is
  /// cancelled, whichever comes first. Callers check ``isEmpty`` afterwards.
  func waitForAction(timeout: Duration) async {
    let id: Int = lock.withLock {
      nextWaitID += 1
      waits[nextWaitID] = .starting
      return nextWaitID
    }
    // The timer ends the wait when it fires or when it is cancelled, whichever comes first.
    let timer = Task {
      try? await Task.sleep(for: timeout)
      self.expire(id)
    }
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let resumeNow: Bool = lock.withLock {
          if case .expired = waits[id] {
            waits[id] = nil
            return true
          }
          if !actions.isEmpty {
            waits[id] = nil
            return true
          }
          waits[id] = .suspended(continuation)
          return false
        }
        if resumeNow {
          continuation.resume()
        }
      }
    } onCancel: {
      timer.cancel()
    }
    timer.cancel()
  }

  /// Ends a wait whose time limit passed: resumes it if suspended, or marks it so that it does
  /// not suspend.
  private func expire(_ id: Int) {
    let continuation: CheckedContinuation<Void, Never>? = lock.withLock {
      switch waits[id] {
      case .starting:
        waits[id] = .expired
        return nil
      case .suspended(let continuation):
        waits[id] = nil
        return continuation
      case .expired, nil:
        return nil
      }
    }
    continuation?.resume()
  }
}

import Foundation

/// The store's first-in first-out queue of actions waiting to be processed on the main actor.
///
/// Any thread may enqueue. Exactly one caller at a time is the *drainer*: it takes actions one by
/// one until the queue is empty, so an action dispatched while another is processed (from a
/// reducer, middleware, subscriber or another thread) waits its turn instead of recursing.
///
/// Safety of `@unchecked Sendable`: every stored property is read and written only while `lock`
/// is held, and each action enters through a `sending` parameter, so no other code keeps access
/// to it; actions leave only to the drainer on the main actor.
@usableFromInline
final class ActionQueue: @unchecked Sendable {
  /// What the caller of ``enqueue(_:callerIsOnMainActor:)`` must do next.
  @usableFromInline
  enum NextStep {
    /// The caller is on the main actor and nobody is draining: it must drain now.
    case drainNow
    /// Nobody is draining or about to: the caller must schedule a drain on the main actor.
    case scheduleDrain
    /// A drain is running or scheduled and will reach the action.
    case none
  }

  private let lock = NSLock()
  // No dynamic exclusivity checks on these fields, which every dispatch reads and writes: `lock`
  // already makes each access exclusive, and no access spans a call to other code.
  @exclusivity(unchecked) private var pending: [Action?] = []
  @exclusivity(unchecked) private var head = 0
  @exclusivity(unchecked) private var isDraining = false
  @exclusivity(unchecked) private var isDrainScheduled = false

  /// How many actions wait to be processed.
  var count: Int {
    lock.withLock { pending.count - head }
  }

  /// Appends an action and says whether the caller must start a drain.
  @usableFromInline
  func enqueue(_ action: sending Action, callerIsOnMainActor: Bool) -> NextStep {
    lock.withLock {
      pending.append(action)
      if isDraining { return .none }
      if callerIsOnMainActor {
        isDraining = true
        return .drainNow
      }
      if isDrainScheduled { return .none }
      isDrainScheduled = true
      return .scheduleDrain
    }
  }

  /// Makes the caller, on the main actor, the drainer if nobody is draining, so that actions
  /// dispatched while it works wait in the queue.
  ///
  /// - Returns: `true` when the caller became the drainer and must drain when its work is done.
  @usableFromInline
  func claimDrain() -> Bool {
    lock.withLock {
      if isDraining { return false }
      isDraining = true
      return true
    }
  }

  /// Called by a scheduled drain when it starts: returns `true` when it should drain, `false`
  /// when another drain is already running (and will empty the queue).
  @usableFromInline
  func beginScheduledDrain() -> Bool {
    lock.withLock {
      isDrainScheduled = false
      if isDraining || head == pending.count { return false }
      isDraining = true
      return true
    }
  }

  /// Takes the next action for the drainer, or ends the drain and returns `nil` when the queue is
  /// empty.
  @usableFromInline
  func next() -> Action? {
    lock.withLock {
      guard head < pending.count else {
        pending.removeAll(keepingCapacity: pending.capacity <= 1024)
        head = 0
        isDraining = false
        return nil
      }
      let action = pending[head]
      pending[head] = nil
      head += 1
      if head >= 1024 && head * 2 >= pending.count {
        pending.removeFirst(head)
        head = 0
      }
      return action
    }
  }
}

import Foundation

/// The store's first-in first-out queue of actions waiting to be processed on the main actor.
///
/// Any thread may add actions; only the store's ``ActionDrain``, on the main actor, takes them,
/// one by one. An action dispatched while another is processed (from a reducer, middleware,
/// subscriber or another thread) therefore waits its turn instead of recursing.
///
/// Whether a drain is running is the main actor's business and is kept by the drain. The queue
/// keeps the one fact other threads need: whether a drain is already scheduled on the main actor,
/// so that a burst of actions from elsewhere schedules one drain, not one per action.
///
/// The queue is usually empty when the main actor dispatches or looks for the next action. Its
/// size is therefore also published, as an atomic count, so that those two calls can find it
/// empty without taking the lock; see ``PublishedActionCount``.
///
/// Safety: `@unchecked Sendable` because `pending`, `head` and `isDrainScheduled` are read and
/// written only while `lock` is held (the published count is `Sendable` itself). Each action
/// enters through a `sending` parameter, so no other code keeps access to it, and leaves only to
/// the drain on the main actor.
@usableFromInline
final class ActionQueue: @unchecked Sendable {
  private let lock = NSLock()
  /// The number of waiting actions, stored under `lock` after every change and read without it.
  private let publishedCount = PublishedActionCount()
  private var pending: [QueuedAction?] = []
  private var head = 0
  private var isDrainScheduled = false

  /// Makes an empty queue.
  @usableFromInline
  init() {}

  /// How many actions wait to be processed.
  var count: Int {
    lock.withLock { pending.count - head }
  }

  /// Whether the queue is known to be empty without taking the lock: `false` when actions may
  /// wait, and always `false` where the system has no `Atomic`; see ``PublishedActionCount``.
  ///
  /// An action appended from elsewhere just after this answered `true` was dispatched at the same
  /// time as the caller's, so either may go first. It is not lost: a drain is scheduled for it,
  /// by its own dispatch or by an earlier one whose drain has not started yet (a drain clears
  /// that mark, under the lock, only as it starts, so it finds the action).
  @usableFromInline
  var isKnownEmpty: Bool {
    publishedCount.isKnownZero
  }

  /// Hands an action dispatched on the main actor back to be processed at once when no action
  /// waits; otherwise appends it behind the waiting ones, which were dispatched before it.
  ///
  /// - Parameters:
  ///   - action: The action.
  ///   - cascade: The cascade the action starts, kept with it when it waits.
  /// - Returns: The action when the queue is empty, or `nil` when it was appended.
  @usableFromInline
  func takeUnlessActionsWait(_ action: sending Action, cascade: Int) -> sending Action? {
    lock.withLock { () -> sending Action? in
      guard head == pending.count else {
        appendHoldingLock(QueuedAction(action: action, cascade: cascade))
        return nil
      }
      return action
    }
  }

  /// Appends an action dispatched on the main actor while the store is busy.
  ///
  /// - Parameters:
  ///   - action: The action.
  ///   - cascade: The cascade of the work that dispatched it; see ``ActionDrain``.
  @usableFromInline
  func append(_ action: sending Action, cascade: Int) {
    lock.withLock { appendHoldingLock(QueuedAction(action: action, cascade: cascade)) }
  }

  /// Appends an action and publishes the new count; `lock` must be held.
  private func appendHoldingLock(_ entry: QueuedAction) {
    pending.append(entry)
    publishedCount.store(pending.count - head)
  }

  /// Appends an action dispatched from outside the main actor, and says whether the caller must
  /// schedule a drain on the main actor: `false` when one is already scheduled.
  @usableFromInline
  func appendFromElsewhere(_ action: sending Action) -> Bool {
    lock.withLock {
      appendHoldingLock(QueuedAction(action: action, cascade: QueuedAction.noCascade))
      return markDrainScheduledHoldingLock()
    }
  }

  /// Says whether the caller must schedule a drain for the actions left in the queue: `true` when
  /// actions wait and no drain is scheduled yet, which the call then records as scheduled.
  @usableFromInline
  func needsDrainScheduled() -> Bool {
    lock.withLock {
      guard head < pending.count else { return false }
      return markDrainScheduledHoldingLock()
    }
  }

  /// Records that a drain is scheduled; returns `false` when one already was. `lock` must be held.
  private func markDrainScheduledHoldingLock() -> Bool {
    if isDrainScheduled { return false }
    isDrainScheduled = true
    return true
  }

  /// Called by a scheduled drain as it starts: actions added from elsewhere after this call
  /// schedule a drain of their own.
  @usableFromInline
  func scheduledDrainDidStart() {
    lock.withLock { isDrainScheduled = false }
  }

  /// Whether a drain is scheduled for the waiting actions, or none waits: what a drain that gives
  /// the main actor back must leave. Read by assertions.
  var hasDrainScheduledOrIsEmpty: Bool {
    lock.withLock { isDrainScheduled || head == pending.count }
  }

  /// The cascade of the oldest waiting action, or `nil` when the queue is empty.
  @usableFromInline
  var cascadeOfNext: Int? {
    lock.withLock { head < pending.count ? pending[head]?.cascade : nil }
  }

  /// Takes the next action, or returns `nil` when the queue is empty.
  @usableFromInline
  func next() -> QueuedAction? {
    // Only the main actor takes actions, so an empty queue stays empty for this call but for
    // actions appended from elsewhere meanwhile, which a scheduled drain will find.
    if isKnownEmpty { return nil }
    return lock.withLock {
      guard head < pending.count else { return nil }
      let entry = pending[head]
      pending[head] = nil
      head += 1
      if head == pending.count {
        // Taken the last one: start again at the front, keeping a moderate buffer.
        pending.removeAll(keepingCapacity: pending.capacity <= 1024)
        head = 0
      } else if head >= 1024 && head * 2 >= pending.count {
        pending.removeFirst(head)
        head = 0
      }
      publishedCount.store(pending.count - head)
      return entry
    }
  }
}

/// An action waiting in an ``ActionQueue``, with the cascade it belongs to.
@usableFromInline
struct QueuedAction {
  /// The cascade of actions dispatched from elsewhere, and of what they cause.
  @usableFromInline static let noCascade = 0

  /// The action.
  @usableFromInline let action: Action
  /// The cascade it belongs to: the main-actor dispatch whose work dispatched it, directly or
  /// through other actions; ``noCascade`` for none.
  @usableFromInline let cascade: Int
}

import Foundation

/// The store's first-in first-out queue of actions: any thread adds, only the ``ActionDrain``
/// takes, on the main actor.
///
/// Whether a drain runs is kept by the drain. The queue keeps what other threads need: whether a
/// drain is already scheduled, so that a burst from elsewhere schedules one drain, not one each.
/// Its size is also published (``PublishedActionCount``), so that the main actor, which usually
/// finds the queue empty, can tell so without taking the lock.
///
/// Safety: `@unchecked Sendable` because `pending`, `head` and `isDrainScheduled` are read and
/// written only while `lock` is held (the published count is `Sendable` itself). Each action
/// enters through a `sending` parameter, so no other code keeps access to it, and leaves only to
/// the drain on the main actor.
@usableFromInline
final class ActionQueue: @unchecked Sendable {
  private let lock = NSLock()
  private let publishedCount = PublishedActionCount()
  private var pending: [QueuedAction?] = []
  private var head = 0
  private var isDrainScheduled = false

  @usableFromInline
  init() {}

  var count: Int {
    lock.withLock { pending.count - head }
  }

  /// Whether the queue is known to be empty, read without the lock; always `false` where the
  /// system has no `Atomic`.
  ///
  /// An action appended from elsewhere just after a `true` was dispatched at the same time as the
  /// caller's, so either may go first. It is not lost: a drain is scheduled for it, by its own
  /// dispatch or by an earlier one whose drain has not started yet (a drain clears that mark,
  /// under the lock, only as it starts, so it finds the action).
  @usableFromInline
  var isKnownEmpty: Bool {
    publishedCount.isKnownZero
  }

  /// Hands the action back, to be processed at once, when none waits; otherwise appends it
  /// behind those dispatched before it, with the cascade it starts, and returns `nil`.
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

  /// For an action dispatched on the main actor while the store is busy.
  @usableFromInline
  func append(_ action: sending Action, cascade: Int) {
    lock.withLock { appendHoldingLock(QueuedAction(action: action, cascade: cascade)) }
  }

  private func appendHoldingLock(_ entry: QueuedAction) {
    pending.append(entry)
    publishedCount.store(pending.count - head)
  }

  /// Returns whether the caller must schedule a drain: `false` when one already is.
  @usableFromInline
  func appendFromElsewhere(_ action: sending Action) -> Bool {
    lock.withLock {
      appendHoldingLock(QueuedAction(action: action, cascade: QueuedAction.noCascade))
      return markDrainScheduledHoldingLock()
    }
  }

  /// `true` when actions wait and no drain is scheduled yet; records the drain as scheduled.
  @usableFromInline
  func needsDrainScheduled() -> Bool {
    lock.withLock {
      guard head < pending.count else { return false }
      return markDrainScheduledHoldingLock()
    }
  }

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

  /// What a drain that gives the main actor back must leave; read by assertions.
  var hasDrainScheduledOrIsEmpty: Bool {
    lock.withLock { isDrainScheduled || head == pending.count }
  }

  @usableFromInline
  var cascadeOfNext: Int? {
    lock.withLock { head < pending.count ? pending[head]?.cascade : nil }
  }

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

  @usableFromInline let action: Action
  /// The main-actor dispatch whose work dispatched it, however indirectly.
  @usableFromInline let cascade: Int
}

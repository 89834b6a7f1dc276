import Dispatch

/// Processes a store's actions one at a time, in order, on the main actor.
///
/// Every action goes through ``ActionQueue`` unless the store is idle and the queue empty; only a
/// *drain* takes actions out, and at most one runs at a time, so processing is never re-entered:
/// an action dispatched by a reducer, a middleware or a subscriber waits its turn.
///
/// A dispatch on the main actor, or `subscribe` delivering the first state, starts a drain with a
/// *cascade*: its action and every action that processing it dispatches on the main actor, however
/// deep. Actions dispatched from elsewhere schedule a drain of their own, with no cascade.
///
/// A drain takes the queue in order. Once its ``Slice`` is over, it goes on only while the next
/// action is of its own cascade; otherwise it gives the main actor back and leaves a drain
/// scheduled for the rest. So an uninterrupted cascade ends, however long, before the dispatch
/// that started it returns; under a flood from other threads, the dispatch returns after its
/// slice and the rest follows in order. Debug builds assert these invariants.
@MainActor
@usableFromInline
final class ActionDrain {
  @usableFromInline nonisolated let queue = ActionQueue()
  @usableFromInline private(set) var isDraining = false
  private var cascade = QueuedAction.noCascade
  /// Actions dispatched on the main actor join the cascade of the action being processed.
  private var processingCascade = QueuedAction.noCascade
  /// How many actions of ``cascade`` wait in the queue.
  private var cascadeWaiting = 0
  private var lastCascade = QueuedAction.noCascade

  @usableFromInline
  init() {}

  /// Processes an action dispatched on the main actor, with the actions waiting ahead of it and
  /// every action it causes: at once when no drain runs, otherwise when the running drain reaches
  /// it. Returns whether the caller must schedule a drain for actions the slice left.
  @usableFromInline
  func dispatch(_ action: sending Action, process: (Action) -> Void) -> Bool {
    guard !isDraining else {
      if isRunningCascade(processingCascade) { cascadeWaiting += 1 }
      queue.append(action, cascade: processingCascade)
      return false
    }
    let cascade = beginCascade()
    // Actions queued from elsewhere before this one keep their place ahead of it.
    if queue.isKnownEmpty {
      process(action)
    } else if let action = queue.takeUnlessActionsWait(action, cascade: cascade) {
      process(action)
    } else {
      cascadeWaiting += 1
    }
    // Then whatever processing dispatched: reducers and middlewares are not isolated to the main
    // actor, so their actions arrive through the queue and are drained here, before this
    // dispatch returns.
    let needsScheduledDrain = processQueuedActions(process: process)
    end()
    return needsScheduledDrain
  }

  /// Runs `work` at once, as an action is processed: what it dispatches (a subscriber given its
  /// first state, say) is processed after it, before this returns. Returns as `dispatch` does.
  @usableFromInline
  func holdingDispatches(_ work: () -> Void, process: (Action) -> Void) -> Bool {
    guard !isDraining else {
      work()
      return false
    }
    _ = beginCascade()
    work()
    let needsScheduledDrain = processQueuedActions(process: process)
    end()
    return needsScheduledDrain
  }

  /// Runs a scheduled drain; returns whether the caller must schedule another.
  @usableFromInline
  func drainScheduled(process: (Action) -> Void) -> Bool {
    queue.scheduledDrainDidStart()
    // A running drain, if any, takes the actions in turn; this one would find nothing to do.
    guard !isDraining else { return false }
    assertIdle()
    isDraining = true
    let needsScheduledDrain = processQueuedActions(process: process)
    end()
    return needsScheduledDrain
  }

  /// Processes queued actions until the queue is empty, or the slice is over and the next action
  /// is not of the running cascade. Returns whether a drain must be scheduled for the rest.
  private func processQueuedActions(process: (Action) -> Void) -> Bool {
    assert(isDraining, "Actions are processed only by a running drain.")
    // Most dispatches cause no other action: answered before the loop.
    guard !queue.isKnownEmpty else { return false }
    var slice = Slice()
    while let entry = queue.next() {
      if isRunningCascade(entry.cascade) { cascadeWaiting -= 1 }
      assert(cascadeWaiting >= 0, "A cascade's waiting actions were miscounted.")
      processingCascade = entry.cascade
      process(entry.action)
      guard slice.isOver() else { continue }
      if cascadeWaiting > 0, let next = queue.cascadeOfNext, isRunningCascade(next) {
        continue
      }
      let needsScheduledDrain = queue.needsDrainScheduled()
      assert(
        needsScheduledDrain || queue.hasDrainScheduledOrIsEmpty,
        "A drain gave the main actor back with actions left and no drain scheduled for them.")
      return needsScheduledDrain
    }
    // The queue was empty under its lock: no action of the running cascade can wait.
    assert(cascadeWaiting == 0, "A cascade's actions were counted as waiting in an empty queue.")
    return false
  }

  private func beginCascade() -> Int {
    assertIdle()
    lastCascade &+= 1
    if lastCascade == QueuedAction.noCascade { lastCascade = 1 }
    isDraining = true
    cascade = lastCascade
    processingCascade = lastCascade
    return lastCascade
  }

  private func end() {
    assert(isDraining, "Only a running drain ends.")
    isDraining = false
    cascade = QueuedAction.noCascade
    processingCascade = QueuedAction.noCascade
    cascadeWaiting = 0
  }

  private func assertIdle() {
    assert(!isDraining, "A drain started while another was running.")
    assert(
      cascade == QueuedAction.noCascade && processingCascade == QueuedAction.noCascade
        && cascadeWaiting == 0,
      "A drain started with state left by the previous one.")
  }

  private func isRunningCascade(_ cascade: Int) -> Bool {
    cascade != QueuedAction.noCascade && cascade == self.cascade
  }
}

extension ActionDrain {
  /// How long a drain may keep the main actor. Reading the clock costs about a tenth of an
  /// action, so it is read every few actions, and never by a drain that finds nothing queued.
  struct Slice {
    /// A few milliseconds, so that a user interface stays responsive while other threads keep
    /// the queue full.
    static let duration: UInt64 = 4_000_000
    static let actionsPerReading = 8

    /// In `DispatchTime` nanoseconds; `nil` before the first reading.
    private var deadline: UInt64?
    private var actionsUntilReading = 0

    mutating func isOver() -> Bool {
      guard actionsUntilReading == 0 else {
        actionsUntilReading -= 1
        return false
      }
      actionsUntilReading = Self.actionsPerReading - 1
      let now = DispatchTime.now().uptimeNanoseconds
      guard let deadline else {
        deadline = now &+ Self.duration
        return false
      }
      return now >= deadline
    }
  }
}

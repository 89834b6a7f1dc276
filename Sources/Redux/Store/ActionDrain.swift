import Dispatch

/// How a store processes its actions one at a time, in order, on the main actor: the queue, what
/// happens to an action dispatched while another is processed, and how long a drain may keep the
/// main actor.
///
/// Every action goes through ``ActionQueue`` unless the store is idle and the queue empty, and
/// only a *drain* takes actions out of it, one by one, handing each to the store to process. At
/// most one drain runs at a time, so processing is never re-entered: an action dispatched by a
/// reducer, a middleware or a subscriber waits its turn instead of recursing.
///
/// A drain starts in one of two ways:
/// - A dispatch on the main actor, or `subscribe` delivering the first state, starts a *cascade*
///   (``dispatch(_:process:)``, ``holdingDispatches(_:process:)``): its action and every action
///   that the processing of a cascade action dispatches on the main actor, directly or further
///   down, belong to it.
/// - Actions dispatched from elsewhere schedule a drain of their own on the main actor
///   (``drainScheduled(process:)``), which belongs to no cascade.
///
/// Either drain processes the queue in first-in first-out order. Once its time slice (``Slice``)
/// is over, it goes on only while the next waiting action belongs to its own cascade; otherwise
/// it gives the main actor back, and a drain is scheduled for what is left, so that other
/// main-actor work runs in between, however fast other threads dispatch. So a cascade that no
/// action from elsewhere interrupts ends, however long, before the dispatch that started it
/// returns, and the caller finds the whole effect of its action in the state; under a flood from
/// other threads, the dispatch returns after its slice and the rest follows in order.
///
/// Its invariants are checked in debug builds:
/// - a drain starts only when none runs, and every action is processed by the running drain;
/// - ``cascadeWaiting`` never goes below zero, and is zero whenever the queue is found empty;
/// - a drain that returns because its slice is over leaves a drain scheduled for the rest.
@MainActor
@usableFromInline
final class ActionDrain {
  /// The actions waiting to be processed; any thread may add to it.
  @usableFromInline nonisolated let queue = ActionQueue()
  /// Whether a drain is running; dispatches made meanwhile wait in the queue.
  @usableFromInline private(set) var isDraining = false
  /// The cascade of the running drain, or ``QueuedAction/noCascade``.
  private var cascade = QueuedAction.noCascade
  /// The cascade of the action being processed: actions it dispatches on the main actor join it.
  private var processingCascade = QueuedAction.noCascade
  /// How many actions of ``cascade`` wait in the queue.
  private var cascadeWaiting = 0
  /// The last cascade number given out.
  private var lastCascade = QueuedAction.noCascade

  /// Makes the drain of a store with nothing queued.
  @usableFromInline
  init() {}

  /// Processes an action dispatched on the main actor, with the actions waiting ahead of it and
  /// every action it causes: at once when no drain runs, otherwise in turn, when the running
  /// drain reaches it.
  ///
  /// - Parameters:
  ///   - action: The action, handed over.
  ///   - process: Processes one action: the store's reduction and publication.
  /// - Returns: Whether the caller must schedule a drain, for actions left when the slice ran
  ///   out; see ``drainScheduled(process:)``.
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

  /// Runs `work` the way an action is processed: actions dispatched meanwhile, for example by a
  /// subscriber receiving its first state, wait and are processed when `work` is done, before
  /// this call returns.
  ///
  /// - Parameters:
  ///   - work: The work, run at once.
  ///   - process: Processes one action, for those `work` dispatched.
  /// - Returns: Whether the caller must schedule a drain, as for ``dispatch(_:process:)``.
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

  /// Runs a drain scheduled for actions dispatched from elsewhere, or left by a drain whose slice
  /// was over.
  ///
  /// - Parameter process: Processes one action.
  /// - Returns: Whether the caller must schedule another drain.
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

  /// Processes queued actions in order until the queue is empty, or until the slice is over and
  /// the next action is not one of the running cascade's.
  ///
  /// A cascade that no action from elsewhere interrupts therefore ends before the dispatch that
  /// started it returns, however long it is; one that other threads keep interleaving with is
  /// cut at the end of its slice like any other drain, and goes on in order in the next.
  ///
  /// - Returns: Whether the caller must schedule a drain for the actions left.
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

  /// Starts a drain for a new cascade and returns the cascade's number.
  private func beginCascade() -> Int {
    assertIdle()
    lastCascade &+= 1
    if lastCascade == QueuedAction.noCascade { lastCascade = 1 }
    isDraining = true
    cascade = lastCascade
    processingCascade = lastCascade
    return lastCascade
  }

  /// Ends the running drain.
  private func end() {
    assert(isDraining, "Only a running drain ends.")
    isDraining = false
    cascade = QueuedAction.noCascade
    processingCascade = QueuedAction.noCascade
    cascadeWaiting = 0
  }

  /// Checks, in debug builds, that no drain runs and nothing is left of the last one.
  private func assertIdle() {
    assert(!isDraining, "A drain started while another was running.")
    assert(
      cascade == QueuedAction.noCascade && processingCascade == QueuedAction.noCascade
        && cascadeWaiting == 0,
      "A drain started with state left by the previous one.")
  }

  /// Whether an action of this cascade counts in ``cascadeWaiting``.
  private func isRunningCascade(_ cascade: Int) -> Bool {
    cascade != QueuedAction.noCascade && cascade == self.cascade
  }
}

extension ActionDrain {
  /// The time a drain may keep the main actor before it lets other main-actor work run.
  ///
  /// Reading the clock costs about as much as a tenth of an action, so the slice reads it once
  /// every few actions, and not at all for a drain that finds nothing queued.
  struct Slice {
    /// How long a slice lasts: a few milliseconds, so that a user interface stays responsive
    /// while other threads keep the queue full.
    static let duration: UInt64 = 4_000_000
    /// How many actions are processed between two readings of the clock.
    static let actionsPerReading = 8

    /// When the slice ends, in `DispatchTime` nanoseconds; `nil` before the first reading.
    private var deadline: UInt64?
    /// Actions left before the next reading.
    private var actionsUntilReading = 0

    /// Called after each action: whether the slice is over.
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

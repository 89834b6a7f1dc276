import Dispatch

/// What a store's drain, on the main actor, keeps track of while it processes queued actions.
///
/// A drain starts in one of two ways:
/// - A dispatch on the main actor, or `subscribe` delivering the first state, starts a *cascade*:
///   its action and every action that the processing of a cascade action dispatches on the main
///   actor, directly or further down, belong to it.
/// - Actions dispatched from elsewhere schedule a drain of their own on the main actor, which
///   belongs to no cascade.
///
/// Either drain processes the queue in first-in first-out order. Once its time slice
/// (``DrainSlice``) is over, it goes on only while the next waiting action belongs to its own
/// cascade; otherwise it gives the main actor back, and a drain is scheduled for what is left, so
/// that other main-actor work runs in between, however fast other threads dispatch. So a cascade
/// that no action from elsewhere interrupts ends, however long, before the dispatch that started
/// it returns, and the caller finds the whole effect of its action in the state; under a flood
/// from other threads, the dispatch returns after its slice and the rest follows in order.
@usableFromInline
struct DrainState {
  /// Whether a drain is running; dispatches made meanwhile wait in the queue.
  @usableFromInline var isDraining = false
  /// The cascade of the running drain, or ``QueuedAction/noCascade``.
  @usableFromInline var cascade = QueuedAction.noCascade
  /// The cascade of the action being processed: actions it dispatches on the main actor join it.
  @usableFromInline var processingCascade = QueuedAction.noCascade
  /// How many actions of ``cascade`` wait in the queue.
  @usableFromInline var cascadeWaiting = 0
  /// The last cascade number given out.
  @usableFromInline var lastCascade = QueuedAction.noCascade

  /// Makes the state of a store that is not draining.
  @inlinable
  init() {}

  /// Starts a drain for a new cascade and returns the cascade's number.
  @inlinable
  mutating func beginCascade() -> Int {
    lastCascade &+= 1
    if lastCascade == QueuedAction.noCascade { lastCascade = 1 }
    isDraining = true
    cascade = lastCascade
    processingCascade = lastCascade
    cascadeWaiting = 0
    return lastCascade
  }

  /// Starts a drain of actions dispatched from elsewhere.
  @inlinable
  mutating func beginScheduledDrain() {
    end()
    isDraining = true
  }

  /// Ends the running drain.
  @inlinable
  mutating func end() {
    isDraining = false
    cascade = QueuedAction.noCascade
    processingCascade = QueuedAction.noCascade
    cascadeWaiting = 0
  }

  /// Whether an action of this cascade counts in ``cascadeWaiting``.
  @inlinable
  func isRunningCascade(_ cascade: Int) -> Bool {
    cascade != QueuedAction.noCascade && cascade == self.cascade
  }
}

/// The time a drain may keep the main actor before it lets other main-actor work run.
///
/// Reading the clock costs about as much as a tenth of an action, so the slice reads it once
/// every few actions, and not at all for a drain that finds nothing queued.
@usableFromInline
struct DrainSlice {
  /// How long a slice lasts: a few milliseconds, so that a user interface stays responsive while
  /// other threads keep the queue full.
  @usableFromInline static let duration: UInt64 = 4_000_000
  /// How many actions are processed between two readings of the clock.
  @usableFromInline static let actionsPerReading = 8

  /// When the slice ends, in `DispatchTime` nanoseconds; `nil` before the first reading.
  @usableFromInline var deadline: UInt64?
  /// Actions left before the next reading.
  @usableFromInline var actionsUntilReading = 0

  /// Makes a slice that starts at its first reading.
  @inlinable
  init() {}

  /// Called after each action: whether the slice is over.
  @inlinable
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

/// What the store's one processing loop tells of each step as it ends: nothing to a store that
/// does not measure (``PlainMeter``), the monotonic clock's reading to one that measures costs
/// (``CostMeter``).
///
/// `StoreCore.process(_:meter:)` is generic over its meter, as the subscriber lanes are over
/// their ``EntryDelivery``: the store chooses the meter once per dispatch, and the loop is
/// compiled for each. The plain meter's calls are empty and compile to nothing, so that a store
/// that does not measure runs the steps alone.
@MainActor
@usableFromInline
protocol ProcessingMeter<State> {
  associatedtype State
  /// How the lanes hand the state to each due subscription.
  associatedtype Delivery: EntryDelivery<State>

  /// The delivery the store hands the subscriber lanes once the actions are processed.
  func makeDelivery() -> Delivery

  /// The reducer of the action being processed returned.
  func reduced()

  /// One of the middlewares returned.
  func middlewareReturned()

  /// The last middleware returned: `action` took its steps up to the publication.
  func actionEnded(_ action: Action)

  /// The subscriptions were handed the state through `delivery`.
  func subscribersNotified()

  /// The listeners were notified: the processing of `dispatched`, an action or a batch, ended;
  /// `delivery` handed the state to the subscriptions.
  func processingEnded(_ dispatched: Action, delivery: Delivery)
}

/// Tells nothing: the processing of a store that does not measure costs.
@usableFromInline
struct PlainMeter<State>: ProcessingMeter {
  @inlinable
  init() {}

  @inlinable
  func makeDelivery() -> PlainDelivery<State> { PlainDelivery() }

  @inlinable
  func reduced() {}

  @inlinable
  func middlewareReturned() {}

  @inlinable
  func actionEnded(_ action: Action) {}

  @inlinable
  func subscribersNotified() {}

  @inlinable
  func processingEnded(_ dispatched: Action, delivery: PlainDelivery<State>) {}
}

/// Reads the monotonic clock (`ContinuousClock`) as each step ends, and reports what each action
/// took to the store's ``CostMeasurement`` when the processing ends.
///
/// Each action of a batch is timed from the start of its reduction to the end of its last
/// middleware; the publication that follows the batch's last action (routing, delivery,
/// listeners) is added to that last action's time, and its delivery and listeners are that
/// action's.
///
/// A class, made once per measured dispatch, so that the loop holds its meter as a value it only
/// reads: the plain meter is then an empty value, never accessed as `inout`.
@usableFromInline
final class CostMeter<State>: ProcessingMeter {
  @usableFromInline let measurement: CostMeasurement
  @usableFromInline let middlewareCount: Int
  /// The actions timed so far, in order.
  @usableFromInline var measured: [MeasuredAction]
  /// When the action being processed started: the end of the previous one's last middleware.
  @usableFromInline var start: ContinuousClock.Instant
  /// When its reducer returned.
  @usableFromInline var reducedAt: ContinuousClock.Instant
  /// When its reducer or its last middleware so far returned.
  @usableFromInline var lap: ContinuousClock.Instant
  /// What each of its middlewares took so far.
  @usableFromInline var middlewareTimes: [Duration] = []
  /// When the subscriptions were handed the state.
  @usableFromInline var deliveredAt: ContinuousClock.Instant

  /// Starts the clock on the processing of `dispatched`, once recorders know that it starts.
  ///
  /// - Parameters:
  ///   - measurement: The store's measurement.
  ///   - dispatched: The action, or batch, about to be processed; an empty batch is no action,
  ///     is not processed, and is not reported.
  ///   - middlewareCount: How many middlewares the store calls.
  @inlinable
  init(measurement: CostMeasurement, dispatched: Action, middlewareCount: Int) {
    self.measurement = measurement
    self.middlewareCount = middlewareCount
    let actionCount = dispatched.batchedActions?.count ?? 1
    if actionCount > 0 { measurement.beginAction() }
    var measured: [MeasuredAction] = []
    measured.reserveCapacity(actionCount)
    self.measured = measured
    let now = ContinuousClock.now
    start = now
    reducedAt = now
    lap = now
    deliveredAt = now
  }

  @inlinable
  func reduced() {
    reducedAt = .now
    lap = reducedAt
    middlewareTimes = []
    middlewareTimes.reserveCapacity(middlewareCount)
  }

  @inlinable
  func middlewareReturned() {
    let now = ContinuousClock.now
    middlewareTimes.append(lap.duration(to: now))
    lap = now
  }

  @inlinable
  func actionEnded(_ action: Action) {
    measured.append(
      MeasuredAction(
        action: action, reducers: start.duration(to: reducedAt), middlewares: middlewareTimes,
        total: start.duration(to: lap)))
    start = lap
  }

  @inlinable
  func subscribersNotified() {
    deliveredAt = .now
  }

  @inlinable
  func makeDelivery() -> MeasuredDelivery<State> { MeasuredDelivery() }

  @inlinable
  func processingEnded(_ dispatched: Action, delivery: MeasuredDelivery<State>) {
    let ended = ContinuousClock.now
    measurement.report(
      measured, isBatch: dispatched.isBatch, subscribers: delivery.tally,
      listeners: deliveredAt.duration(to: ended), publication: start.duration(to: ended))
  }
}

// A store that measures costs processes each action here instead of in `process(_:)`'s own
// steps: the same steps, in the same order, with the monotonic clock read between them. A
// reader follows one dispatch in `process(_:)`; this is its copy with a stopwatch, kept beside
// it so that a store that does not measure runs exactly its old path after one test.

extension StoreCore {
  /// Starts measuring; see `Store.measureCosts(middlewareNames:)`.
  ///
  /// - Parameter middlewareNames: One name per middleware, in order, or `nil` for
  ///   `middleware 1`, `middleware 2`, ….
  /// - Returns: The measurement, which the store holds until it stops.
  /// - Throws: ``CostMeasurementError`` when the store already measures, or the names are not
  ///   one per middleware.
  package func startMeasuring(
    middlewareNames: [String]?
  ) throws(CostMeasurementError) -> CostMeasurement {
    guard measurement == nil else { throw .alreadyMeasuring }
    let names = middlewareNames ?? middlewares.indices.map { "middleware \($0 + 1)" }
    guard names.count == middlewares.count else {
      throw .middlewareNameCount(names: names.count, middlewares: middlewares.count)
    }
    let measurement = CostMeasurement(middlewareNames: names) { [weak self] in
      self?.setMeasurement(nil)
    }
    setMeasurement(measurement)
    return measurement
  }

  /// Processes an action, or each action of a batch, as ``process(_:)`` does, and reports what
  /// each took to `measurement`.
  ///
  /// Each action of a batch is timed from the start of its reduction to the end of its last
  /// middleware; the publication that follows the batch's last action (routing, delivery,
  /// listeners) is added to that last action's time, and its delivery and listeners are that
  /// action's. An empty batch is no action, and is not reported.
  @inlinable
  func processMeasuring(_ dispatched: Action, for measurement: CostMeasurement) {
    let actions = dispatched.batchedActions ?? [dispatched]
    guard !actions.isEmpty else { return }
    measurement.beginAction()
    let oldState = listeners.isEmpty ? nil : state
    var change: _RoutingChange = (false, false)
    var version = 0
    var measured: [MeasuredAction] = []
    measured.reserveCapacity(actions.count)
    var start = ContinuousClock.now
    for (offset, action) in actions.enumerated() {
      let actionChange = reduce(action)
      let reduced = ContinuousClock.now
      change.appWideStateChanged = change.appWideStateChanged || actionChange.appWideStateChanged
      change.closedWindowsChanged =
        change.closedWindowsChanged || actionChange.closedWindowsChanged
      version = countVersion()
      var middlewareTimes: [Duration] = []
      middlewareTimes.reserveCapacity(middlewares.count)
      var lap = reduced
      let reducedState = state
      // A batch's action carries its place while the middlewares see it, as in
      // `callMiddlewares(after:at:)`, so that the recorder writes it.
      if dispatched.isBatch {
        action.enterBatch(at: BatchPlace(index: offset + 1, count: actions.count))
      }
      for middleware in middlewares {
        middleware(reducedState, action)
        let now = ContinuousClock.now
        middlewareTimes.append(lap.duration(to: now))
        lap = now
      }
      if dispatched.isBatch { action.leaveBatch() }
      measured.append(
        MeasuredAction(
          action: action, reducers: start.duration(to: reduced), middlewares: middlewareTimes,
          total: start.duration(to: lap)))
      start = lap
    }
    var delivery = MeasuredDelivery<State>()
    notifySubscribers(
      of: state, after: dispatched, version: version, change: change, delivery: &delivery)
    let delivered = ContinuousClock.now
    if let oldState {
      listeners.notify(from: oldState, to: state)
    }
    let ended = ContinuousClock.now
    measurement.report(
      measured, isBatch: dispatched.isBatch, subscribers: delivery.tally,
      listeners: delivered.duration(to: ended), publication: start.duration(to: ended))
  }
}

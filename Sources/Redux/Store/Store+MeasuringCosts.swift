extension Store {
  /// Starts measuring what each action costs: the time in the reducer, in each middleware, in
  /// the delivery to each subscriber type, in the listeners, and in all.
  ///
  /// ```swift
  /// let store = Store(
  ///   state: AppState(), reducer: AppState.reducer,
  ///   middlewares: [recorder.middleware, telemetry.middleware])
  /// let measurement = try store.measureCosts(middlewareNames: ["ActionRecorder", "Telemetry"])
  /// recorder.recordCosts(of: measurement)  // Each line of the recording carries its cost.
  /// measurement.onReport { report in
  ///   if report.cost.total > .milliseconds(4) { print(report.actionName, report.cost) }
  /// }
  /// ```
  ///
  /// Measuring is off until this is called: a store that does not measure tests one stored
  /// optional per action, and reads no clock. From the next action on, the store reports each
  /// action to the returned ``CostMeasurement`` (an ``ActionBatch`` as its actions, one report
  /// each) until its ``CostMeasurement/stop()``; ``costMeasurement`` is the measurement under
  /// way meanwhile.
  ///
  /// Middlewares are closures, with no type to name them by: name them here, one name per
  /// middleware in the order the store calls them, or they are `middleware 1`, `middleware 2`,
  /// and so on.
  ///
  /// - Parameter middlewareNames: The middlewares' names, in order, or `nil`.
  /// - Returns: The measurement.
  /// - Throws: ``CostMeasurementError/middlewareNameCount(names:middlewares:)`` when the names
  ///   are not one per middleware; ``CostMeasurementError/alreadyMeasuring`` when a measurement
  ///   is under way.
  @discardableResult
  public func measureCosts(
    middlewareNames: [String]? = nil
  ) throws(CostMeasurementError) -> CostMeasurement {
    MainActorCheck.require("Store.measureCosts")
    return try core.startMeasuring(middlewareNames: middlewareNames)
  }

  /// The measurement under way, started by ``measureCosts(middlewareNames:)`` and not stopped,
  /// or `nil` when the store does not measure.
  public var costMeasurement: CostMeasurement? {
    core.measurement
  }
}

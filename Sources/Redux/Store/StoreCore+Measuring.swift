// How a store starts measuring costs. A store that measures processes each action in the same
// loop as one that does not (`StoreCore.process(_:meter:)`), with a `CostMeter` that reads the
// monotonic clock as each step ends and reports to the measurement.

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
}

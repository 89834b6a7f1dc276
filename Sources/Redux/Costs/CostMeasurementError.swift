/// Why a store could not start measuring costs.
public enum CostMeasurementError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The names given for the middlewares are not one per middleware.
  ///
  /// - Parameters:
  ///   - names: How many names were given.
  ///   - middlewares: How many middlewares the store has.
  case middlewareNameCount(names: Int, middlewares: Int)
  /// The store already measures: stop its ``CostMeasurement`` first, or use it
  /// (`store.costMeasurement`).
  case alreadyMeasuring

  /// The problem, in a sentence.
  public var description: String {
    switch self {
    case .middlewareNameCount(let names, let middlewares):
      "measureCosts was given \(names) middleware name\(names == 1 ? "" : "s") for a store with "
        + "\(middlewares) middleware\(middlewares == 1 ? "" : "s"): give one name per "
        + "middleware, in the order the store calls them, or none"
    case .alreadyMeasuring:
      "the store already measures costs: stop its measurement before starting another, or "
        + "read the one under way from costMeasurement"
    }
  }
}

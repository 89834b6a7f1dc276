import Redux

extension TestStore {
  /// Starts measuring what each action the test store processes costs, as a `Store`'s
  /// `measureCosts(middlewareNames:)` does: the same processing, measured the same way.
  ///
  /// A test asserts what a cost is made of, never how long it took: which middlewares ran, which
  /// subscriber types were called and how many of each.
  ///
  /// ```swift
  /// let measurement = try store.measureCosts(middlewareNames: ["TodoListMiddleware"])
  /// var reports: [ActionCostReport] = []
  /// measurement.onReport { reports.append($0) }
  /// store.send(TodoListAction.add(title: "Milk"), forWindowUUID: window) { … }
  /// #expect(reports.last?.cost.subscribers.map(\.type) == ["TodoListController"])
  /// ```
  ///
  /// - Parameter middlewareNames: The middlewares' names, one per middleware in order, or `nil`
  ///   for `middleware 1`, `middleware 2`, ….
  /// - Returns: The measurement; its `stop()` ends it.
  /// - Throws: `CostMeasurementError` when the names are not one per middleware, or a
  ///   measurement is under way.
  @discardableResult
  public func measureCosts(
    middlewareNames: [String]? = nil
  ) throws(CostMeasurementError) -> CostMeasurement {
    try core.startMeasuring(middlewareNames: middlewareNames)
  }

  /// The measurement under way, or `nil` when the test store does not measure.
  public var costMeasurement: CostMeasurement? {
    core.measurement
  }
}

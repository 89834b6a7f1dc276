import Redux

extension InspectorPageData {
  /// A step's cost as the page holds it, its `k`:
  /// `[total, reducers, middlewares, subscribers, listeners]`, each time in whole nanoseconds;
  /// `middlewares` is `[[name, ns], …]` in the order the store called them and `subscribers`
  /// `[[type, ns, calls], …]`, each name by its number in the page's `names`.
  ///
  /// The page shows the total in the action list's cost column, sorts the list by it, and
  /// draws the selected step's parts as a bar (`InspectorScript.costsScript`).
  ///
  /// - Parameters:
  ///   - cost: The action's cost, as its recording's line holds it.
  ///   - names: The page's table of names, which the middlewares' and subscribers' names join.
  /// - Returns: The cost's JSON.
  static func costJSON(_ cost: ActionCost, names: inout NumberedValues<String>) -> JSONValue {
    func nanoseconds(_ duration: Duration) -> JSONValue {
      .number(String(duration.wholeNanoseconds))
    }
    let middlewares = cost.middlewares.map { middleware -> JSONValue in
      .array([.number(String(names.number(middleware.name))), nanoseconds(middleware.duration)])
    }
    let subscribers = cost.subscribers.map { subscriber -> JSONValue in
      .array([
        .number(String(names.number(subscriber.type))), nanoseconds(subscriber.duration),
        .number(String(subscriber.calls)),
      ])
    }
    return .array([
      nanoseconds(cost.total), nanoseconds(cost.reducers), .array(middlewares),
      .array(subscribers), nanoseconds(cost.listeners),
    ])
  }
}

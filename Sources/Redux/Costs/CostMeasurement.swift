/// A store's measurement of what each action costs: started by the store's `measureCosts`, it
/// reports every action the store processes until ``stop()``.
///
/// ```swift
/// let measurement = try store.measureCosts(middlewareNames: ["ActionRecorder", "Telemetry"])
/// measurement.onReport { report in
///   if report.cost.total > .milliseconds(4) { log("slow: \(report.actionName)") }
/// }
/// Task {
///   for await report in measurement.reports() { costs.append(report) }  // Ends at stop().
/// }
/// // …
/// measurement.stop()
/// ```
///
/// For each action the store reads a monotonic clock (`ContinuousClock`) around each step of its
/// processing, in the order it takes them: the reducer, each middleware, the delivery to each
/// subscription it calls (its selection, its filter and its subscriber's `newState`), the
/// listeners; then it reports an ``ActionCostReport`` to each handler given to
/// ``onReport(_:)`` and each sequence from ``reports(bufferingPolicy:)``, before it processes
/// the next action. Subscriptions are timed by their subscriber's type: an app's own
/// (`String(describing:)` of the type, such as `TodoCellController`), or the framework's for
/// `values` sequences and `observe` models (`StoreValues<Int>`, `StoreObservation<Int>`).
///
/// An ``ActionRecorder`` given the measurement (``ActionRecorder/recordCosts(of:)``) writes each
/// action's cost on its line of the recording.
///
/// A store that does not measure pays one test of a stored optional per action; the article
/// "Performance" counts what that and measuring cost.
@MainActor
public final class CostMeasurement {
  /// The names of the store's middlewares, in the order the store calls them: the names given
  /// to `measureCosts`, or `middleware 1`, `middleware 2`, … when none were given.
  public let middlewareNames: [String]

  /// Whether the measurement still reports actions: `true` until ``stop()``.
  public private(set) var isMeasuring = true

  private var handlers: [(ActionCostReport) -> Void] = []
  private var streams: [AsyncStream<ActionCostReport>.Continuation] = []
  private var recorderLinks: [RecorderCostLink] = []
  /// The actions reported so far, the last report's ``ActionCostReport/sequence``.
  private var reportedActions = 0
  /// Each subscriber type's name, found once.
  private var typeNames: [ObjectIdentifier: String] = [:]
  /// Takes the measurement off its store; `nil` once stopped.
  private var detach: (() -> Void)?

  init(middlewareNames: [String], detach: @escaping () -> Void) {
    self.middlewareNames = middlewareNames
    self.detach = detach
  }

  // A measurement let go of without `stop()` (its store went away) still ends its sequences,
  // whose loops would otherwise wait forever, and lets its recorders write the lines they hold.
  deinit {
    for stream in streams { stream.finish() }
    for link in recorderLinks { link.disconnect() }
  }

  /// Calls `handler` with the report of each action the store processes from now on, on the
  /// main actor, once the store has processed the action and before it processes the next.
  ///
  /// Handlers are called in the order they were added, and kept until ``stop()``. An action a
  /// handler dispatches waits its turn, as one a subscriber dispatches does. The store keeps its
  /// measurement, and the measurement its handlers: a handler that uses the store captures it
  /// weakly, as a middleware does.
  ///
  /// - Parameter handler: Called with each report.
  public func onReport(_ handler: @escaping (ActionCostReport) -> Void) {
    guard isMeasuring else { return }
    handlers.append(handler)
  }

  /// The reports of the actions the store processes from now on, as an async sequence that
  /// ends when the measurement stops.
  ///
  /// ```swift
  /// for await report in measurement.reports() {
  ///   print(report.actionName, report.cost.total)
  /// }
  /// ```
  ///
  /// Each call makes a new sequence. The store never waits for a loop: reports the loop has not
  /// taken yet are kept as `bufferingPolicy` says, all of them unless given. A loop that ends
  /// early ends its sequence; the measurement goes on.
  ///
  /// - Parameter bufferingPolicy: What to keep of the reports a loop has not taken yet.
  /// - Returns: The sequence; already finished when the measurement has stopped.
  public func reports(
    bufferingPolicy: AsyncStream<ActionCostReport>.Continuation.BufferingPolicy = .unbounded
  ) -> AsyncStream<ActionCostReport> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: ActionCostReport.self, bufferingPolicy: bufferingPolicy)
    if isMeasuring {
      streams.append(continuation)
    } else {
      continuation.finish()
    }
    return stream
  }

  /// Stops measuring: the store processes the next action without reading the clock, the
  /// sequences from ``reports(bufferingPolicy:)`` end, the handlers are let go, and a recorder
  /// writes the lines it held without a cost. A store may then measure again, with a new
  /// measurement. Stopping a stopped measurement does nothing.
  ///
  /// Called while the store processes an action (by a middleware, say), that action is not
  /// reported.
  public func stop() {
    guard isMeasuring else { return }
    isMeasuring = false
    let detach = detach
    self.detach = nil
    detach?()
    let released = (handlers, streams, recorderLinks)
    handlers = []
    streams = []
    recorderLinks = []
    for stream in released.1 { stream.finish() }
    for link in released.2 { link.disconnect() }
    // The handlers are released last: a `deinit` of something they held may use the
    // measurement, which is consistent by now.
    keepAlive(released)
  }

  /// Connects a recorder's link: its lines wait for their actions' costs.
  func addRecorderLink(_ link: RecorderCostLink) {
    guard isMeasuring, !recorderLinks.contains(where: { $0 === link }) else { return }
    link.connect()
    recorderLinks.append(link)
  }
}

// What the store calls while it processes an action (`CostMeter`, in `ProcessingMeter.swift`).
extension CostMeasurement {
  /// The store starts processing a measured action: recorders number it, so that a line
  /// recorded now waits for this action's cost and no other.
  @usableFromInline
  func beginAction() {
    for link in recorderLinks { link.beginMeasuredAction() }
  }

  /// Reports the actions of one processing: one action, or a batch's actions in order, the last
  /// carrying the publication (the delivery to subscribers and the listeners), which the store
  /// makes once, after the last.
  ///
  /// - Parameters:
  ///   - actions: Each action's reducers and middlewares, and its total up to its last
  ///     middleware.
  ///   - isBatch: Whether they came in an ``ActionBatch``.
  ///   - subscribers: The delivery, by subscriber type.
  ///   - listeners: The time in listeners.
  ///   - publication: The time from the end of the last action's middlewares to the end of its
  ///     listeners, added to its total.
  @usableFromInline
  func report(
    _ actions: [MeasuredAction], isBatch: Bool, subscribers: SubscriberCostTally,
    listeners: Duration, publication: Duration
  ) {
    // Stopped meanwhile, by a middleware, a subscriber or a listener: not reported.
    guard isMeasuring else { return }
    let delivery = subscribers.lines.map {
      SubscriberCost(type: name(of: $0.type), duration: $0.duration, calls: $0.calls)
    }
    var costs: [(action: Action, cost: ActionCost)] = []
    costs.reserveCapacity(actions.count)
    for (index, measured) in actions.enumerated() {
      let isLast = index == actions.count - 1
      costs.append(
        (
          measured.action,
          ActionCost(
            total: measured.total + (isLast ? publication : .zero),
            reducers: measured.reducers,
            middlewares: zip(middlewareNames, measured.middlewares).map {
              MiddlewareCost(name: $0, duration: $1)
            },
            subscribers: isLast ? delivery : [],
            listeners: isLast ? listeners : .zero)
        ))
    }
    let first = reportedActions + 1
    reportedActions += costs.count
    // The recorders first: their lines wait for these costs.
    let keyed = costs.map {
      RecordingWriter.KeyedCost(key: ObjectIdentifier($0.action), cost: $0.cost)
    }
    for link in recorderLinks { link.record(keyed) }
    guard !handlers.isEmpty || !streams.isEmpty else { return }
    for (index, (action, cost)) in costs.enumerated() {
      let report = ActionCostReport(
        sequence: first + index, action: action,
        batch: isBatch ? ActionCostReport.BatchPosition(index: index + 1, count: costs.count) : nil,
        cost: cost)
      deliver(report)
    }
  }

  private func deliver(_ report: ActionCostReport) {
    // The arrays are iterated as they were: a handler may add a handler, or stop the
    // measurement.
    for handler in handlers {
      guard isMeasuring else { return }
      handler(report)
    }
    guard isMeasuring else { return }
    // Sequences whose loop ended are let go.
    var live: [AsyncStream<ActionCostReport>.Continuation] = []
    for stream in streams {
      if case .terminated = stream.yield(report) { continue }
      live.append(stream)
    }
    if live.count != streams.count { streams = live }
  }

  /// The name of a subscriber type, as ``SubscriberCost/type`` gives it.
  private func name(of type: AnyObject.Type) -> String {
    let key = ObjectIdentifier(type)
    if let name = typeNames[key] { return name }
    let name = (type as? any CostNamedSubscriber.Type)?.costTypeName ?? String(describing: type)
    typeNames[key] = name
    return name
  }
}

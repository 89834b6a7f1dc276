import Redux

extension InspectorPageData {
  /// The session's batches, in order: each run of steps whose actions were dispatched in one
  /// `ActionBatch`, from the action at index 1 to the batch's last (or the session's last
  /// action, when the session ended inside the batch).
  var batches: [InspectedBatch] {
    var batches: [InspectedBatch] = []
    var first: Int?
    for (offset, step) in trace.steps.enumerated() {
      guard let place = step.batch else { continue }
      if place.index == 1 || first == nil { first = step.position }
      let isLastStep = offset == trace.steps.count - 1
      if let start = first, place.isLast || isLastStep {
        batches.append(InspectedBatch(first: start, last: step.position, count: place.count))
        first = nil
      }
    }
    return batches
  }

  /// The page's `batches`: for each batch, `first` and `last` (the positions of its first and
  /// last recorded actions; `last` is the batch's step, as `#step=K` names it), `count` (its
  /// actions, more than were recorded when the session ended inside it), `label` (its row's
  /// label's number in `names`, see ``batchLabel(_:labels:)``), `window` (the window its actions
  /// share, 0 when they name several), `changes` (from the state before its first action to the
  /// state after its last, as a step's `c`) and, when its actions' lines hold costs, `cost`: their
  /// sum, as a step's `k`.
  ///
  /// - Parameters:
  ///   - batches: The session's batches.
  ///   - windows: The windows' numbers.
  ///   - names: The page's table of names, which the labels join.
  ///   - changeTexts: The page's tables of the changes' texts.
  /// - Returns: The batches' JSON.
  func batchesJSON(
    _ batches: [InspectedBatch], windows: [String: Int], names: inout NumberedValues<String>,
    changeTexts: inout ChangeTextTable
  ) -> JSONValue {
    .array(
      batches.map { batch -> JSONValue in
        let steps = trace.steps[(batch.first - 1)...(batch.last - 1)]
        let window = steps.first?.window ?? .unavailable
        let shared = steps.allSatisfy { $0.window == window } ? window : .unavailable
        var members: [String: JSONValue] = [
          "first": .number(String(batch.first)),
          "last": .number(String(batch.last)),
          "count": .number(String(batch.count)),
          "label": .number(
            String(names.number(Self.batchLabel(batch, labels: steps.map(\.label))))),
          "window": .number(String(shared.isUnavailable ? 0 : windows[shared.uuidString] ?? 0)),
          "changes": .array(
            Self.shownChanges(trace.batchChanges[batch.last] ?? []).map { changeTexts.json($0) }),
        ]
        let stepCosts = steps.compactMap { costs[$0.position] }
        if let sum = Self.sum(stepCosts) { members["cost"] = Self.costJSON(sum, names: &names) }
        return .object(members)
      })
  }

  /// A batch's row label: `batch of 3 · TodoListAction.add`, with its actions' labels, the
  /// first two different ones, then `…` when there are more; `batch of 3, cut after 2 · …`
  /// when the session ended inside it.
  ///
  /// - Parameters:
  ///   - batch: The batch.
  ///   - labels: Its actions' row labels, in order.
  /// - Returns: The label.
  static func batchLabel(_ batch: InspectedBatch, labels: [String]) -> String {
    var distinct: [String] = []
    var hasMore = false
    for label in labels where !distinct.contains(label) {
      guard distinct.count < 2 else {
        hasMore = true
        break
      }
      distinct.append(label)
    }
    let recorded = batch.last - batch.first + 1
    let size =
      recorded < batch.count
      ? "batch of \(batch.count), cut after \(recorded)" : "batch of \(batch.count)"
    return "\(size) · \(distinct.joined(separator: ", "))\(hasMore ? " …" : "")"
  }

  /// The cost of several actions as one: each phase's time summed, the middlewares' by name and
  /// the subscribers' by type (their calls too, stopping at the largest count: see
  /// ``CallCount``), in the order first met.
  ///
  /// - Parameter costs: The actions' costs.
  /// - Returns: Their sum, or `nil` for none.
  static func sum(_ costs: [ActionCost]) -> ActionCost? {
    guard var sum = costs.first else { return nil }
    // Where each name is in the sum's lists: the first of its kind, as a damaged line may name
    // one twice. Merging through them keeps a batch of many names linear.
    var middlewareIndices: [String: Int] = [:]
    for (index, middleware) in sum.middlewares.enumerated()
    where middlewareIndices[middleware.name] == nil {
      middlewareIndices[middleware.name] = index
    }
    var subscriberIndices: [String: Int] = [:]
    for (index, subscriber) in sum.subscribers.enumerated()
    where subscriberIndices[subscriber.type] == nil {
      subscriberIndices[subscriber.type] = index
    }
    for cost in costs.dropFirst() {
      sum.total += cost.total
      sum.reducers += cost.reducers
      sum.listeners += cost.listeners
      for middleware in cost.middlewares {
        if let index = middlewareIndices[middleware.name] {
          sum.middlewares[index].duration += middleware.duration
        } else {
          middlewareIndices[middleware.name] = sum.middlewares.count
          sum.middlewares.append(middleware)
        }
      }
      for subscriber in cost.subscribers {
        if let index = subscriberIndices[subscriber.type] {
          sum.subscribers[index].duration += subscriber.duration
          sum.subscribers[index].calls = CallCount.sum(
            sum.subscribers[index].calls, subscriber.calls)
        } else {
          subscriberIndices[subscriber.type] = sum.subscribers.count
          sum.subscribers.append(subscriber)
        }
      }
    }
    return sum
  }
}

/// What one action cost a store that measures, as ``CostMeasurement`` reports it: which action,
/// in which window, and its ``ActionCost``.
///
/// ```swift
/// let measurement = try store.measureCosts()
/// measurement.onReport { report in
///   if report.cost.total > .milliseconds(4) {
///     print("#\(report.sequence) \(report.actionName): \(report.cost.total)")
///   }
/// }
/// ```
///
/// The store reports each action once it has processed it: after its reducer, its middlewares,
/// its subscribers and its listeners, before it processes the next action. An ``ActionBatch`` is
/// reported as its actions, one report each, in order: each with its own reducers and
/// middlewares, and the last with the batch's delivery to subscribers and listeners too, since
/// the store publishes a batch once, after its last action. The reports' totals add up to the
/// batch's time, and a recording's lines, one per action of the batch, each carry their own.
public struct ActionCostReport: Sendable, Equatable {
  /// Where an action stood in the ``ActionBatch`` it was dispatched in.
  public struct BatchPosition: Sendable, Hashable {
    /// The action's place in the batch: 1 for the first.
    public let index: Int
    /// The number of actions in the batch.
    public let count: Int

    /// Makes a place in a batch.
    ///
    /// - Parameters:
    ///   - index: The action's place, from 1.
    ///   - count: The number of actions in the batch.
    public init(index: Int, count: Int) {
      self.index = index
      self.count = count
    }

    /// Whether the action is the batch's last, whose report carries the batch's delivery to
    /// subscribers and listeners.
    public var isLast: Bool { index == count }
  }

  /// The action's number among those the measurement reported: 1 for the first action processed
  /// after measuring began, then 2, 3, …; each action of a batch has its own.
  public let sequence: Int
  /// The window the action was dispatched for.
  public let windowUUID: WindowUUID
  /// The action's place in its batch, or `nil` for an action dispatched on its own.
  public let batch: BatchPosition?
  /// What processing the action cost.
  public let cost: ActionCost
  /// The action's type, kept to name it when ``actionName`` is read: naming a case reflects on
  /// it, which would cost a measured store more than the rest of its report.
  private let actionType: any ActionType
  /// Whether the action is a plain `Action`, an enum action's carrier, rather than a subclass.
  private let isPlainAction: Bool

  /// The action's type and case, as a recording's `type` names it: `TodoListAction.add` for an
  /// enum action, `SettingsActionType.changeTextColor` for a class action. Worked out each time it is read.
  public var actionName: String {
    RecordingEntry.describeType(of: actionType, isPlainAction: isPlainAction)
  }

  /// Makes the report of an action.
  ///
  /// - Parameters:
  ///   - sequence: The action's number among the reported actions, from 1.
  ///   - action: The action.
  ///   - batch: Its place in its batch, or `nil`.
  ///   - cost: What it cost.
  public init(sequence: Int, action: Action, batch: BatchPosition? = nil, cost: ActionCost) {
    self.sequence = sequence
    self.windowUUID = action.windowUUID
    self.actionType = action.actionType
    self.isPlainAction = type(of: action) == Action.self
    self.batch = batch
    self.cost = cost
  }

  /// Whether two reports are of the same action, with the same cost.
  ///
  /// - Parameters:
  ///   - lhs: A report.
  ///   - rhs: Another report.
  public static func == (lhs: ActionCostReport, rhs: ActionCostReport) -> Bool {
    lhs.sequence == rhs.sequence && lhs.windowUUID == rhs.windowUUID && lhs.batch == rhs.batch
      && lhs.cost == rhs.cost && lhs.actionName == rhs.actionName
  }
}

/// Several actions that the store processes as one: subscribers hear once, with the state after
/// the last of them.
///
/// An import, a sync or a drag that changes many rows is many actions. Dispatched one by one,
/// each is published to every subscriber that hears it; dispatched as a batch, they are reduced in
/// order, and then published once:
///
/// ```swift
/// store.dispatch(ActionBatch(imported.map { TodoListAction.add(title: $0) }, windowUUID: window))
/// ```
///
/// - The reducers and the middlewares see each action, in order, with the state after it: the
///   recorder and ``StoreHistory`` keep each action, and undo, `goto` and replay step through a
///   batch's actions one by one. The recorder writes each action's place in the batch on its
///   line (``RecordedAction/batch``), so that the session inspector shows the batch as one step.
/// - Subscribers, listeners, async sequences and observed models hear once, after the last
///   action, with its state: nobody sees a state between two actions of a batch. (A
///   subscription that a middleware makes during the batch starts with the state as it is then,
///   as every subscription does.)
/// - A batch is dispatched from any thread as one action is, and takes one place in the store's
///   queue. Actions that its reducers, middlewares or subscribers dispatch follow the whole
///   batch, in order.
/// - Each action is reduced as it would be alone; one that a reducer ignores changes nothing,
///   and the others still apply. An empty batch is no action at all.
///
/// A batch's ``Action/windowUUID`` is the window its actions share, or ``WindowUUID/unavailable``
/// when they name several windows: its subscribers are those of every window the batch may have
/// changed. A batch in a batch is flattened into it.
public final class ActionBatch: Action {
  /// Makes a batch of actions, reduced in the order given.
  ///
  /// - Parameter actions: The actions. The batch takes them over, as `dispatch` takes an action.
  public init(_ actions: sending [Action]) {
    super.init(batching: actions.flatMap { $0.batchedActions ?? [$0] })
  }

  /// Makes a batch of enum actions for one window.
  ///
  /// - Parameters:
  ///   - actions: The actions, reduced in this order.
  ///   - windowUUID: The window they are for.
  public convenience init<Modern: ModernAction>(
    _ actions: [Modern], windowUUID: WindowUUID
  ) {
    self.init(actions.map { Action($0, windowUUID: windowUUID) })
  }

  /// The actions, in the order they are reduced.
  public var actions: [Action] {
    batchedActions ?? []
  }

  /// `ActionBatch` and its actions' descriptions, one per line.
  public override var description: String {
    let lines = actions.map { "  \($0)" }
    return "ActionBatch(\(actions.count) actions)" + (lines.isEmpty ? "" : "\n")
      + lines.joined(separator: "\n")
  }
}

/// The ``Action/actionType`` of every ``ActionBatch``.
enum ActionBatchType: ActionType {
  case batch
}

/// What a ``TimeTravelAction`` does: it is its only action type.
public enum TimeTravelActionType: ActionType, Equatable {
  /// The store's state becomes the state a ``StoreHistory`` recorded at a position.
  case jump
}

/// The action a ``StoreHistory`` dispatches to move the store to a state it recorded.
///
/// It goes through the store like any action: the reducer a ``StoreHistory`` wraps replaces the
/// state with ``state``, the middlewares see it (``WindowTasks`` cancels the work of the windows
/// not open in ``state``), and the subscribers hear of the new state; those of windows not open
/// in it (closed, or not yet opened) end. It replaces the windows wholesale
/// (``Action/replacesWindows``).
///
/// It is not a ``CustomRecordableAction``: an ``ActionRecorder`` writes it as unrecordable, so
/// that a replay refuses a recording whose session travelled in time instead of reaching
/// another state than the session did.
public final class TimeTravelAction<State: Sendable>: Action {
  /// The state the store takes.
  public let state: State
  /// The position of ``state`` in the history that dispatched the action.
  public let position: Int
  /// The history that dispatched the action.
  let history: ObjectIdentifier
  /// How many states the history had recorded when it dispatched the action.
  let recordedCount: Int

  /// A one-line description for logs: the jump and the position it goes to, without the
  /// state it carries, which a log prints field by field when it prints the changes.
  ///
  /// ```text
  /// TimeTravelAction(TimeTravelActionType.jump, to position: 3)
  /// ```
  public override var description: String {
    "TimeTravelAction(TimeTravelActionType.jump, to position: \(position))"
  }

  init(state: State, position: Int, history: ObjectIdentifier, recordedCount: Int) {
    self.state = state
    self.position = position
    self.history = history
    self.recordedCount = recordedCount
    super.init(windowReplacement: TimeTravelActionType.jump)
  }
}

/// What a ``TimeTravelAction`` does: it is its only action type.
public enum TimeTravelActionType: ActionType, Equatable {
  /// The store's state becomes the state a ``StoreHistory`` recorded at a position.
  case jump
}

/// The action a ``StoreHistory`` dispatches to move the store to a state it recorded.
///
/// It goes through the store like any action: the reducer a ``StoreHistory`` wraps replaces the
/// state with ``state``, and the middlewares and subscribers see it. It replaces the windows
/// (``Action/replacesWindows``): those not open in ``state`` (closed, or not yet opened) are gone.
///
/// It is not a ``CustomRecordableAction``: an ``ActionRecorder`` writes it as unrecordable, so
/// that a replay refuses a recording whose session travelled in time instead of reaching
/// another state than the session did.
public final class TimeTravelAction<State: Sendable>: Action {
  /// The state the store takes.
  public let state: State
  /// The position of ``state`` in the history that dispatched the action.
  public let position: Int
  let history: ObjectIdentifier
  /// How many states the history had recorded when it dispatched the action.
  let recordedCount: Int

  /// A one-line description for logs, such as
  /// `TimeTravelAction(TimeTravelActionType.jump, to position: 3)`, without the state it carries,
  /// which a log prints field by field when it prints the changes.
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

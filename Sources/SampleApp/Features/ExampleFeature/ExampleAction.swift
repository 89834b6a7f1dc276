import Redux

/// An action of the example feature: the wiki's canonical action class, recordable with its
/// action type as payload.
public final class ExampleAction: Action, RecordableAction {
  /// Makes an example action for a window.
  ///
  /// - Parameters:
  ///   - windowUUID: The window the action is for.
  ///   - actionType: An ``ExampleActionType``.
  public override init(windowUUID: WindowUUID, actionType: any ActionType) {
    super.init(windowUUID: windowUUID, actionType: actionType)
  }

  /// Makes an example action for a window, from an ``ExampleActionType``: the initializer a
  /// replay uses.
  ///
  /// - Parameters:
  ///   - windowUUID: The window the action is for.
  ///   - actionType: What happened.
  public convenience init(windowUUID: WindowUUID, actionType: ExampleActionType) {
    self.init(windowUUID: windowUUID, actionType: actionType as any ActionType)
  }
}

/// The kinds of ``ExampleAction``.
public enum ExampleActionType: ActionType, Codable {
  /// The user did the one thing the example feature does.
  case anExampleActionForExample
}

import Redux

/// An action of the example feature: the wiki's canonical action class.
public final class ExampleAction: Action {
  /// Makes an example action for a window.
  ///
  /// - Parameters:
  ///   - windowUUID: The window the action is for.
  ///   - actionType: An ``ExampleActionType``.
  public override init(windowUUID: WindowUUID, actionType: any ActionType) {
    super.init(windowUUID: windowUUID, actionType: actionType)
  }
}

/// The kinds of ``ExampleAction``.
public enum ExampleActionType: ActionType {
  /// The user did the one thing the example feature does.
  case anExampleActionForExample
}

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

  /// Makes the example action for one instance of the example feature in a window.
  ///
  /// - Parameters:
  ///   - windowUUID: The window that shows the feature.
  ///   - screenInstance: The instance of the feature, or `nil` for the window's first.
  ///   - actionType: What happened.
  public init(
    windowUUID: WindowUUID, screenInstance: ScreenInstanceID?, actionType: ExampleActionType
  ) {
    super.init(windowUUID: windowUUID, screenInstance: screenInstance, actionType: actionType)
  }
}

extension ExampleAction: InstanceRecordableAction {
  /// Makes the action again from a recording, for the instance it was aimed at.
  ///
  /// - Parameters:
  ///   - windowUUID: The window.
  ///   - screenInstance: The instance, or `nil` for the window's first example screen.
  ///   - recordedPayload: The recorded action type.
  public convenience init(
    windowUUID: WindowUUID, screenInstance: ScreenInstanceID?, recordedPayload: ExampleActionType
  ) {
    self.init(windowUUID: windowUUID, screenInstance: screenInstance, actionType: recordedPayload)
  }
}

/// The kinds of ``ExampleAction``.
public enum ExampleActionType: ActionType, Codable {
  /// The user did the one thing the example feature does.
  case anExampleActionForExample
}

/// A screen action is recorded with its action type and its screen, when the app's screens are
/// `Codable`: `{"actionType":{"showScreen":{}},"screen":"todoList"}`. A screen action aimed at an
/// instance keeps it: the recorder writes the instance beside the payload, and a replay shows or
/// hides that same instance.
extension ScreenAction: CustomRecordableAction where Screen: Codable {
  /// What a screen action records: its kind and its screen.
  public struct RecordedPayload: Codable, Sendable {
    /// Whether the screen is shown or closed.
    public var actionType: ScreenActionType
    /// The screen.
    public var screen: Screen

    /// Makes the payload of a screen action.
    ///
    /// - Parameters:
    ///   - actionType: Whether the screen is shown or closed.
    ///   - screen: The screen.
    public init(actionType: ScreenActionType, screen: Screen) {
      self.actionType = actionType
      self.screen = screen
    }
  }

  /// The action's kind and screen.
  public var recordedPayload: RecordedPayload? {
    guard let type = actionType(as: ScreenActionType.self) else { return nil }
    return RecordedPayload(actionType: type, screen: screen)
  }

  /// Makes the screen action again from its recorded payload.
  ///
  /// - Parameters:
  ///   - windowUUID: The window.
  ///   - recordedPayload: Its kind and screen.
  public convenience init(windowUUID: WindowUUID, recordedPayload: RecordedPayload) {
    self.init(
      windowUUID: windowUUID, actionType: recordedPayload.actionType,
      screen: recordedPayload.screen)
  }
}

extension ScreenAction: InstanceRecordableAction where Screen: Codable {
  /// Makes the screen action again, for the instance it was aimed at.
  ///
  /// - Parameters:
  ///   - windowUUID: The window.
  ///   - screenInstance: The instance shown or hidden, or `nil` for the screen's first instance.
  ///   - recordedPayload: Its kind and screen.
  public convenience init(
    windowUUID: WindowUUID, screenInstance: ScreenInstanceID?, recordedPayload: RecordedPayload
  ) {
    self.init(
      windowUUID: windowUUID, actionType: recordedPayload.actionType,
      screen: recordedPayload.screen, instance: screenInstance)
  }
}

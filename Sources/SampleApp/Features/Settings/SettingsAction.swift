import Redux

/// An action of the settings screen. Its window is the one where the user made the change; the
/// change itself applies to every window. Recordable, with its action type as payload.
public final class SettingsAction: Action, RecordableAction {
  /// Makes a settings action.
  ///
  /// - Parameters:
  ///   - windowUUID: The window where the user made the change.
  ///   - actionType: The change.
  public init(windowUUID: WindowUUID, actionType: SettingsActionType) {
    super.init(windowUUID: windowUUID, actionType: actionType)
  }

  /// Makes a settings action from one instance of the settings screen in a window: the colours
  /// change for every window, and that instance alone confirms the change.
  ///
  /// - Parameters:
  ///   - windowUUID: The window the change is made from.
  ///   - screenInstance: The instance of the settings screen, or `nil` for the window's first.
  ///   - actionType: The change.
  public init(
    windowUUID: WindowUUID, screenInstance: ScreenInstanceID?, actionType: SettingsActionType
  ) {
    super.init(windowUUID: windowUUID, screenInstance: screenInstance, actionType: actionType)
  }
}

extension SettingsAction: InstanceRecordableAction {
  /// Makes the action again from a recording, for the instance it was aimed at.
  ///
  /// - Parameters:
  ///   - windowUUID: The window.
  ///   - screenInstance: The instance, or `nil` for the window's first settings screen.
  ///   - recordedPayload: The recorded action type.
  public convenience init(
    windowUUID: WindowUUID, screenInstance: ScreenInstanceID?, recordedPayload: SettingsActionType
  ) {
    self.init(windowUUID: windowUUID, screenInstance: screenInstance, actionType: recordedPayload)
  }
}

/// The kinds of ``SettingsAction``.
public enum SettingsActionType: ActionType, Equatable, Codable {
  /// The todo list's background becomes this colour, in every window.
  case changeBackgroundColor(Color)
  /// The todo list's text becomes this colour, in every window.
  case changeTextColor(Color)
}

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
}

/// The kinds of ``SettingsAction``.
public enum SettingsActionType: ActionType, Equatable, Codable {
  /// The todo list's background becomes this colour, in every window.
  case changeBackgroundColor(Color)
  /// The todo list's text becomes this colour, in every window.
  case changeTextColor(Color)
}

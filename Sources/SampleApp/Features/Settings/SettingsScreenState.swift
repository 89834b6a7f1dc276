import Redux

/// The settings screen of one window.
///
/// The colours themselves are app-wide (``SettingsState``). What belongs to the window is the
/// confirmation of a change made there: a transient message that the window which made the
/// change shows once, and the other windows never see.
public struct SettingsScreenState: ScreenState, Codable {
  /// The window that shows the screen.
  public var windowUUID: WindowUUID
  /// A confirmation of the change this window just made, such as "Background is now blue";
  /// transient.
  public var confirmation: String?

  /// Makes the screen's state.
  ///
  /// - Parameters:
  ///   - windowUUID: The window that shows the screen.
  ///   - confirmation: A confirmation of the last change; transient.
  public init(windowUUID: WindowUUID, confirmation: String? = nil) {
    self.windowUUID = windowUUID
    self.confirmation = confirmation
  }

  /// Confirms a settings change made in this window; resets the confirmation for every other
  /// action.
  public static let reducer: Reducer<Self> = { state, action in
    guard action.windowUUID == .unavailable || action.windowUUID == state.windowUUID else {
      return defaultState(from: state)
    }
    switch action.actionType {
    case SettingsActionType.changeBackgroundColor(let color):
      return SettingsScreenState(
        windowUUID: state.windowUUID, confirmation: "Background is now \(color.rawValue)")
    case SettingsActionType.changeTextColor(let color):
      return SettingsScreenState(
        windowUUID: state.windowUUID, confirmation: "Text is now \(color.rawValue)")
    default:
      return defaultState(from: state)
    }
  }

  /// Returns a copy of `state` without the confirmation.
  ///
  /// - Parameter state: The state to copy.
  /// - Returns: The copy.
  public static func defaultState(from state: SettingsScreenState) -> SettingsScreenState {
    SettingsScreenState(windowUUID: state.windowUUID)
  }
}

import Redux

/// What the settings screen of one window shows: the app-wide colours, with the confirmation of
/// a change this window just made.
///
/// The colours come from ``AppState/settings`` and are the same in every window; the
/// confirmation comes from the window's ``SettingsScreenState`` and is transient: only the window
/// that made the change sees it, and only until its next action.
///
/// ```swift
/// store.subscribe(self, to: .screen(.settings, in: uuid)) {
///   $0.select { SettingsControllerState(appState: $0, uuid: uuid) }
/// }
/// ```
public struct SettingsControllerState: Equatable, Sendable {
  /// The todo list's background colour, in every window.
  public var backgroundColor: Color
  /// The todo list's text colour, in every window.
  public var textColor: Color
  /// The confirmation of the change this window just made, if any.
  public var confirmation: String?

  /// Selects the settings screen's state for a window from the app's state.
  ///
  /// A window that does not show the settings screen gets the colours without a confirmation.
  ///
  /// - Parameters:
  ///   - appState: The app's state.
  ///   - uuid: The window.
  public init(appState: AppState, uuid: WindowUUID) {
    self.init(appState: appState, uuid: uuid, instance: nil)
  }

  /// Selects the state of one instance of the settings screen in a window.
  ///
  /// - Parameters:
  ///   - appState: The app's state.
  ///   - uuid: The window.
  ///   - instance: The instance of the screen, or `nil` for the window's first.
  public init(appState: AppState, uuid: WindowUUID, instance: ScreenInstanceID?) {
    let screen = appState.instanceState(
      SettingsScreenState.self, for: .settings, instance: instance, window: uuid)
    self.init(
      backgroundColor: appState.settings.backgroundColor,
      textColor: appState.settings.textColor,
      confirmation: screen?.confirmation
    )
  }

  /// Makes the screen's state from its parts.
  ///
  /// - Parameters:
  ///   - backgroundColor: The todo list's background colour.
  ///   - textColor: The todo list's text colour.
  ///   - confirmation: The confirmation of a change just made in the window.
  public init(backgroundColor: Color, textColor: Color, confirmation: String? = nil) {
    self.backgroundColor = backgroundColor
    self.textColor = textColor
    self.confirmation = confirmation
  }
}

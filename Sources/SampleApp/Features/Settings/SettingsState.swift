import Redux

/// The settings every window shares: the colours of the todo list.
///
/// This is app-wide state: it lives beside the per-window screens in ``AppState/settings`` and
/// is the app state's ``AppState/appWideState``, so a change made in one window reaches the
/// subscriptions of all of them.
public struct SettingsState: StateType, Codable {
  /// The background colour of the todo list.
  public var backgroundColor: Color
  /// The text colour of the todo list.
  public var textColor: Color

  /// Makes the settings; the default is white text on red, as in the Suas example.
  ///
  /// - Parameters:
  ///   - backgroundColor: The background colour.
  ///   - textColor: The text colour.
  public init(backgroundColor: Color = .red, textColor: Color = .white) {
    self.backgroundColor = backgroundColor
    self.textColor = textColor
  }

  /// Applies a ``SettingsAction``, whichever window it came from; ignores other actions.
  ///
  /// - Parameters:
  ///   - state: The settings to change.
  ///   - action: The action.
  public static func reduce(_ state: inout SettingsState, _ action: Action) {
    // Every action of every window comes here; `actionType(as:)` rules out the others cheaply.
    guard let type = action.actionType(as: SettingsActionType.self) else { return }
    switch type {
    case .changeBackgroundColor(let color):
      state.backgroundColor = color
    case .changeTextColor(let color):
      state.textColor = color
    }
  }

  /// Settings have no transient data.
  ///
  /// - Parameter state: The state to copy.
  /// - Returns: `state`.
  public static func defaultState(from state: SettingsState) -> SettingsState {
    state
  }
}

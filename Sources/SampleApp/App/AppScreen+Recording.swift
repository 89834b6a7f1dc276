import Redux

extension AppScreen {
  /// The recordable action classes of this screen's feature, for the app's ``ActionRegistry``;
  /// a feature on enum actions registers its enum in ``ActionRegistry/sampleApp`` instead.
  ///
  /// The switch has an arm per screen and no `default:`, so a screen whose actions are not
  /// registered does not compile; `redux-cli new-screen` adds the arm for a new screen.
  public var recordableActions: [any CustomRecordableAction.Type] {
    switch self {
    case .todoList: return []  // enum actions: TodoListAction
    case .settings: return [SettingsAction.self]
    case .exampleFeature: return [ExampleAction.self]
    }
  }
}

extension ActionRegistry {
  /// The sample app's recordable actions: the framework's window, screen and restore actions,
  /// the action classes of every screen (``AppScreen/recordableActions``), and the todo list's
  /// enum actions.
  ///
  /// ```swift
  /// let recording = try Recording(contentsOf: url, registry: .sampleApp)
  /// ```
  public static let sampleApp = ActionRegistry(
    [WindowAction.self, ScreenAction.self, RestoreWindowsAction<AppScreenState>.self]
      + AppScreen.allCases.flatMap(\.recordableActions),
    modernActions: [TodoListAction.self])
}

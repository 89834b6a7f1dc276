import Redux

extension AppScreen {
  /// The recordable action classes of this screen's feature, for the app's ``ActionRegistry``;
  /// a feature on enum actions lists its enum in ``recordableEnumActions`` instead.
  ///
  /// The switch has an arm per screen and no `default:`, so a screen whose actions are not
  /// registered does not compile; `redux-cli new-screen` adds the arm for a new screen.
  public var recordableActions: [any CustomRecordableAction.Type] {
    switch self {
    case .todoList: return []  // enum actions: recordableEnumActions
    case .settings: return [SettingsAction.self]
    case .exampleFeature: return [ExampleAction.self]
    }
  }
}

extension AppScreen {
  /// The `Codable` enum actions of this screen's feature, for the app's ``ActionRegistry``.
  ///
  /// Like ``recordableActions``, the switch has an arm per screen and no `default:`;
  /// `redux-cli new-screen` adds the arm for a new screen.
  public var recordableEnumActions: [any (ModernAction & Codable).Type] {
    switch self {
    case .todoList: return [TodoListAction.self]
    case .settings: return []
    case .exampleFeature: return []
    }
  }
}

extension ActionRegistry {
  /// The sample app's recordable actions: the framework's window, screen and restore actions,
  /// and the actions of every screen: classes (``AppScreen/recordableActions``) and enums
  /// (``AppScreen/recordableEnumActions``).
  ///
  /// ```swift
  /// let recording = try Recording(contentsOf: url, registry: .sampleApp)
  /// ```
  public static let sampleApp = ActionRegistry(
    [WindowAction.self, ScreenAction.self, RestoreWindowsAction<AppScreenState>.self]
      + AppScreen.allCases.flatMap(\.recordableActions),
    modernActions: AppScreen.allCases.flatMap(\.recordableEnumActions))
}

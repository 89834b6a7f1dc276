/// The screens of the sample app, written by name (`"todoList"`) in recordings.
///
/// Every screen a window can show has a case here. Switches over `AppScreen` have no `default:`
/// arm, so a screen added here and forgotten elsewhere is a compile error.
public enum AppScreen: String, Hashable, Sendable, CaseIterable, Codable {
  /// The list of todos of one window.
  case todoList
  /// The app-wide settings: background and text colour.
  case settings
  /// The wiki's example feature.
  case exampleFeature
}

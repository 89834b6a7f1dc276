/// The screens of the sample app.
///
/// Every screen a window can show has a case here. Switches over `AppScreen` have no `default:`
/// arm, so a screen added here and forgotten elsewhere is a compile error.
public enum AppScreen: Hashable, Sendable, CaseIterable {
  /// The list of todos of one window.
  case todoList
  /// The app-wide settings: background and text colour.
  case settings
  /// The wiki's example feature.
  case exampleFeature
}

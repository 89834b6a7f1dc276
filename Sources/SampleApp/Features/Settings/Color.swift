/// A colour of the sample app's todo list, named rather than drawn: the app has no user interface
/// framework, and its headless controllers render colours as words.
public enum Color: String, CaseIterable, Codable, Sendable {
  /// Red.
  case red
  /// Blue.
  case blue
  /// Purple.
  case purple
  /// Yellow.
  case yellow
  /// White.
  case white
  /// Black.
  case black
}

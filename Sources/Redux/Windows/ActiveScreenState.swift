/// The state of one screen in one window, as an app's screen-state enum declares it.
///
/// An app lists its screens twice: an enum of screens (`AppScreen`) and an enum with one case
/// per screen holding that screen's state (`AppScreenState`). Conforming the second to
/// `ActiveScreenState` is all ``ActiveScreensState`` needs to track screens per window, show
/// and close them, and route each action to the screens of its own window only. See
/// <doc:MultipleWindows#Declare-the-screens> for a conformance.
///
/// Write every `switch` without a `default:` arm: a screen added to the enums but left out of a
/// switch is then a compile error rather than a screen that silently never gets its state.
public protocol ActiveScreenState: Equatable, Sendable {
  /// The app's enum of screens, such as `AppScreen`.
  associatedtype Screen: Hashable & Sendable

  /// Reduces the state of one screen: the app's reducer for the case at hand.
  ///
  /// It runs only for actions aimed at the screen's window or at every window
  /// (``WindowUUID/unavailable``). Screens reset their transient data through
  /// ``StateType/defaultState(from:)`` for every such action they do not handle.
  static var reducer: Reducer<Self> { get }

  /// The state a screen starts with when a window shows it, once per instance shown: it must be
  /// for `screen` (its ``associatedAppScreen``) and belong to `window`.
  ///
  /// - Parameters:
  ///   - screen: The screen being shown.
  ///   - window: The window that shows it.
  /// - Returns: The screen's first state.
  static func initialState(for screen: Screen, window: WindowUUID) -> Self

  /// The screen this state belongs to.
  var associatedAppScreen: Screen { get }

  /// The window that shows this screen, or `nil` for a screen that belongs to no window.
  var windowUUID: WindowUUID? { get }
}

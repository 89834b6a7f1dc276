/// The kinds of ``ScreenAction``: a screen appears in a window or leaves it.
///
/// In a recording, a case is written as `{"showScreen":{}}`.
public enum ScreenActionType: ActionType, Codable {
  /// A window shows a screen. Showing a screen the window already shows changes nothing.
  case showScreen
  /// A window stops showing a screen. Closing a screen that is not shown changes nothing.
  case closeScreen
}

/// An action that shows or closes one screen in one window.
///
/// An app names its screens with its own enum and refers to this class through a type alias,
/// so that screens can be written with a leading dot:
///
/// ```swift
/// typealias ScreenAction = Redux.ScreenAction<AppScreen>
///
/// store.dispatch(
///   ScreenAction(windowUUID: windowUUID, actionType: .showScreen, screen: .exampleFeature))
/// ```
public final class ScreenAction<Screen: Hashable & Sendable>: Action {
  /// The screen that appears or leaves.
  public let screen: Screen

  /// Makes an action that shows or closes `screen` in a window.
  ///
  /// - Parameters:
  ///   - windowUUID: The window.
  ///   - actionType: ``ScreenActionType/showScreen`` or ``ScreenActionType/closeScreen``.
  ///   - screen: The screen.
  public init(windowUUID: WindowUUID, actionType: ScreenActionType, screen: Screen) {
    self.screen = screen
    super.init(
      windowUUID: windowUUID, actionType: actionType, opensOrClosesWindowsOrScreens: true)
  }

  /// Makes an action that shows or hides one instance of `screen` in a window.
  ///
  /// ``ScreenActionType/showScreen`` shows a new instance with that identity, after the window's
  /// other screens, unless the window shows it or once hid it: then it changes nothing (ask for a
  /// new instance with a new identity; see ``ScreenInstanceID``). ``ScreenActionType/closeScreen``
  /// hides that instance alone, and changes nothing once it is hidden. Without an instance,
  /// `showScreen` shows the screen only when the window shows no instance of it, and `closeScreen`
  /// hides the first instance.
  ///
  /// - Parameters:
  ///   - windowUUID: The window.
  ///   - actionType: ``ScreenActionType/showScreen`` or ``ScreenActionType/closeScreen``.
  ///   - screen: The screen.
  ///   - instance: The instance, or `nil` for the first instance of the screen.
  public init(
    windowUUID: WindowUUID, actionType: ScreenActionType, screen: Screen,
    instance: ScreenInstanceID?
  ) {
    self.screen = screen
    super.init(
      windowUUID: windowUUID, screenInstance: instance, actionType: actionType,
      opensOrClosesWindowsOrScreens: true)
  }
}

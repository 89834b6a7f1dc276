import Redux

/// A screen's headless controller: what a window needs to show a screen, whatever the screen.
///
/// Each feature's controller adopts it, so code that handles every screen the same way (the
/// terminal simulator, a window that restores its screens) can hold a window's controllers side
/// by side and draw them. ``AppScreen/makeController(windowUUID:instance:store:)`` makes the
/// controller of a screen, or of one more instance of it.
///
/// A controller shows its screen in its window and subscribes when it is made; it closes the
/// screen when ``unsubscribeFromRedux()`` is called or when it goes away.
@MainActor
public protocol ScreenController: AnyObject {
  /// The window that shows the screen.
  var windowUUID: WindowUUID { get }
  /// The instance of the screen the controller shows, or `nil` for the window's first instance
  /// of it, whichever that is when an action is dispatched.
  var instance: ScreenInstanceID? { get }
  /// The screen as text, rewritten each time the controller receives a new state.
  var renderedText: String { get }
  /// Closes the screen in the controller's window, once; later calls do nothing.
  func unsubscribeFromRedux()
}

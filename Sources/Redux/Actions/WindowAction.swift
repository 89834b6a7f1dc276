/// The kinds of ``WindowAction``: a window opens or closes.
///
/// In a recording, a case is written as `{"openWindow":{}}`.
public enum WindowActionType: ActionType, Codable {
  /// A window opens. Opening a window that is already open changes nothing.
  case openWindow
  /// A window closes, with every screen it shows. A closed window stays closed.
  case closeWindow
}

/// An action that opens or closes the window named by its ``Action/windowUUID``.
///
/// ```swift
/// let window = WindowUUID()
/// store.dispatch(WindowAction(windowUUID: window, actionType: WindowActionType.openWindow))
/// ```
public final class WindowAction: Action {
  /// Makes an action that opens or closes a window.
  ///
  /// - Parameters:
  ///   - windowUUID: The window.
  ///   - actionType: ``WindowActionType/openWindow`` or ``WindowActionType/closeWindow``.
  public init(windowUUID: WindowUUID, actionType: WindowActionType) {
    super.init(
      windowUUID: windowUUID, actionType: actionType, opensOrClosesWindowsOrScreens: true)
  }
}

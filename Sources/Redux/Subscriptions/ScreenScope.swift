/// A screen in a window, as watched by a screen subscription.
///
/// A screen subscription is evaluated only after actions that changed its screen's state in its
/// window (showing or closing the screen included) and after actions that changed the app-wide
/// state. An action for another screen of the same window costs it nothing: its selection does not
/// run, its subscriber is not even looked at. You rarely make a scope yourself; subscribe with
/// ``DefaultDispatchStore/subscribe(_:window:screen:transform:)-74dmw``:
///
/// ```swift
/// store.subscribe(self, window: windowUUID, screen: .todoList) {
///   $0.select { TodoListControllerState(appState: $0, uuid: windowUUID) }
/// }
/// ```
///
/// Subscribe this way when what you select depends only on the screen's state in the window and
/// on the app-wide state, as a screen's controller does. Select anything else (another screen, a
/// part of the state outside the windows) with a window subscription instead, which hears every
/// action for its window.
public struct ScreenScope<State>: Sendable {
  /// The window the subscription watches.
  public let window: WindowUUID
  /// Finds the screen in a state: where its window shows it, and its revision.
  @usableFromInline let locator: any ScreenLocating<State>

  /// Makes the scope of a screen in a window.
  ///
  /// - Parameters:
  ///   - screen: The screen.
  ///   - window: The window. A scope of ``WindowUUID/unavailable`` hears every action, like a
  ///     window subscription to it.
  @inlinable
  public init(_ screen: State.AppScreenState.Screen, in window: WindowUUID)
  where State: WindowedState {
    self.window = window
    self.locator = ScreenLocator(screen: screen, window: window)
  }

  /// Makes the scope of one instance of a screen in a window.
  ///
  /// The subscription hears about the instance alone: actions aimed at other instances of the
  /// screen, or at the window without an instance, cost it nothing unless they changed its
  /// instance. Once the instance is hidden, a newer instance of the screen, even at the same
  /// position, is not its instance.
  ///
  /// - Parameters:
  ///   - screen: The screen.
  ///   - instance: The instance of the screen.
  ///   - window: The window that shows the instance.
  @inlinable
  public init(
    _ screen: State.AppScreenState.Screen, instance: ScreenInstanceID, in window: WindowUUID
  ) where State: WindowedState {
    self.window = window
    self.locator = ScreenInstanceLocator(screen: screen, instance: instance, window: window)
  }

  /// What a store gates the subscription with: `nil` for a scope of
  /// ``WindowUUID/unavailable``, which hears every action.
  @inlinable
  package var gateLocator: (any ScreenLocating<State>)? {
    if window.isUnavailable { return nil }
    return locator
  }
}

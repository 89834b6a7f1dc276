/// Which actions a subscription hears: every action of the store, those of one window, or only
/// those that changed one screen, or one instance of a screen, in a window.
///
/// Every way to read state takes a scope: `subscribe(_:to:transform:)` for subscriber objects,
/// `values(for:buffering:transform:)` for `for await` loops and `observe(for:transform:)` for
/// SwiftUI. The narrower the scope, the less a dispatch costs: a window's subscription is not
/// looked at after another window's actions, and a screen's only after actions that changed that
/// screen (showing or closing it included) or the app-wide state.
///
/// | Scope | Evaluated after | Use it for |
/// | --- | --- | --- |
/// | ``store`` | every action | app-wide views: a menu, a window list |
/// | ``window(_:)`` | every action for the window, or for every window | a window's chrome, or a selection that reads several of its screens |
/// | ``screen(_:in:)`` | actions that changed the screen in the window, or the app-wide state | a screen's controller |
/// | ``instance(_:of:in:)`` | actions that changed that instance, or the app-wide state | one of several instances of a screen in a window |
///
/// Select with a screen or instance scope only what depends on that screen's state and on the
/// app-wide state; a selection that reads anything else takes a window scope.
public struct SubscriptionScope<State>: Sendable {
  /// The window whose actions the subscription hears, or `nil` for every action.
  public let window: WindowUUID?
  /// Finds the watched screen in a state, for a screen or instance scope of an open window;
  /// `nil` otherwise.
  @usableFromInline package let screenLocator: (any ScreenLocating<State>)?

  @usableFromInline
  init(window: WindowUUID?, screenLocator: (any ScreenLocating<State>)?) {
    self.window = window
    self.screenLocator = screenLocator
  }

  /// Every action the store processes.
  public static var store: Self {
    Self(window: nil, screenLocator: nil)
  }

  /// The actions for one window, and those for every window (``WindowUUID/unavailable``).
  ///
  /// - Parameter window: The window. The scope of ``WindowUUID/unavailable`` hears every action.
  /// - Returns: The window's scope.
  public static func window(_ window: WindowUUID) -> Self {
    Self(window: window, screenLocator: nil)
  }

  /// The actions that changed one screen in one window, or the app-wide state.
  ///
  /// - Parameters:
  ///   - screen: The screen.
  ///   - window: The window. The scope of a screen in ``WindowUUID/unavailable`` hears every
  ///     action, as a window scope of it does.
  /// - Returns: The screen's scope.
  @inlinable
  public static func screen(_ screen: State.AppScreenState.Screen, in window: WindowUUID) -> Self
  where State: WindowedState {
    Self(
      window: window,
      screenLocator: window.isUnavailable ? nil : ScreenLocator(screen: screen, window: window))
  }

  /// The actions that changed one instance of a screen in one window, or the app-wide state.
  ///
  /// Actions aimed at other instances of the screen, or at the window without an instance, cost
  /// the subscription nothing unless they changed its instance. Once the instance is hidden, a
  /// newer instance of the screen, even at the same position, is not its instance.
  ///
  /// - Parameters:
  ///   - instance: The instance of the screen.
  ///   - screen: The screen.
  ///   - window: The window that shows the instance.
  /// - Returns: The instance's scope.
  @inlinable
  public static func instance(
    _ instance: ScreenInstanceID, of screen: State.AppScreenState.Screen, in window: WindowUUID
  ) -> Self where State: WindowedState {
    let locator = ScreenInstanceLocator<State>(screen: screen, instance: instance, window: window)
    return Self(window: window, screenLocator: window.isUnavailable ? nil : locator)
  }
}

/// Finds one screen of one window in a store's state: where the window shows it, and the
/// revision at which its state last changed.
///
/// What a screen subscription's ``ScreenGate`` consults when it cannot answer from the window's
/// revisions alone, after the window's screens moved. A value rather than a closure: the
/// locator of a screen holds the screen and the window, which for a screen enum without payloads
/// fit in an existential's three words of inline storage, where a closure capturing them is one
/// more object on the heap for every screen subscription. (A locator of a screen instance, or of
/// a larger screen value, does not fit, and is boxed on the heap as the closure was.)
@usableFromInline
package protocol ScreenLocating<State>: Sendable {
  /// The store's state.
  associatedtype State

  /// Finds the screen in a state.
  ///
  /// - Parameter state: The store's state.
  /// - Returns: Where the window shows the screen and its revision; `nil` when the window is not
  ///   open.
  func locate(in state: State) -> ScreenRevision?
}

/// Finds a screen in a window; see ``SubscriptionScope/screen(_:in:)``.
@usableFromInline
struct ScreenLocator<State: WindowedState>: ScreenLocating {
  /// The screen.
  @usableFromInline let screen: State.AppScreenState.Screen
  /// The window.
  @usableFromInline let window: WindowUUID

  /// Makes the locator of a screen in a window.
  @inlinable
  init(screen: State.AppScreenState.Screen, window: WindowUUID) {
    self.screen = screen
    self.window = window
  }

  @inlinable
  func locate(in state: State) -> ScreenRevision? {
    state.activeScreens.revision(of: screen, in: window)
  }
}

/// Finds one instance of a screen in a window; see ``SubscriptionScope/instance(_:of:in:)``.
@usableFromInline
struct ScreenInstanceLocator<State: WindowedState>: ScreenLocating {
  /// The screen.
  @usableFromInline let screen: State.AppScreenState.Screen
  /// The instance of the screen.
  @usableFromInline let instance: ScreenInstanceID
  /// The window.
  @usableFromInline let window: WindowUUID

  /// Makes the locator of an instance of a screen in a window.
  @inlinable
  init(screen: State.AppScreenState.Screen, instance: ScreenInstanceID, window: WindowUUID) {
    self.screen = screen
    self.instance = instance
    self.window = window
  }

  @inlinable
  func locate(in state: State) -> ScreenRevision? {
    state.activeScreens.revision(of: instance, screen: screen, in: window)
  }
}

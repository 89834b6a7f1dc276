/// Finds one screen of one window in a store's state, for a ``ScreenGate`` that cannot answer
/// from the window's revisions alone.
///
/// A value rather than a closure: for a screen enum without payloads, the screen and the window
/// fit in an existential's three words of inline storage, where a closure capturing them is one
/// more object on the heap per screen subscription. (A locator of an instance, or of a larger
/// screen value, does not fit, and is boxed on the heap as the closure was.)
@usableFromInline
package protocol ScreenLocating<State>: Sendable {
  associatedtype State

  /// Where the window shows the screen, and its revision; `nil` when the window is not open.
  func locate(in state: State) -> ScreenRevision?

  /// The screen, and the instance, the subscription watches: what a lifetime check names.
  var subscribedScreen: SubscribedScreen { get }
}

/// Finds a screen in a window; see ``SubscriptionScope/screen(_:in:)``.
@usableFromInline
struct ScreenLocator<State: WindowedState>: ScreenLocating {
  @usableFromInline let screen: State.AppScreenState.Screen
  @usableFromInline let window: WindowUUID

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
  @usableFromInline let screen: State.AppScreenState.Screen
  @usableFromInline let instance: ScreenInstanceID
  @usableFromInline let window: WindowUUID

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

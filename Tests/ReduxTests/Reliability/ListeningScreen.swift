import Redux

/// A screen of the lifetime tests that listens to the keyed ``KeyedFixtures/Counter`` the way
/// the documentation recommends: a callback that captures it weakly, its lifetime linked to the
/// listener's, and the handle kept, or not, in a property.
///
/// The callback also captures a ``LifetimeToken`` strongly, so that a test can see when the
/// store lets go of the callback.
@MainActor
final class ListeningScreen {
  private(set) var rendered: [Int] = []
  private var handle: ListenerHandle?

  /// Adds the screen's listener to `store` and shows the current value at once.
  ///
  /// - Parameters:
  ///   - keepsHandle: Whether the screen keeps the handle in a property, as a screen that
  ///     removes its listener by hand would.
  func listen(to store: Store<KeyedState>, keepsHandle: Bool, capturing token: LifetimeToken) {
    let listener = store.addListener(forStateType: KeyedFixtures.Counter.self) {
      [weak self] counter in
      withExtendedLifetime(token) { self?.rendered.append(counter.value) }
    }
    listener.linkLifeCycle(to: self)
    listener.informWithCurrentState()
    if keepsHandle { handle = listener }
  }
}

/// An object that runs main-actor code when it goes away, as a `deinit` of an app's object
/// might.
///
/// The soundness and re-entrancy tests hand one to a subscriber, a closure, an action or an
/// owner, to run app code exactly where the store (or a mock store) lets go of it. The tests
/// release their hooks on the main actor: a hook released elsewhere traps.
///
/// ```swift
/// do {
///   let hook = DeinitHook { store.unsubscribe(other) }
///   store.subscribe(replaced) { $0.select { _ = hook; return $0.count } }
/// }
/// store.subscribe(replaced) { $0.select(\.count) }  // releases the hook
/// ```
public final class DeinitHook: Sendable {
  private let onDeinit: @MainActor @Sendable () -> Void

  /// Makes a hook.
  ///
  /// - Parameter onDeinit: What to run when the hook goes away, on the main actor.
  public init(_ onDeinit: @escaping @MainActor @Sendable () -> Void) {
    self.onDeinit = onDeinit
  }

  deinit {
    let onDeinit = self.onDeinit
    MainActor.assumeIsolated { onDeinit() }
  }
}

/// An object that runs main-actor code when it goes away, as a `deinit` of an app's object
/// might: the soundness tests hand one to a subscriber, a closure or an owner, to run app code
/// exactly where the store lets go of it.
final class DeinitHook: Sendable {
  private let onDeinit: @MainActor () -> Void

  /// Makes a hook.
  ///
  /// - Parameter onDeinit: What to run when the hook goes away; the tests release their hooks
  ///   on the main actor.
  init(_ onDeinit: @escaping @MainActor () -> Void) {
    self.onDeinit = onDeinit
  }

  deinit {
    let onDeinit = self.onDeinit
    MainActor.assumeIsolated { onDeinit() }
  }
}

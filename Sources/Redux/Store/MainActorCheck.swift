import Dispatch

/// Tells at run time whether the calling code runs on the main actor: the store never takes the
/// caller's isolation on its word (Swift 5 code may run a main-actor closure on another thread).
///
/// The main actor runs its work on the main dispatch queue on every supported platform. The check
/// marks the main queue once and looks the mark up with `DispatchQueue.getSpecific(key:)`, which
/// finds it only in code the main queue runs: its jobs, blocks submitted to it or to queues that
/// target it, and the main thread. That is exactly where `MainActor.assumeIsolated` succeeds, so
/// a `true` may be followed by main-actor code whose own checks confirm it. A `false` is always
/// safe: the store then queues the action for the main actor.
@usableFromInline
package enum MainActorCheck {
  private static let mainQueueKey: DispatchSpecificKey<UInt8> = {
    let key = DispatchSpecificKey<UInt8>()
    DispatchQueue.main.setSpecific(key: key, value: 1)
    return key
  }()

  @usableFromInline
  package static var isRunningOnMainActor: Bool {
    DispatchQueue.getSpecific(key: mainQueueKey) != nil
  }

  /// Stops the app with a message off the main actor. Called by the main-actor entry points that
  /// run user code or touch the store's state: Swift 6 code cannot reach them off the main actor,
  /// but Swift 5 code can, and must then find a clear stop rather than a data race.
  @inlinable
  package static func require(_ entryPoint: @autoclosure () -> String) {
    MainActor.preconditionIsolated(
      "\(entryPoint()) was called off the main actor; the store runs its work on the main actor "
        + "only.")
  }
}

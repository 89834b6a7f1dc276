import Dispatch

/// Tells at run time whether the calling code runs on the main actor.
///
/// The store decides where to process an action by where `dispatch` is running, never by what the
/// caller claims: a caller's isolation can be wrong, for example in code compiled in the Swift 5
/// language mode that runs a main-actor closure on another thread.
///
/// The main actor runs its work on the main dispatch queue, on every platform the package
/// supports. The check marks the main queue once with a value of its own and looks the value up
/// with `DispatchQueue.getSpecific(key:)`, which finds it only in code that the main queue is
/// running: its jobs, blocks submitted to it or to queues that target it, and the main thread
/// itself. That is exactly where `MainActor.assumeIsolated` succeeds, so a `true` answer may be
/// followed by main-actor code entered through `assumeIsolated` or the store's `MainActorEntry`,
/// whose own checks then confirm it. A `false` answer is always safe: the store then queues the
/// action for the main actor instead of processing it.
@usableFromInline
package enum MainActorCheck {
  /// The key of the mark on the main queue.
  private static let mainQueueKey: DispatchSpecificKey<UInt8> = {
    let key = DispatchSpecificKey<UInt8>()
    DispatchQueue.main.setSpecific(key: key, value: 1)
    return key
  }()

  /// Whether the caller runs on the main actor, decided by the queue it runs on.
  @usableFromInline
  package static var isRunningOnMainActor: Bool {
    DispatchQueue.getSpecific(key: mainQueueKey) != nil
  }

  /// Stops the app with a message when the caller does not run on the main actor.
  ///
  /// The main-actor entry points that run user code or touch the store's state call it:
  /// `subscribe`, `unsubscribe`, `addListener` and the listener handles, `state`, and the testing
  /// kit's stores. Swift 6 code cannot reach them off the main actor; code compiled in the
  /// Swift 5 language mode can, and must then find a clear stop rather than a data race.
  ///
  /// - Parameter entryPoint: The API that was called, for the message.
  @inlinable
  package static func require(_ entryPoint: @autoclosure () -> String) {
    MainActor.preconditionIsolated(
      "\(entryPoint()) was called off the main actor; the store runs its work on the main actor "
        + "only.")
  }
}

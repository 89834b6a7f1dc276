import Dispatch
import Foundation

#if !canImport(Darwin)
// `dispatch_get_current_queue`, which the Swift overlay of Dispatch does not offer.
internal import CDispatch
#endif

/// Tells at run time whether the calling code runs where the main actor runs its work: the store
/// never takes the caller's isolation on its word (Swift 5 code may run a main-actor closure on
/// another thread).
///
/// The main actor's executor is the main dispatch queue on every supported platform: the main
/// actor's jobs are blocks of the main queue, run by whichever thread drains it (the main thread
/// on Darwin; on Linux, once `dispatch_main` has handed the main queue over, as an asynchronous
/// `main` and Swift Testing do, a thread of dispatch's pool). The answer is `true` when both hold:
///
/// 1. the main queue is held: `DispatchQueue.getSpecific(key:)` finds a mark set on the main queue,
///    which it finds only in code the main queue runs, or a queue that targets it runs;
/// 2. and either the queue whose block runs is the main queue itself (its jobs, its blocks, and
///    the main thread outside any block, which dispatch counts as the main queue's), or the
///    thread is the main thread (a block of a queue that targets main, run by the main thread).
///
/// The first rule alone also holds in a block that another thread runs through `sync` on a
/// serial queue that only targets the main queue, once the main queue is no longer bound to the
/// main thread (after `dispatch_main`: an asynchronous `main` with no run loop on the main thread,
/// and Swift Testing, on Linux). Dispatch then runs the block on the calling thread while the main
/// queue waits, and `MainActor.preconditionIsolated` and `MainActor.assumeIsolated` pass there
/// too (the runtime falls back to dispatch's queue check). The second rule turns it down: the
/// running queue is the one that targets main, and the thread is not the main thread. While the
/// main queue is bound to the main thread (a run loop on it), dispatch runs such a block on the
/// main thread itself (measured on Linux; Darwin's apps run their main queue that way), where the
/// answer is `true` and right. So the store's work never runs on a thread that only borrows the
/// main queue, where UIKit and AppKit would forbid the subscribers' UI code.
///
/// A `true` answer is never given off the main queue: the first rule guarantees it, so a `true`
/// may be followed by main-actor code whose own run-time checks confirm it. A `false` answer is
/// always safe: `dispatch` then queues the action for the main actor; the entry points that
/// cannot be queued (``require(_:)``) stop the app.
///
/// What it still cannot tell apart, both only while the main queue is not bound to the main
/// thread:
/// - `DispatchQueue.main.sync` from another thread runs its block on that thread as a block of
///   the main queue itself, exactly as dispatch's threads run the main actor's jobs: the answer
///   is `true`. The work is serialised with the main actor's (no data race), and no UI framework
///   runs in that mode.
/// - A block submitted asynchronously to a queue that targets main is run by the main queue, but
///   on a thread of dispatch's pool, with the queue that targets main running: it looks exactly
///   like the borrowed `sync` block above, and the answer is `false`. Its dispatches are queued
///   for the main actor, and its calls of the entry points stop the app.
@usableFromInline
package enum MainActorCheck {
  private static let mainQueueKey: DispatchSpecificKey<UInt8> = {
    let key = DispatchSpecificKey<UInt8>()
    DispatchQueue.main.setSpecific(key: key, value: 1)
    return key
  }()

  @usableFromInline
  package static var isRunningOnMainActor: Bool {
    guard DispatchQueue.getSpecific(key: mainQueueKey) != nil else { return false }
    return isMainQueueRunning || Thread.isMainThread
  }

  /// Whether the queue whose block runs now is the main queue itself, not a queue that targets
  /// it; the main thread outside any block counts as the main queue's.
  private static var isMainQueueRunning: Bool {
    #if canImport(Darwin)
    // Only the labels' addresses are compared, no text is read. The main queue's label is a
    // constant of dispatch, which another queue shares only if made with that very string; even
    // then the mark must be found too, so the answer is never `true` off the main queue.
    __dispatch_queue_get_label(nil) == __dispatch_queue_get_label(DispatchQueue.main)
    #else
    dispatch_get_current_queue() == dispatch_get_main_queue()
    #endif
  }

  /// Stops the app with a message off the main actor. Called by the main-actor entry points that
  /// run user code or touch the store's state: Swift 6 code cannot reach them off the main actor,
  /// but Swift 5 code can, and must then find a clear stop rather than a data race, or UI code
  /// run on a thread that only borrows the main queue.
  @inlinable
  package static func require(_ entryPoint: @autoclosure () -> String) {
    if !isRunningOnMainActor { stopOffTheMainActor(entryPoint()) }
  }

  @usableFromInline
  static func stopOffTheMainActor(_ entryPoint: String) -> Never {
    fatalError(
      "\(entryPoint) was called off the main actor; the store runs its work on the main actor "
        + "only.")
  }
}

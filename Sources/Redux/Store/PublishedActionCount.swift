#if canImport(Synchronization)
import Synchronization
#endif

/// The number of actions waiting in an ``ActionQueue``, published so that the main actor can find
/// the queue empty without taking the queue's lock.
///
/// The queue stores the count, under its lock, after every change; anyone may read it without the
/// lock. A read can only be trusted to say "empty": the queue's fast paths return at once when it
/// does, and take the lock otherwise. Where the system has no `Atomic` (Apple systems before
/// macOS 15, iOS 18 and their peers), nothing is published and every read says "maybe not empty",
/// so the queue always takes its lock there.
@usableFromInline
struct PublishedActionCount: Sendable {
  /// An ``AtomicActionCount`` where the system has `Atomic`; `nil` otherwise. Kept as an
  /// `AnyObject` because a stored property cannot have a type that only some systems have.
  private let counter: (any AnyObject & Sendable)?

  /// Makes a count of zero.
  init() {
    #if canImport(Synchronization)
    if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
      counter = AtomicActionCount()
      return
    }
    #endif
    counter = nil
  }

  /// Whether the last count stored was zero; `false` when nothing is published.
  var isKnownZero: Bool {
    #if canImport(Synchronization)
    if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *),
      let counter
    {
      return unsafeDowncast(counter, to: AtomicActionCount.self).value.load(ordering: .acquiring)
        == 0
    }
    #endif
    return false
  }

  /// Publishes a new count; called with the queue's lock held, after each change.
  ///
  /// - Parameter count: The number of actions waiting.
  func store(_ count: Int) {
    #if canImport(Synchronization)
    if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *),
      let counter
    {
      unsafeDowncast(counter, to: AtomicActionCount.self).value.store(count, ordering: .releasing)
    }
    #endif
  }
}

#if canImport(Synchronization)
/// The atomic behind ``PublishedActionCount``.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
final class AtomicActionCount: Sendable {
  /// The number of actions waiting.
  let value = Atomic<Int>(0)
}
#endif

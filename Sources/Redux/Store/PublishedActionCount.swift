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
  /// The atomic count where the system has `Atomic`; `nil` otherwise. An existential, because a
  /// stored property cannot have a type that only some systems have.
  private let counter: (any AtomicCount)?

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
    counter?.load() == 0
  }

  /// Publishes a new count; called with the queue's lock held, after each change.
  ///
  /// - Parameter count: The number of actions waiting.
  func store(_ count: Int) {
    counter?.store(count)
  }
}

/// A count that any thread may read and write without a lock.
protocol AtomicCount: AnyObject, Sendable {
  /// The last count stored.
  func load() -> Int
  /// Stores a count.
  func store(_ count: Int)
}

#if canImport(Synchronization)
/// The atomic behind ``PublishedActionCount``.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
final class AtomicActionCount: AtomicCount {
  /// The number of actions waiting.
  private let value = Atomic<Int>(0)

  func load() -> Int {
    value.load(ordering: .acquiring)
  }

  func store(_ count: Int) {
    value.store(count, ordering: .releasing)
  }
}
#endif

#if canImport(Synchronization)
import Synchronization
#endif

/// The number of actions waiting in an ``ActionQueue``, stored under the queue's lock after every
/// change and read without it, so that the main actor can find the queue empty without the lock.
///
/// A read can only be trusted to say "empty"; otherwise the queue takes its lock. Where the
/// system has no `Atomic` (Apple systems before macOS 15, iOS 18 and their peers), nothing is
/// published and every read says "maybe not empty".
@usableFromInline
struct PublishedActionCount: Sendable {
  /// `nil` where the system has no `Atomic`. An existential, because a stored property cannot
  /// have a type that only some systems have.
  private let counter: (any AtomicCount)?

  init() {
    #if canImport(Synchronization)
    if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
      counter = AtomicActionCount()
      return
    }
    #endif
    counter = nil
  }

  var isKnownZero: Bool {
    counter?.load() == 0
  }

  func store(_ count: Int) {
    counter?.store(count)
  }
}

protocol AtomicCount: AnyObject, Sendable {
  func load() -> Int
  func store(_ count: Int)
}

#if canImport(Synchronization)
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
final class AtomicActionCount: AtomicCount {
  private let value = Atomic<Int>(0)

  func load() -> Int {
    value.load(ordering: .acquiring)
  }

  func store(_ count: Int) {
    value.store(count, ordering: .releasing)
  }
}
#endif

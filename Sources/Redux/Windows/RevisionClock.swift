import Foundation

#if canImport(Synchronization)
import Synchronization
#endif

/// Hands out revision numbers that are unique in the process: each number is given once, from
/// any thread.
///
/// A screen subscription knows its screen is unchanged when it finds the revision it saw last.
/// That holds only if no other state of that screen can carry the same number, not even one that
/// an app puts back (an undo, a restored session) after newer ones were handed out. A counter kept
/// in the state itself would be put back with it; this clock is not part of any state.
///
/// Numbers start at 1; 0 stands for "no screen".
@usableFromInline
enum RevisionClock {
  /// Reserves `count` consecutive fresh numbers and returns the first.
  ///
  /// - Parameter count: How many numbers to reserve; at least 1.
  @inlinable
  static func reserve(_ count: Int) -> UInt64 {
    #if canImport(Synchronization)
    if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
      return AtomicRevisionCounter.shared.reserve(count)
    }
    #endif
    return LockedRevisionCounter.shared.reserve(count)
  }

  /// Makes sure every number handed out from now on is larger than `number`: a number that
  /// comes from outside the process (a restored screen instance) is then never handed out.
  ///
  /// - Parameter number: The number to move past.
  static func advance(past number: UInt64) {
    #if canImport(Synchronization)
    if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
      AtomicRevisionCounter.shared.advance(past: number)
      return
    }
    #endif
    LockedRevisionCounter.shared.advance(past: number)
  }
}

#if canImport(Synchronization)
/// The revision clock as one atomic counter, where the system has `Atomic`.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@usableFromInline
final class AtomicRevisionCounter: Sendable {
  /// The process's counter.
  @usableFromInline static let shared = AtomicRevisionCounter()
  @usableFromInline let last = Atomic<UInt64>(0)

  /// Reserves `count` numbers and returns the first.
  @inlinable
  func reserve(_ count: Int) -> UInt64 {
    last.wrappingAdd(UInt64(count), ordering: .relaxed).oldValue &+ 1
  }

  /// Raises the last number handed out to `number`, unless it is larger already.
  func advance(past number: UInt64) {
    var current = last.load(ordering: .relaxed)
    while current < number {
      let (exchanged, original) = last.compareExchange(
        expected: current, desired: number, ordering: .relaxed)
      if exchanged { return }
      current = original
    }
  }
}
#endif

/// The revision clock as a counter behind a lock, for systems without `Atomic`.
///
/// Safety: `@unchecked Sendable` because `last` is read and written only while `lock` is held.
@usableFromInline
final class LockedRevisionCounter: @unchecked Sendable {
  /// The process's counter.
  @usableFromInline static let shared = LockedRevisionCounter()
  private let lock = NSLock()
  private var last: UInt64 = 0

  /// Reserves `count` numbers and returns the first.
  @usableFromInline
  func reserve(_ count: Int) -> UInt64 {
    lock.withLock {
      let first = last &+ 1
      last &+= UInt64(count)
      return first
    }
  }

  /// Raises the last number handed out to `number`, unless it is larger already.
  func advance(past number: UInt64) {
    lock.withLock { last = max(last, number) }
  }
}

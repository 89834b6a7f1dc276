import Foundation
import Redux

// Fixtures of the async-values and observation tests.

/// A counter value that is deliberately not `Equatable`: its sequences pass every value.
struct UncomparedCount: Sendable {
  let count: Int
}

/// Counts the instances of ``TrackedValue`` alive, to show how many values a sequence keeps.
///
/// Safety: `@unchecked Sendable` because `live` and `made` are read and written only while
/// `lock` is held.
final class LiveValueCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var live = 0
  private var made = 0

  /// How many values are alive now.
  var alive: Int { lock.withLock { live } }
  /// How many values were ever made.
  var total: Int { lock.withLock { made } }

  fileprivate func didMake() {
    lock.withLock {
      live += 1
      made += 1
    }
  }

  fileprivate func didRelease() {
    lock.withLock { live -= 1 }
  }
}

/// A selected value whose instances are counted while alive.
final class TrackedValue: Sendable {
  let count: Int
  private let counter: LiveValueCounter

  init(count: Int, counter: LiveValueCounter) {
    self.count = count
    self.counter = counter
    counter.didMake()
  }

  deinit {
    counter.didRelease()
  }
}

/// A flag set from any thread, as an observation's `onChange` needs.
///
/// Safety: `@unchecked Sendable` because `count` is read and written only while `lock` is held.
final class ChangeFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  /// How many times it was raised.
  var raised: Int { lock.withLock { count } }

  func raise() {
    lock.withLock { count += 1 }
  }
}

/// Lets the main actor run what it has queued (drains, tasks), a bounded number of times.
@MainActor
func settleMainActor(rounds: Int = 20) async {
  for _ in 0..<rounds {
    await Task.yield()
  }
}

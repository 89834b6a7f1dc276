import Foundation
import SampleApp

/// A suggestion service whose calls wait until the test answers them by hand, and that ignores
/// cancellation, as a careless network client would: an answer can come after its fetch was
/// cancelled.
final class HeldSuggestionService: TodoSuggestionService, @unchecked Sendable {
  // Safety of `@unchecked Sendable`: `waiting`, `arrived` and `arrivalWaiters` are read and
  // written only inside `lock.withLock`; continuations are resumed outside the lock, once each,
  // by whoever removed them.
  private let lock = NSLock()
  private var waiting: [CheckedContinuation<String, Never>] = []
  private var arrived = 0
  private var arrivalWaiters: [(number: Int, continuation: CheckedContinuation<Void, Never>)] = []

  /// How many calls came, answered or not.
  var callCount: Int { lock.withLock { arrived } }

  func suggestion(after items: [TodoItem]) async throws -> String {
    await withCheckedContinuation { continuation in
      let satisfied = lock.withLock {
        waiting.append(continuation)
        arrived += 1
        let satisfied = arrivalWaiters.filter { $0.number <= arrived }
        arrivalWaiters.removeAll { $0.number <= arrived }
        return satisfied.map(\.continuation)
      }
      for waiter in satisfied { waiter.resume() }
    }
  }

  /// Suspends until the call with this number, counting from 1, has come.
  func waitForCall(_ number: Int) async {
    await withCheckedContinuation { continuation in
      let hasArrived = lock.withLock {
        guard arrived < number else { return true }
        arrivalWaiters.append((number, continuation))
        return false
      }
      if hasArrived { continuation.resume() }
    }
  }

  /// Answers the oldest waiting call.
  ///
  /// - Returns: `false` when no call was waiting.
  @discardableResult
  func release(_ suggestion: String) -> Bool {
    let continuation = lock.withLock { waiting.isEmpty ? nil : waiting.removeFirst() }
    continuation?.resume(returning: suggestion)
    return continuation != nil
  }
}

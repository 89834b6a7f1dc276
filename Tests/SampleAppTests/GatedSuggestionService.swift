import Foundation
import SampleApp

/// A suggestion service whose answers the test releases by hand.
///
/// Each call to `suggestion(after:)` suspends until the test calls `release(_:)` or `fail(_:)`.
/// When `honoursCancellation` is on, cancelling the calling task ends the call at once with
/// `CancellationError`, as a well-behaved network client would; when it is off, the call keeps
/// waiting for the test, so that a result can arrive after its task was cancelled.
final class GatedSuggestionService: TodoSuggestionService, @unchecked Sendable {
  // Safety of `@unchecked Sendable`: every `var` below is read and written only inside
  // `lock.withLock`; continuations are resumed outside the lock, exactly once each, by whoever
  // removed them from `waiting`.
  private let lock = NSLock()
  private let honoursCancellation: Bool
  private var waiting: [(id: Int, continuation: CheckedContinuation<String, any Error>)] = []
  private var cancelledBeforeWaiting: Set<Int> = []
  private var nextID = 0
  private var cancellations = 0
  private var received: [[TodoItem]] = []
  /// How many calls have come to wait for the test, answered ones included.
  private var arrived = 0
  private var arrivalWaiters: [(number: Int, continuation: CheckedContinuation<Void, Never>)] = []

  /// The error a released call fails with.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  init(honoursCancellation: Bool = true) {
    self.honoursCancellation = honoursCancellation
  }

  /// How many times the service was asked for a suggestion.
  var requestCount: Int { lock.withLock { received.count } }
  /// How many calls wait for the test.
  var waitingCount: Int { lock.withLock { waiting.count } }
  /// How many calls ended because their task was cancelled.
  var cancellationCount: Int { lock.withLock { cancellations } }
  /// The todos each call was given, in call order.
  var receivedItems: [[TodoItem]] { lock.withLock { received } }

  /// Suspends until the call with this number, counting from 1, waits for the test, so that
  /// ``release(_:)`` or ``fail(_:)`` answers it; returns at once when it already did.
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

  func suggestion(after items: [TodoItem]) async throws -> String {
    let id = lock.withLock {
      received.append(items)
      defer { nextID += 1 }
      return nextID
    }
    guard honoursCancellation else {
      return try await withCheckedThrowingContinuation { continuation in
        let arrivals = lock.withLock {
          waiting.append((id, continuation))
          return takeArrivals()
        }
        for arrival in arrivals { arrival.resume() }
      }
    }
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let (isCancelled, arrivals) = lock.withLock {
          if cancelledBeforeWaiting.remove(id) != nil {
            cancellations += 1
            return (true, takeArrivals())
          }
          waiting.append((id, continuation))
          return (false, takeArrivals())
        }
        for arrival in arrivals { arrival.resume() }
        if isCancelled { continuation.resume(throwing: CancellationError()) }
      }
    } onCancel: {
      let continuation: CheckedContinuation<String, any Error>? = lock.withLock {
        guard let index = waiting.firstIndex(where: { $0.id == id }) else {
          cancelledBeforeWaiting.insert(id)
          return nil
        }
        cancellations += 1
        return waiting.remove(at: index).continuation
      }
      continuation?.resume(throwing: CancellationError())
    }
  }

  /// Answers the oldest waiting call with a suggestion.
  ///
  /// - Returns: `false` when no call was waiting.
  @discardableResult
  func release(_ suggestion: String) -> Bool {
    guard let continuation = takeOldest() else { return false }
    continuation.resume(returning: suggestion)
    return true
  }

  /// Fails the oldest waiting call with a ``Failure`` described by `reason`.
  ///
  /// - Returns: `false` when no call was waiting.
  @discardableResult
  func fail(_ reason: String) -> Bool {
    guard let continuation = takeOldest() else { return false }
    continuation.resume(throwing: Failure(description: reason))
    return true
  }

  /// Counts a call that arrived and takes the waiters it satisfies, to be resumed once the lock
  /// is released. Call it with `lock` held.
  private func takeArrivals() -> [CheckedContinuation<Void, Never>] {
    arrived += 1
    let satisfied = arrivalWaiters.filter { $0.number <= arrived }
    arrivalWaiters.removeAll { $0.number <= arrived }
    return satisfied.map(\.continuation)
  }

  private func takeOldest() -> CheckedContinuation<String, any Error>? {
    lock.withLock { waiting.isEmpty ? nil : waiting.removeFirst().continuation }
  }
}

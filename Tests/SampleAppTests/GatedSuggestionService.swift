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

  func suggestion(after items: [TodoItem]) async throws -> String {
    let id = lock.withLock {
      received.append(items)
      defer { nextID += 1 }
      return nextID
    }
    guard honoursCancellation else {
      return try await withCheckedThrowingContinuation { continuation in
        lock.withLock { waiting.append((id, continuation)) }
      }
    }
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let isCancelled = lock.withLock {
          if cancelledBeforeWaiting.remove(id) != nil {
            cancellations += 1
            return true
          }
          waiting.append((id, continuation))
          return false
        }
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

  private func takeOldest() -> CheckedContinuation<String, any Error>? {
    lock.withLock { waiting.isEmpty ? nil : waiting.removeFirst().continuation }
  }
}

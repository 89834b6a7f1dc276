import Foundation

/// The log of a simulation: the messages the store's `LoggerMiddleware` writes for each action
/// (the action, then the state fields it changed), and the lines the sample app's middlewares
/// write.
///
/// The store's middlewares write from the main actor, and a suggestion that arrives too late is
/// reported from a background task, so the log is written to from any thread.
final class ActionLog: @unchecked Sendable {
  // Safety of `@unchecked Sendable`: every stored `var` is read and written only inside
  // `lock.withLock`; `lock` is a `let` and thread-safe.
  private let lock = NSLock()
  private var messages: [String] = []
  private var unread = 0
  private var isMuted = false

  /// Makes an empty log.
  init() {}

  /// Adds a message, unless the log is muted; usable as an `AppDependencies.log`.
  ///
  /// - Parameters:
  ///   - message: One message; it may span several lines.
  func append(_ message: String) {
    lock.withLock {
      guard !isMuted else { return }
      messages.append(message)
      unread += 1
    }
  }

  /// Every message kept so far, in order.
  var all: [String] {
    lock.withLock { messages }
  }

  /// The messages added since the last call, in order.
  ///
  /// - Returns: The new messages.
  func takeNew() -> [String] {
    lock.withLock {
      let new = Array(messages.suffix(unread))
      unread = 0
      return new
    }
  }

  /// Starts or stops dropping the messages written.
  ///
  /// The simulator mutes the log while it releases controllers: a controller whose window was
  /// closed still closes its screen as it goes away, and that `closeScreen` changes nothing.
  ///
  /// - Parameters:
  ///   - muted: Whether to drop messages from now on.
  func setMuted(_ muted: Bool) {
    lock.withLock { isMuted = muted }
  }
}

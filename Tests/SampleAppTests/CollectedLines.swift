import Foundation

/// Lines collected from any thread: a log, or the descriptions of the actions a store processed.
final class CollectedLines: @unchecked Sendable {
  // Safety of `@unchecked Sendable`: `collected` is read and written only inside
  // `lock.withLock`.
  private let lock = NSLock()
  private var collected: [String] = []

  /// Every line so far, in the order they were appended.
  var lines: [String] { lock.withLock { collected } }

  /// Appends a line; usable as a `@Sendable (String) -> Void`.
  func append(_ line: String) {
    lock.withLock { collected.append(line) }
  }
}

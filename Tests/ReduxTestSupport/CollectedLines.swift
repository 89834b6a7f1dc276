import Foundation

/// Lines collected from any thread: a log, telemetry events, or the descriptions of the actions
/// a store processed.
///
/// Reducers, middlewares and loggers must be `Sendable` and may run off the main actor; they
/// append here, and the test reads ``lines`` afterwards.
///
/// ```swift
/// let log = CollectedLines()
/// let middleware = TodoListMiddleware(store: store, suggestions: service, log: log.append)
/// // ... dispatch ...
/// #expect(log.lines.isEmpty)
/// ```
public final class CollectedLines: @unchecked Sendable {
  // Safety: `@unchecked Sendable` because `collected` is read and written only inside
  // `lock.withLock`.
  private let lock = NSLock()
  private var collected: [String] = []

  /// Makes an empty collection.
  public init() {}

  /// Every line so far, in the order they were appended.
  public var lines: [String] { lock.withLock { collected } }

  /// Appends a line; usable as a `@Sendable (String) -> Void`.
  ///
  /// - Parameter line: The line to append.
  public func append(_ line: String) {
    lock.withLock { collected.append(line) }
  }
}

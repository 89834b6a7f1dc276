import Foundation

/// Counts how often the example feature's action happened: the telemetry of the wiki's example
/// middleware, kept in memory.
///
/// The sample app has no analytics backend, so "reporting" an event means counting it. Each
/// store gets its own recorder through ``ExampleMiddleware/init(telemetry:)``, so tests running
/// side by side never see each other's events:
///
/// ```swift
/// let telemetry = ExampleTelemetry()
/// let middleware = ExampleMiddleware(telemetry: telemetry)
/// // dispatch ExampleActionType.anExampleActionForExample through a store using it
/// #expect(telemetry.exampleActionCount == 1)
/// ```
///
/// Any thread may record or read.
public final class ExampleTelemetry: @unchecked Sendable {
  // Safety of `@unchecked Sendable`: `actionedCount` is the only mutable stored property, and it
  // is read and written only inside `lock.withLock`; `lock` itself is a `let` and thread-safe.
  private let lock = NSLock()
  private var actionedCount = 0

  /// Makes a recorder that has counted nothing yet.
  public init() {}

  /// Records that the example action happened once more.
  ///
  /// Called by the example middleware after each
  /// ``ExampleActionType/anExampleActionForExample`` has been reduced.
  public func exampleActionActioned() {
    lock.withLock { actionedCount += 1 }
  }

  /// How many times ``exampleActionActioned()`` was called.
  public var exampleActionCount: Int {
    lock.withLock { actionedCount }
  }
}

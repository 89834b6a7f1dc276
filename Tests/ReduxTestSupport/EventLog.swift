/// What happened, in order: subscribers' calls, objects' `deinit`s, whatever a test records.
///
/// ```swift
/// let log = EventLog()
/// let hook = DeinitHook { log.record("released") }
/// ```
@MainActor
public final class EventLog {
  /// The events recorded so far, oldest first.
  public private(set) var events: [String] = []

  /// Makes an empty log.
  public init() {}

  /// Records an event.
  ///
  /// - Parameter event: What happened.
  public func record(_ event: String) {
    events.append(event)
  }

  /// Returns the events recorded so far and forgets them.
  public func take() -> [String] {
    defer { events = [] }
    return events
  }
}

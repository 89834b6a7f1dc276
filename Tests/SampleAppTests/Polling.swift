import Testing

/// Waits for effects that finish on other threads, without assuming how long they take.
enum Polling {
  /// Checks `condition` until it holds, letting other tasks run in between; records an issue
  /// and gives up after `timeout`, a generous bound rather than an expected duration.
  ///
  /// - Returns: Whether the condition held in time.
  @MainActor
  @discardableResult
  static func until(
    timeout: Duration = .seconds(30),
    sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: () -> Bool
  ) async -> Bool {
    let deadline = ContinuousClock.now + timeout
    var attempts = 0
    while !condition() {
      guard ContinuousClock.now < deadline else {
        Issue.record("condition not met within \(timeout)", sourceLocation: sourceLocation)
        return false
      }
      attempts += 1
      if attempts < 100 {
        await Task.yield()
      } else {
        // Stop spinning on a busy machine; the total wait stays bounded by `timeout`.
        try? await Task.sleep(for: .milliseconds(1))
      }
    }
    return true
  }
}

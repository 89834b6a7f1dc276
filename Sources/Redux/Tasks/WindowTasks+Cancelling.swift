extension WindowTasks {
  /// Cancels every task of a window; the window may start new ones at once.
  ///
  /// - Parameter window: The window.
  public func cancelTasks(in window: WindowUUID) {
    let removed = lock.withLock { removeTasks(in: window) }
    cancel(removed)
  }

  func cancelTask(_ key: TaskKey) {
    let removed = lock.withLock { removeTask(key) }
    cancel(removed.map { [$0] } ?? [])
  }

  /// Call it without `lock` held: it calls the tracker.
  func cancel(_ removed: [InFlightTask]) {
    for entry in removed { entry.task.cancel() }
    endWork(of: removed)
  }

  /// Call it with `lock` held, and pass what it returns to ``cancel(_:)`` or ``endWork(of:)``
  /// once it is released.
  @discardableResult
  func removeTask(_ key: TaskKey) -> InFlightTask? {
    guard let removed = inFlight[key.window]?.removeValue(forKey: key.id) else { return nil }
    if let result = removed.result { resultOwners[result] = nil }
    if inFlight[key.window]?.isEmpty == true { inFlight[key.window] = nil }
    return removed
  }

  /// Call it with `lock` held, and pass what it returns to ``cancel(_:)`` once it is released.
  func removeTasks(in window: WindowUUID) -> [InFlightTask] {
    guard let removed = inFlight.removeValue(forKey: window) else { return [] }
    for entry in removed.values {
      if let result = entry.result { resultOwners[result] = nil }
    }
    return Array(removed.values)
  }

  /// Tells the tracker that forgotten tasks have settled, after ending those that had not handed
  /// a result over (they never will; one that did ends in ``deliver(_:of:)``, and settles there if
  /// forgotten before that call returned). Call it without `lock` held.
  func endWork(of removed: [InFlightTask]) {
    guard let tracker else { return }
    for entry in removed {
      guard let work = entry.work else { continue }
      if entry.result == nil {
        tracker.workEnded(work)
        tracker.workSettled(work)
      } else if entry.handoverReported {
        tracker.workSettled(work)
      }
    }
  }
}

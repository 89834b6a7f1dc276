extension WindowTasks {
  /// Cancels every task of a window; the window may start new ones at once.
  ///
  /// - Parameters:
  ///   - window: The window.
  public func cancelTasks(in window: WindowUUID) {
    let removed = lock.withLock { removeTasks(in: window) }
    cancel(removed)
  }

  /// Cancels one task, if it is still in flight.
  func cancelTask(_ key: TaskKey) {
    let removed = lock.withLock { removeTask(key) }
    cancel(removed.map { [$0] } ?? [])
  }

  /// Cancels tasks that were forgotten, and ends their work. Call it without `lock` held.
  func cancel(_ removed: [InFlightTask]) {
    for entry in removed { entry.task.cancel() }
    endWork(of: removed)
  }

  /// Forgets a task and the result it dispatched, and returns it. Call it with `lock` held, and
  /// pass what it returns to ``cancel(_:)`` or ``endWork(of:)`` once the lock is released.
  @discardableResult
  func removeTask(_ key: TaskKey) -> InFlightTask? {
    guard let removed = inFlight[key.window]?.removeValue(forKey: key.id) else { return nil }
    if let result = removed.result { resultOwners[result] = nil }
    if inFlight[key.window]?.isEmpty == true { inFlight[key.window] = nil }
    return removed
  }

  /// Forgets every task of a window and returns them, to be passed to ``cancel(_:)`` once the
  /// lock is released. Call it with `lock` held.
  func removeTasks(in window: WindowUUID) -> [InFlightTask] {
    guard let removed = inFlight.removeValue(forKey: window) else { return [] }
    for entry in removed.values {
      if let result = entry.result { resultOwners[result] = nil }
    }
    return Array(removed.values)
  }

  /// Tells the tracker that forgotten tasks have settled, and that those which had not handed
  /// over a result have ended first: they never will. (A task that handed one over ends in
  /// ``deliver(_:of:)``, once it has been dispatched, and settles there if it was forgotten
  /// before that call returned.) Call it without `lock` held.
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

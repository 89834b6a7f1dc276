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
}

extension WindowTasks {
  /// Starts a task on behalf of one instance of a screen, unless the instance is known to be
  /// hidden or its window closed.
  ///
  /// The task is cancelled when the instance is hidden, as when its window closes. Its result,
  /// and what it sends as it goes, belong to the instance shown when it started, by identity:
  /// aimed at the instance (`Action(_:windowUUID:screenInstance:)`), or for the task's window and
  /// aimed at no instance (the window's first instances), such an action reaches the window's
  /// screens only while the window shows that instance. A result already on its way when the
  /// instance is hidden then reaches nothing, not even a newer instance shown in its place,
  /// whatever the order in which the store reduces the hide, the new show and the result.
  ///
  /// - Parameters:
  ///   - window: The window that shows the instance.
  ///   - instance: The instance the work is for.
  ///   - priority: The task's priority.
  ///   - operation: The work; see ``run(in:priority:operation:)``.
  /// - Returns: The task, or `nil` when nothing was started.
  @discardableResult
  public func run(
    in window: WindowUUID,
    instance: ScreenInstanceID,
    priority: TaskPriority? = nil,
    operation: @escaping @Sendable () async -> sending Action?
  ) -> Task<Void, Never>? {
    start(in: window, instance: instance, priority: priority) { _ in await operation() }
  }

  /// Starts a task on behalf of one instance of a screen that sends actions as it goes; see
  /// ``WindowTaskProgress`` and ``run(in:instance:priority:operation:)``.
  ///
  /// - Parameters:
  ///   - window: The window that shows the instance.
  ///   - instance: The instance the work is for.
  ///   - priority: The task's priority.
  ///   - operation: The work, handed what sends its progress; it returns its last action.
  /// - Returns: The task, or `nil` when nothing was started.
  @discardableResult
  public func run(
    in window: WindowUUID,
    instance: ScreenInstanceID,
    priority: TaskPriority? = nil,
    reporting operation: @escaping @Sendable (WindowTaskProgress) async -> sending Action?
  ) -> Task<Void, Never>? {
    start(in: window, instance: instance, priority: priority, operation: operation)
  }

  /// The number of tasks of one instance of a screen that are in flight.
  ///
  /// - Parameters:
  ///   - instance: The instance.
  ///   - window: The window that shows it.
  /// - Returns: How many of the instance's tasks are in flight.
  public func inFlightCount(of instance: ScreenInstanceID, in window: WindowUUID) -> Int {
    lock.withLock { inFlight[window]?.values.count { $0.instance == instance } ?? 0 }
  }

  func hideInstances<State: WindowedState>(after action: Action, in state: State) {
    let screens = state.activeScreens
    let window = action.windowUUID
    let removed: [InFlightTask] = lock.withLock {
      if let named = action.screenInstance, !window.isUnavailable,
        !screens.isShowing(instance: named, in: window)
      {
        hiddenInstances.insert(named)
      }
      let windows = window.isUnavailable ? Array(inFlight.keys) : [window]
      var removed: [InFlightTask] = []
      for window in windows {
        for (id, entry) in inFlight[window] ?? [:] {
          guard let instance = entry.instance, !screens.isShowing(instance: instance, in: window)
          else { continue }
          hiddenInstances.insert(instance)
          removed.append(entry)
          removeTask(TaskKey(window: window, id: id))
        }
      }
      return removed
    }
    cancel(removed)
  }
}

/// Names one task of a ``WindowTasks``.
struct TaskKey: Hashable {
  let window: WindowUUID
  let id: Int
}

/// A task of a ``WindowTasks`` that is in flight, with the identity of the result it dispatched
/// once it has dispatched one.
struct InFlightTask {
  let task: Task<Void, Never>
  /// The instance of a screen the task works for, if any.
  let instance: ScreenInstanceID?
  /// What the store's `WorkTracking` was told of the task, if the store tracks work.
  let work: TrackedWork?
  /// The identity of the result the task handed to the store, once it has handed one over.
  var result: ObjectIdentifier?
  /// Whether the tracker has been told that the task handed its result over: the call that
  /// dispatched it has returned. Until then, the task's settlement is reported by the task once
  /// that call returns, rather than by whoever forgets it.
  var handoverReported = false
}

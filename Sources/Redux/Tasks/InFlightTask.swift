struct InFlightTask {
  let task: Task<Void, Never>
  let instance: ScreenInstanceID?
  let work: TrackedWork?
  /// The identity of the result the task handed to the store, once it has handed one over.
  var result: ObjectIdentifier?
  /// Whether the tracker was told that the task handed its result over (the dispatch returned).
  /// Until then, the task reports its own settlement once that call returns, not whoever
  /// forgets it.
  var handoverReported = false
}

import Redux

/// Work reported to a ``TestStore`` as started and not yet ended.
struct RunningWork {
  /// The work, as its runner reported it.
  let work: TrackedWork
  /// What the store was processing when the work started, if it started during a `send` or a
  /// `receive`.
  let origin: WorkOrigin?
  /// The work's place among all the work reported to the store, to list it in order.
  let order: Int
  /// Whether a `finish()` or `skipInFlightWork()` has already accounted for it; what the inbox
  /// drops of skipped work it decides by its own record of that work, which outlives this one.
  var isChecked: Bool
}

/// The action a ``TestStore`` was processing when work started, and the call that sent or
/// received it.
struct WorkOrigin {
  /// The action.
  let action: Action
  /// The `send` or `receive` that made the store process the action, when one did.
  let site: CallSite?
}

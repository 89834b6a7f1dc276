/// The keyed-states workload alone, for a profiler: `redux-bench --profile N --workload
/// keyed`, or its bare floor with `--workload keyed-floor`.
///
/// The run makes the workload's many-key store (a block reducer per key, listeners on every key),
/// or its floor, and dispatches `N` of its actions, each changing one random key, with nothing
/// else timed or measured. The keyed store's instruction counts in the DocC article
/// "Performance" come from such runs.
@MainActor
struct KeyedProfileRun {
  /// The keys of the store.
  let keys: Int
  /// The listeners on each key.
  let listenersPerKey: Int
  /// Actions to dispatch.
  let dispatches: Int
  /// The seed of the keys changed.
  let seed: UInt64
  /// Whether to run the keyed floor rather than the store.
  var runsFloor = false

  /// Dispatches the actions.
  ///
  /// - Returns: One line saying what ran: the dispatches, the keys and the listener calls.
  func run() -> String {
    let subject: any KeyedListenerCounting =
      runsFloor
      ? KeyedFloorSubject(keys: keys, listenersPerKey: listenersPerKey, seed: seed)
      : KeyedStatesSubject(keys: keys, listenersPerKey: listenersPerKey, seed: seed)
    subject.resetNotificationCount()
    subject.dispatchNext(dispatches)
    return
      "profile: \(dispatches) dispatches to \(runsFloor ? "the keyed floor" : "the keyed store") "
      + "with \(keys) keys and \(listenersPerKey) listeners per key, "
      + "\(subject.notificationCount) listener calls"
  }
}

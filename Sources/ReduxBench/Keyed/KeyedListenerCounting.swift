/// A keyed-states subject that counts, key by key, the actions that changed a key and the calls
/// its listeners received, so that implementations can be checked against each other.
@MainActor
protocol KeyedListenerCounting: MeasuredSubject {
  /// How many keys the subject has.
  var keyCount: Int { get }
  /// How many listeners each key has.
  var listenersPerKey: Int { get }
  /// Listener calls, per key, since the last reset.
  var callsByKey: [Int] { get }
  /// Actions dispatched, per key, since the last reset.
  var bumpsByKey: [Int] { get }
}

extension KeyedListenerCounting {
  /// The listener calls since the last reset.
  var notificationCount: Int {
    callsByKey.reduce(0, +)
  }

  /// Whether every call since the last reset went to a listener of a key that changed: each key
  /// heard exactly its listeners once per action that bumped it.
  var onlyChangedKeyListenersCalled: Bool {
    zip(callsByKey, bumpsByKey).allSatisfy { calls, bumps in calls == bumps * listenersPerKey }
  }
}

/// A keyed collection whose values `StateDiff` reads by the descriptions of their keys, without
/// reflecting each entry as a key-value tuple: a window's screens are such an entry, and a diff
/// of the state reads every window's after each action.
protocol KeyedEntries {
  /// The values by the descriptions of their keys, as a diff's paths show the keys.
  var valuesByKey: [String: Any] { get }
}

extension Dictionary: KeyedEntries {
  var valuesByKey: [String: Any] {
    var values: [String: Any] = [:]
    values.reserveCapacity(count)
    for (key, value) in self {
      values[StateDiff.describe(key)] = value
    }
    return values
  }
}

extension WindowTable: KeyedEntries {
  var valuesByKey: [String: Any] {
    var values: [String: Any] = [:]
    values.reserveCapacity(count)
    // A window's description is what `StateDiff.describe` gives for it.
    for (key, value) in zip(keys, self.values) {
      values[key.description] = value
    }
    return values
  }
}

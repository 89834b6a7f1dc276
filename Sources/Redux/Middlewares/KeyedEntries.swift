/// A keyed collection whose values `StateDiff` reads by key, without reflecting each entry as a
/// key-value tuple: a window's screens are such an entry, and a diff of the state reads every
/// window's after each action.
///
/// The keys sort as their descriptions do, as a diff lists entries, and only the keys of the
/// entries that changed are described.
protocol KeyedEntries {
  /// A key, ordered as its description.
  associatedtype EntryKey: Hashable & Comparable

  /// The values by key.
  var valuesByEntryKey: [EntryKey: Any] { get }

  /// The key's description, as a diff's path shows it.
  static func describe(_ key: EntryKey) -> String
}

extension Dictionary: KeyedEntries {
  var valuesByEntryKey: [String: Any] {
    var values: [String: Any] = [:]
    values.reserveCapacity(count)
    for (key, value) in self {
      values[StateDiff.describe(key)] = value
    }
    return values
  }

  static func describe(_ key: String) -> String {
    key
  }
}

extension WindowTable: KeyedEntries {
  var valuesByEntryKey: [WindowOrder: Any] {
    var values: [WindowOrder: Any] = [:]
    values.reserveCapacity(count)
    for (key, value) in zip(keys, self.values) {
      values[WindowOrder(key)] = value
    }
    return values
  }

  static func describe(_ key: WindowOrder) -> String {
    // What `StateDiff.describe` gives for a window.
    key.window.description
  }
}

/// A window, ordered as its description is: its UUID string, in capital hexadecimal digits,
/// sorts as the 128 bits do, and `unavailable` after every UUID string. Describing a window
/// formats its UUID, which a diff then does only for the windows that changed.
struct WindowOrder: Hashable, Comparable {
  let window: WindowUUID

  init(_ window: WindowUUID) {
    self.window = window
  }

  static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.window.isUnavailable ? 1 : 0, lhs.window.high, lhs.window.low)
      < (rhs.window.isUnavailable ? 1 : 0, rhs.window.high, rhs.window.low)
  }
}

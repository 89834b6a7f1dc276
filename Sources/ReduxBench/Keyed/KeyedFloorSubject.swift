/// The `floor` row of the keyed-states workload: the same keys, listeners and actions as the
/// store's, with nothing else.
///
/// No store and no allocation per dispatch: each key's counter and listeners sit together in a
/// `Dictionary` under the key's state key, the string the keyed store files them under. An
/// action, drawn from the same seeded generator as the store's, names its key by that string;
/// the floor changes the counter in place and calls that key's listeners directly, each listener
/// doing what the store's listeners do.
@MainActor
final class KeyedFloorSubject: KeyedListenerCounting {
  /// One key's counter and its listeners.
  private struct Entry {
    /// The key's sub-state.
    var counter = KeyCounter()
    /// The key's listeners, called with the new counter when it changes.
    var listeners: [(KeyCounter) -> Void] = []
  }

  /// How many keys the floor has.
  let keyCount: Int
  /// How many listeners each key has.
  let listenersPerKey: Int
  /// Listener calls, per key, since the last reset.
  private(set) var callsByKey: [Int]
  /// Actions dispatched, per key, since the last reset.
  private(set) var bumpsByKey: [Int]
  /// Each key's counter and listeners, under its state key.
  private var entries: [String: Entry] = [:]
  /// Each key's state key, by position, made once.
  private let stateKeys: [String]
  /// Draws the key of each action, as the store's subject draws it.
  private var generator: SeededGenerator

  /// Files every key's counter and listeners.
  ///
  /// - Parameters:
  ///   - keys: How many keys; at least one.
  ///   - listenersPerKey: How many listeners each key gets.
  ///   - seed: The seed of the keys the actions bump; the store's, for the same actions.
  init(keys: Int, listenersPerKey: Int, seed: UInt64) {
    keyCount = max(1, keys)
    self.listenersPerKey = listenersPerKey
    generator = SeededGenerator(seed: seed)
    callsByKey = Array(repeating: 0, count: keyCount)
    bumpsByKey = Array(repeating: 0, count: keyCount)
    stateKeys = (0..<keyCount).map { KeyedStatesSubject.stateKey($0) }
    for key in 0..<keyCount {
      var entry = Entry()
      for _ in 0..<listenersPerKey {
        entry.listeners.append { [weak self] _ in
          self?.callsByKey[key] += 1
        }
      }
      entries[stateKeys[key]] = entry
    }
  }

  func dispatchNext(_ count: Int) {
    // The entries are moved into a local for the batch, so that the loop changes a plain value,
    // with none of the checks a class's stored property costs.
    var entries: [String: Entry] = [:]
    swap(&entries, &self.entries)
    for _ in 0..<count {
      let key = keyCount == 1 ? 0 : Int.random(in: 0..<keyCount, using: &generator)
      bumpsByKey[key] += 1
      guard let (counter, listeners) = Self.bump(&entries[stateKeys[key]]) else { continue }
      for listener in listeners {
        listener(counter)
      }
    }
    swap(&entries, &self.entries)
  }

  /// Increments a key's counter in place, found by one lookup.
  ///
  /// - Returns: The new counter and the key's listeners, or `nil` when there is no such key.
  private static func bump(
    _ entry: inout Entry?
  ) -> (counter: KeyCounter, listeners: [(KeyCounter) -> Void])? {
    guard entry != nil else { return nil }
    entry?.counter.value += 1
    return entry.map { ($0.counter, $0.listeners) }
  }

  func resetNotificationCount() {
    callsByKey = Array(repeating: 0, count: keyCount)
    bumpsByKey = Array(repeating: 0, count: keyCount)
  }
}

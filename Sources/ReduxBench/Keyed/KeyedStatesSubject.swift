import Redux

/// A Suas-style keyed store for the keyed-states workload: one counter per key, each with its own
/// keyed reducer and its own listeners; each action bumps one random key.
@MainActor
final class KeyedStatesSubject: KeyedListenerCounting {
  /// How many keys the store has.
  let keyCount: Int
  /// How many listeners each key has.
  let listenersPerKey: Int
  private let store: Store<KeyedState>
  private var generator: SeededGenerator
  /// Listener calls, per key, since the last reset.
  private(set) var callsByKey: [Int]
  /// Actions dispatched, per key, since the last reset.
  private(set) var bumpsByKey: [Int]

  /// Makes the store and adds its listeners.
  ///
  /// - Parameters:
  ///   - keys: How many keys; at least one.
  ///   - listenersPerKey: How many listeners each key gets.
  ///   - seed: The seed of the keys the actions bump.
  init(keys: Int, listenersPerKey: Int, seed: UInt64) {
    keyCount = max(1, keys)
    self.listenersPerKey = listenersPerKey
    generator = SeededGenerator(seed: seed)
    callsByKey = Array(repeating: 0, count: keyCount)
    bumpsByKey = Array(repeating: 0, count: keyCount)
    var reducer = CombinedReducer(Self.reducer(forKey: 0))
    for key in 1..<keyCount {
      reducer = reducer + Self.reducer(forKey: key)
    }
    store = Store(reducer: reducer)
    for key in 0..<keyCount {
      for _ in 0..<listenersPerKey {
        store.addListener(forStateType: KeyCounter.self, stateKey: Self.stateKey(key)) {
          [weak self] _ in
          self?.callsByKey[key] += 1
        }
      }
    }
  }

  /// The state key of a key's position.
  static func stateKey(_ key: Int) -> String {
    "counter\(key)"
  }

  /// The keyed reducer of one key: it bumps its counter for actions naming it, and leaves it
  /// unchanged (`nil`) for every other action.
  private static func reducer(forKey key: Int) -> BlockReducer<KeyCounter> {
    BlockReducer(initialState: KeyCounter(), stateKey: stateKey(key)) { state, action in
      guard let bump = action as? BumpKeyAction, bump.key == key else { return nil }
      return KeyCounter(value: state.value + 1)
    }
  }

  func dispatchNext(_ count: Int) {
    for _ in 0..<count {
      let key = keyCount == 1 ? 0 : Int.random(in: 0..<keyCount, using: &generator)
      bumpsByKey[key] += 1
      store.dispatch(BumpKeyAction(key: key))
    }
  }

  func resetNotificationCount() {
    callsByKey = Array(repeating: 0, count: keyCount)
    bumpsByKey = Array(repeating: 0, count: keyCount)
  }
}

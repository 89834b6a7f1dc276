import Testing

@testable import Redux

/// How a keyed state finds the keys an action changed: from what its reduction recorded when it
/// was reduced from the state it is compared with, and key by key otherwise. Both ways must give
/// the same answer.
@Suite("Finding the keys a reduction changed")
struct KeyedStateLineageTests {
  static let stateKeys = (0..<20).map { "key\($0)" }
  let reducer = Self.reducers()

  /// One integer reducer per key, which also sets every key for a ``SetEveryKeyAction``.
  static func reducers() -> CombinedReducer {
    func reducer(_ stateKey: String) -> BlockReducer<Int> {
      BlockReducer(initialState: 0, stateKey: stateKey) { _, action in
        if let action = action as? SetEveryKeyAction { return action.value }
        guard let action = action as? KeyedFixtures.SetValueAction, action.stateKey == stateKey
        else { return nil }
        return action.value
      }
    }
    var combined = CombinedReducer(reducer(stateKeys[0]))
    for stateKey in stateKeys.dropFirst() {
      combined = combined + reducer(stateKey)
    }
    return combined
  }

  func set(_ stateKey: String, to value: Int, in state: KeyedState) -> KeyedState {
    reducer.reduce(
      state: state, action: KeyedFixtures.SetValueAction(stateKey: stateKey, value: value))
  }

  @Test func aStateReducedFromAnotherNamesTheKeyItChanged() {
    let initial = reducer.initialState
    let next = set("key9", to: 4, in: initial)
    #expect(next.changedKeys(since: initial) == ["key9"])
    // The reverse question has no record to use, and compares the keys.
    #expect(initial.changedKeys(since: next) == ["key9"])
  }

  @Test func aReductionThatChangesNothingNamesNoKey() {
    let initial = reducer.initialState
    let changed = set("key3", to: 1, in: initial)
    #expect(set("key3", to: 1, in: changed).changedKeys(since: changed).isEmpty)
    #expect(set("missing", to: 8, in: changed).changedKeys(since: changed).isEmpty)
  }

  @Test func siblingsReducedFromOneStateAreComparedKeyByKey() {
    let initial = reducer.initialState
    let first = set("key2", to: 1, in: initial)
    let second = set("key17", to: 1, in: initial)
    #expect(first.changedKeys(since: second) == ["key2", "key17"])
    #expect(second.changedKeys(since: first) == ["key2", "key17"])
  }

  @Test func aStateTwoReductionsAwayIsComparedKeyByKey() {
    let initial = reducer.initialState
    let first = set("key5", to: 1, in: initial)
    let second = set("key11", to: 2, in: first)
    #expect(second.changedKeys(since: first) == ["key11"])
    #expect(second.changedKeys(since: initial) == ["key5", "key11"])
    // Setting the key back makes the two-step difference vanish for that key.
    let third = set("key5", to: 0, in: second)
    #expect(third.changedKeys(since: second) == ["key5"])
    #expect(third.changedKeys(since: initial) == ["key11"])
  }

  @Test func aReductionThatChangesSeveralKeysNamesThemAll() {
    let initial = reducer.initialState
    let every = reducer.reduce(state: initial, action: SetEveryKeyAction(value: 7))
    #expect(every.changedKeys(since: initial) == Self.stateKeys)
    let some = set("key0", to: 7, in: initial)
    #expect(
      reducer.reduce(state: some, action: SetEveryKeyAction(value: 7)).changedKeys(since: some)
        == Array(Self.stateKeys.dropFirst()))
  }

  @MainActor
  @Test func listenersHearTheSameKeysEitherWay() {
    let store = Store(reducer: reducer)
    var heard: [String] = []
    for stateKey in Self.stateKeys {
      store.addListener(forStateType: Int.self, stateKey: stateKey) { _ in heard.append(stateKey) }
    }
    store.dispatch(KeyedFixtures.SetValueAction(stateKey: "key4", value: 1))
    #expect(heard == ["key4"])
    heard = []
    store.dispatch(SetEveryKeyAction(value: 1))
    #expect(heard == Self.stateKeys.filter { $0 != "key4" })
    heard = []
    store.dispatch(SetEveryKeyAction(value: 1))
    #expect(heard.isEmpty)
  }
}

/// Sets every key of ``KeyedStateLineageTests`` to one value.
private final class SetEveryKeyAction: Action {
  let value: Int

  init(value: Int) {
    self.value = value
    super.init(windowUUID: .unavailable, actionType: KeyedFixtures.ActionKind.setValue)
  }
}

import Testing

@testable import Redux

/// Many keys with many listeners each: a change of one key calls exactly that key's listeners.
@MainActor
@Suite("Listener fan-out over many keys")
struct ListenerFanOutTests {
  nonisolated static let keyCount = 50
  nonisolated static let listenersPerKey = 10
  nonisolated static let stateKeys = (0..<keyCount).map { "key\($0)" }

  /// Calls received by each listener, by key index then listener index.
  final class CallCounts {
    var counts = Array(
      repeating: Array(repeating: 0, count: ListenerFanOutTests.listenersPerKey),
      count: ListenerFanOutTests.keyCount
    )
    var order: [String] = []
    var values: [Int] = []

    var total: Int { counts.joined().reduce(0, +) }
  }

  /// A store of 50 integer keys with 10 listeners on each.
  func makeStoreWithListeners(recordingInto calls: CallCounts) -> Store<KeyedState> {
    let store = Store(reducer: KeyedFixtures.integerReducers(stateKeys: Self.stateKeys))
    for (keyIndex, stateKey) in Self.stateKeys.enumerated() {
      for listenerIndex in 0..<Self.listenersPerKey {
        store.addListener(forStateType: Int.self, stateKey: stateKey) { value in
          calls.counts[keyIndex][listenerIndex] += 1
          calls.order.append("\(stateKey)#\(listenerIndex)")
          calls.values.append(value)
        }
      }
    }
    return store
  }

  @Test func theStoreHoldsFiftyKeysInOrder() {
    let store = Store(reducer: KeyedFixtures.integerReducers(stateKeys: Self.stateKeys))
    #expect(store.state.keys == Self.stateKeys)
    #expect(store.state.keys.count == 50)
  }

  @Test func everyListenerIsRegistered() {
    let calls = CallCounts()
    let store = makeStoreWithListeners(recordingInto: calls)
    #expect(store.listenerCount == 500)
    #expect(calls.total == 0)
  }

  @Test func aChangeOfOneKeyCallsExactlyItsTenListenersInOrder() {
    let calls = CallCounts()
    let store = makeStoreWithListeners(recordingInto: calls)

    store.dispatch(KeyedFixtures.SetValueAction(stateKey: "key17", value: 5))

    #expect(calls.total == 10)
    #expect(calls.counts[17] == Array(repeating: 1, count: 10))
    for keyIndex in 0..<Self.keyCount where keyIndex != 17 {
      #expect(calls.counts[keyIndex] == Array(repeating: 0, count: 10), "key\(keyIndex)")
    }
    #expect(calls.order == (0..<10).map { "key17#\($0)" })
    #expect(calls.values == Array(repeating: 5, count: 10))
  }

  @Test func theFirstAndLastKeysAreNotSpecial() {
    let calls = CallCounts()
    let store = makeStoreWithListeners(recordingInto: calls)

    store.dispatch(KeyedFixtures.SetValueAction(stateKey: "key0", value: 1))
    store.dispatch(KeyedFixtures.SetValueAction(stateKey: "key49", value: 1))

    #expect(calls.total == 20)
    #expect(calls.counts[0] == Array(repeating: 1, count: 10))
    #expect(calls.counts[49] == Array(repeating: 1, count: 10))
    #expect(calls.order == (0..<10).map { "key0#\($0)" } + (0..<10).map { "key49#\($0)" })
  }

  @Test func actionsThatChangeNothingCallNoListener() {
    let calls = CallCounts()
    let store = makeStoreWithListeners(recordingInto: calls)

    store.dispatch(KeyedFixtures.SetValueAction(stateKey: "key3", value: 0))
    store.dispatch(KeyedFixtures.SetValueAction(stateKey: "no such key", value: 1))
    store.dispatch(KeyedFixtures.ignoredAction())

    #expect(calls.total == 0)
  }

  @Test func everyKeyChangedOnceCallsEveryListenerOnce() {
    let calls = CallCounts()
    let store = makeStoreWithListeners(recordingInto: calls)

    for stateKey in Self.stateKeys.reversed() {
      store.dispatch(KeyedFixtures.SetValueAction(stateKey: stateKey, value: 1))
    }

    #expect(calls.total == 500)
    #expect(calls.counts.allSatisfy { $0 == Array(repeating: 1, count: 10) })
    #expect(Array(calls.order.prefix(11)) == (0..<10).map { "key49#\($0)" } + ["key48#0"])
  }

  @Test func repeatedChangesOfOneKeyCountPrecisely() {
    let calls = CallCounts()
    let store = makeStoreWithListeners(recordingInto: calls)

    for value in 1...7 {
      store.dispatch(KeyedFixtures.SetValueAction(stateKey: "key25", value: value))
    }
    // Setting the same value again changes nothing.
    store.dispatch(KeyedFixtures.SetValueAction(stateKey: "key25", value: 7))

    #expect(calls.total == 70)
    #expect(calls.counts[25] == Array(repeating: 7, count: 10))
  }

  @Test func wholeStateListenersAreCalledOncePerChangeWhateverTheKey() {
    let calls = CallCounts()
    let store = makeStoreWithListeners(recordingInto: calls)
    var wholeStateCalls = 0
    store.addListener { _ in wholeStateCalls += 1 }

    store.dispatch(KeyedFixtures.SetValueAction(stateKey: "key1", value: 1))
    store.dispatch(KeyedFixtures.SetValueAction(stateKey: "key2", value: 1))
    store.dispatch(KeyedFixtures.SetValueAction(stateKey: "key2", value: 1))

    #expect(wholeStateCalls == 2)
    #expect(calls.total == 20)
  }

  @Test func removingTheListenersOfOneKeyLeavesTheOthers() {
    let store = Store(reducer: KeyedFixtures.integerReducers(stateKeys: Self.stateKeys))
    var calls: [String: Int] = [:]
    var handlesOfKey7: [ListenerHandle] = []
    for stateKey in Self.stateKeys {
      for _ in 0..<Self.listenersPerKey {
        let handle = store.addListener(forStateType: Int.self, stateKey: stateKey) { _ in
          calls[stateKey, default: 0] += 1
        }
        if stateKey == "key7" { handlesOfKey7.append(handle) }
      }
    }

    for handle in handlesOfKey7 { handle.removeListener() }
    store.dispatch(KeyedFixtures.SetValueAction(stateKey: "key7", value: 1))
    store.dispatch(KeyedFixtures.SetValueAction(stateKey: "key8", value: 1))

    #expect(store.listenerCount == 490)
    #expect(calls == ["key8": 10])
  }
}

import Testing

@testable import Redux

/// Listeners that remove or add listeners, or dispatch, while being notified.
@MainActor
@Suite("Listener re-entrancy")
struct ListenerReentrancyTests {
  typealias Counter = KeyedFixtures.Counter
  typealias Title = KeyedFixtures.Title

  // MARK: Removing during a notification

  @Test func aListenerRemovedByAnEarlierOneIsNotCalled() {
    let store = ListenerFixtures.makeKeyedStore()
    var heard: [String] = []
    var later: ListenerHandle?
    store.addListener(forStateType: Counter.self) { _ in
      heard.append("remover")
      later?.removeListener()
    }
    later = store.addListener(forStateType: Counter.self) { _ in heard.append("later") }
    store.addListener(forStateType: Counter.self) { _ in heard.append("last") }

    store.dispatch(KeyedFixtures.IncrementAction())
    store.dispatch(KeyedFixtures.IncrementAction())

    #expect(heard == ["remover", "last", "remover", "last"])
    #expect(store.listenerCount == 2)
  }

  @Test func aWholeStateListenerCanRemoveALaterKeyListener() {
    let store = ListenerFixtures.makeKeyedStore()
    var heard: [String] = []
    var keyListener: ListenerHandle?
    store.addListener { _ in
      heard.append("whole")
      keyListener?.removeListener()
    }
    keyListener = store.addListener(forStateType: Counter.self) { _ in heard.append("key") }

    store.dispatch(KeyedFixtures.IncrementAction())

    #expect(heard == ["whole"])
  }

  @Test func aListenerRemovedByALaterOneWasAlreadyCalledOnce() {
    let store = ListenerFixtures.makeKeyedStore()
    var heard: [String] = []
    let earlier = store.addListener(forStateType: Counter.self) { _ in heard.append("earlier") }
    store.addListener(forStateType: Counter.self) { _ in
      heard.append("remover")
      earlier.removeListener()
    }

    store.dispatch(KeyedFixtures.IncrementAction())
    store.dispatch(KeyedFixtures.IncrementAction())

    #expect(heard == ["earlier", "remover", "remover"])
  }

  @Test func aListenerCanRemoveItself() {
    let store = ListenerFixtures.makeTallyStore()
    var heard: [String] = []
    var oneShot: ListenerHandle?
    oneShot = store.addListener { _ in
      heard.append("one shot")
      oneShot?.removeListener()
    }
    store.addListener { _ in heard.append("steady") }

    store.dispatch(KeyedFixtures.IncrementAction())
    store.dispatch(KeyedFixtures.IncrementAction())

    #expect(heard == ["one shot", "steady", "steady"])
    #expect(store.listenerCount == 1)
  }

  @Test func aListenerAddedDuringANotificationHearsOnlyTheNextOne() {
    let store = ListenerFixtures.makeKeyedStore()
    var heard: [String] = []
    var added = false
    store.addListener(forStateType: Counter.self) { counter in
      heard.append("adder \(counter.value)")
      guard !added else { return }
      added = true
      store.addListener(forStateType: Counter.self) { heard.append("added \($0.value)") }
      store.addListener { _ in heard.append("added whole") }
    }

    store.dispatch(KeyedFixtures.IncrementAction())
    store.dispatch(KeyedFixtures.IncrementAction())

    #expect(heard == ["adder 1", "adder 2", "added 2", "added whole"])
  }

  // MARK: Dispatching during a notification

  @Test func anActionDispatchedByAListenerWaitsForTheNotificationToFinish() {
    let store = ListenerFixtures.makeKeyedStore()
    var heard: [String] = []
    store.addListener(forStateType: Counter.self) { counter in
      heard.append("first \(counter.value)")
      if counter.value == 1 {
        store.dispatch(KeyedFixtures.IncrementAction(by: 10))
        let current = store.state.value(forKeyOfType: Counter.self)?.value ?? -1
        heard.append("queued; state still \(current)")
      }
    }
    store.addListener(forStateType: Counter.self) { heard.append("second \($0.value)") }

    store.dispatch(KeyedFixtures.IncrementAction(by: 1))

    #expect(
      heard == [
        "first 1", "queued; state still 1", "second 1",
        "first 11", "second 11",
      ]
    )
    #expect(store.state.value(forKeyOfType: Counter.self) == Counter(value: 11))
    #expect(store.pendingActionCount == 0)
  }

  @Test func actionsDispatchedByListenersAreProcessedFirstInFirstOut() {
    let store = ListenerFixtures.makeKeyedStore()
    var heard: [String] = []
    store.addListener(forStateType: Counter.self) { counter in
      heard.append("counter \(counter.value)")
      if counter.value == 1 {
        store.dispatch(KeyedFixtures.RenameAction(to: "A"))
        store.dispatch(KeyedFixtures.IncrementAction(by: 1))
        store.dispatch(KeyedFixtures.RenameAction(to: "B"))
      }
    }
    store.addListener(forStateType: Title.self) { title in
      heard.append("title \(title.text)")
      if title.text == "A" {
        store.dispatch(KeyedFixtures.RenameAction(to: "C"))
      }
    }

    store.dispatch(KeyedFixtures.IncrementAction(by: 1))

    #expect(
      heard == ["counter 1", "title A", "counter 2", "title B", "title C"]
    )
    #expect(store.state.value(forKeyOfType: Title.self) == Title(text: "C"))
  }

  @Test func aWholeStateListenerDispatchingSeesEachStateOnce() {
    let store = ListenerFixtures.makeTallyStore()
    var heard: [Int] = []
    store.addListener { tally in
      heard.append(tally.count)
      if tally.count < 5 { store.dispatch(KeyedFixtures.IncrementAction()) }
    }

    store.dispatch(KeyedFixtures.IncrementAction())

    #expect(heard == [1, 2, 3, 4, 5])
    #expect(store.state.count == 5)
  }

  @Test func informingFromInsideAListenerCallsAtOnce() {
    let store = ListenerFixtures.makeTallyStore()
    var heard: [String] = []
    let observer = store.addListener { heard.append("observer \($0.count)") }
    store.addListener { tally in
      heard.append("informer \(tally.count)")
      observer.informWithCurrentState()
    }

    store.dispatch(KeyedFixtures.IncrementAction())

    #expect(heard == ["observer 1", "informer 1", "observer 1"])
  }
}

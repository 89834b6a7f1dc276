import Redux
import Testing

@MainActor
@Suite("Store window subscriptions: closing, moving and leaving")
struct StoreWindowLifecycleTests {
  let windowA = WindowUUID()
  let windowB = WindowUUID()
  let windowC = WindowUUID()

  func makeStore() -> Store<TestAppState> {
    Store(
      state: .showingEveryScreen(in: [windowA, windowB, windowC]), reducer: TestAppState.reducer)
  }

  @Test func closingAWindowEndsItsSubscriptions() {
    let store = makeStore()
    let tally = SelectionTally()
    let counterOfA = RecordingSubscriber<TestScreenState?>()
    let notesOfA = RecordingSubscriber<TestScreenState?>()
    let counterOfB = RecordingSubscriber<TestScreenState?>()
    store.subscribeCounting(counterOfA, window: windowA, tally: tally, as: "A counter")
    store.subscribeCounting(notesOfA, window: windowA, screen: .notes, tally: tally, as: "A notes")
    store.subscribeCounting(counterOfB, window: windowB, tally: tally, as: "B")
    tally.reset()

    store.dispatch(.closeWindow(windowA))
    #expect(store.subscriberCount(in: windowA) == 0)
    #expect(store.subscriberCount(in: windowB) == 1)
    #expect(store.subscriberCount == 1)
    #expect(tally.order.isEmpty)

    store.dispatch(.increment(in: .unavailable))
    store.dispatch(.setTheme(.dark, from: windowB))
    store.dispatch(.increment(in: windowA))
    #expect(tally["A counter"] == 0)
    #expect(tally["A notes"] == 0)
    #expect(tally["B"] == 2)
    #expect(counterOfA.received.count == 1)
    #expect(notesOfA.received.count == 1)
  }

  @Test func closingEveryWindowEndsEveryWindowSubscriptionButTheStoreWideOnes() {
    let store = makeStore()
    let tally = SelectionTally()
    let notOpenYet = WindowUUID()
    let subscribers = (0..<3).map { _ in RecordingSubscriber<TestScreenState?>() }
    store.subscribeCounting(subscribers[0], window: windowA, tally: tally, as: "A")
    store.subscribeCounting(subscribers[1], window: windowB, tally: tally, as: "B")
    store.subscribeCounting(subscribers[2], window: notOpenYet, tally: tally, as: "new")
    let storeWide = RecordingSubscriber<Int>()
    store.subscribe(storeWide) { $0.select(\.activeScreens.windowUUIDs.count) }
    tally.reset()

    store.dispatch(.closeWindow(.unavailable))
    #expect(store.subscriberCount(in: windowA) == 0)
    #expect(store.subscriberCount(in: windowB) == 0)
    // A window that was not open is not closed: its subscription stays.
    #expect(store.subscriberCount(in: notOpenYet) == 1)
    #expect(store.subscriberCount == 2)
    #expect(tally.order == ["new"])
    #expect(storeWide.received == [3, 0])

    tally.reset()
    store.dispatch(.noop(in: .unavailable))
    store.dispatch(.setTheme(.dark, from: .unavailable))
    #expect(tally.order == ["new", "new"])
  }

  @Test func subscribingToAClosedWindowDeliversNothing() {
    let store = makeStore()
    store.dispatch(.closeWindow(windowA))
    let tally = SelectionTally()
    let late = RecordingSubscriber<TestScreenState?>()
    store.subscribeCounting(late, window: windowA, tally: tally, as: "late")
    #expect(tally["late"] == 0)
    #expect(late.received.isEmpty)
    #expect(store.subscriberCount(in: windowA) == 0)
    store.dispatch(.noop(in: .unavailable))
    store.dispatch(.setTheme(.dark, from: windowB))
    store.dispatch(.increment(in: windowA))
    #expect(tally["late"] == 0)
    #expect(late.received.isEmpty)
  }

  @Test func subscribingToAClosedWindowEndsTheSubscribersPreviousSubscription() {
    let store = makeStore()
    let tally = SelectionTally()
    let subscriber = RecordingSubscriber<TestScreenState?>()
    store.subscribeCounting(subscriber, window: windowB, tally: tally, as: "B")
    store.dispatch(.closeWindow(windowA))
    store.subscribeCounting(subscriber, window: windowA, tally: tally, as: "A")
    #expect(store.subscriberCount(in: windowB) == 0)
    store.dispatch(.increment(in: windowB))
    #expect(tally.order == ["B"])
  }

  @Test func resubscribingAnObjectToAnotherWindowMovesIt() {
    let store = makeStore()
    let tally = SelectionTally()
    let subscriber = RecordingSubscriber<TestScreenState?>()
    store.subscribeCounting(subscriber, window: windowA, tally: tally, as: "first")
    store.subscribeCounting(subscriber, window: windowB, tally: tally, as: "second")
    #expect(store.subscriberCount(in: windowA) == 0)
    #expect(store.subscriberCount(in: windowB) == 1)
    #expect(store.subscriberCount == 1)
    #expect(tally.order == ["first", "second"])

    tally.reset()
    store.dispatch(.increment(in: windowA))
    #expect(tally.order.isEmpty)
    store.dispatch(.increment(in: windowB))
    #expect(tally.order == ["second"])
    store.dispatch(.noop(in: .unavailable))
    #expect(tally.order == ["second", "second"])
    #expect(
      subscriber.received == [
        .counter(CounterScreenState(windowUUID: windowA)),
        .counter(CounterScreenState(windowUUID: windowB)),
        .counter(CounterScreenState(windowUUID: windowB, count: 1, didIncrement: true)),
        .counter(CounterScreenState(windowUUID: windowB, count: 1)),
      ])
  }

  @Test func aDeallocatedSubscriberIsDropped() {
    let store = makeStore()
    let tally = SelectionTally()
    weak var gone: RecordingSubscriber<TestScreenState?>?
    do {
      let subscriber = RecordingSubscriber<TestScreenState?>()
      gone = subscriber
      store.subscribeCounting(subscriber, window: windowA, tally: tally, as: "gone")
      #expect(store.subscriberCount(in: windowA) == 1)
    }
    #expect(gone == nil)
    #expect(store.subscriberCount(in: windowA) == 0)
    #expect(store.subscriberCount == 0)
    store.dispatch(.increment(in: windowA))
    store.dispatch(.noop(in: .unavailable))
    #expect(tally["gone"] == 1)
    // The window can be subscribed to again.
    let next = RecordingSubscriber<TestScreenState?>()
    store.subscribeCounting(next, window: windowA, tally: tally, as: "next")
    store.dispatch(.increment(in: windowA))
    #expect(tally["next"] == 2)
  }

  @Test func unsubscribingInsideNewStateIsSafe() {
    let store = makeStore()
    let tally = SelectionTally()
    let leaver = RecordingSubscriber<TestScreenState?>()
    let victim = RecordingSubscriber<TestScreenState?>()
    let stayer = RecordingSubscriber<TestScreenState?>()
    let storeWideLeaver = RecordingSubscriber<TestAppState>()
    store.subscribeCounting(leaver, window: windowA, tally: tally, as: "leaver")
    store.subscribeCounting(victim, window: windowB, tally: tally, as: "victim")
    store.subscribeCounting(stayer, window: windowC, tally: tally, as: "stayer")
    store.subscribe(storeWideLeaver)
    leaver.onNewState = { [unowned store, unowned leaver, unowned victim] _ in
      store.unsubscribe(leaver)
      store.unsubscribe(victim)
    }
    storeWideLeaver.onNewState = { [unowned store, unowned storeWideLeaver] _ in
      store.unsubscribe(storeWideLeaver)
    }
    tally.reset()

    // Every counter changes, so every subscriber would hear. The store-wide subscriber leaves;
    // the leaver removes itself and the victim, whose window comes after its own.
    store.dispatch(.increment(in: .unavailable))
    #expect(tally.order == ["leaver", "stayer"])
    #expect(storeWideLeaver.received.count == 2)
    #expect(leaver.received.count == 2)
    #expect(victim.received.count == 1)
    #expect(stayer.received.count == 2)
    #expect(store.subscriberCount == 1)
    #expect(store.subscriberCount(in: windowC) == 1)

    store.dispatch(.closeScreen(.other, in: .unavailable))
    #expect(storeWideLeaver.received.count == 2)
    #expect(leaver.received.count == 2)
    #expect(victim.received.count == 1)
    #expect(stayer.received.count == 3)
    #expect(tally.order == ["leaver", "stayer", "stayer"])
  }

  @Test func anActionForEveryWindowNotifiesStoreWideFirstThenWindowsInOrderOfFirstSubscription() {
    let store = makeStore()
    var order: [String] = []
    func record(_ name: String) -> (TestAppState) -> Int {
      { state in
        order.append(name)
        return state.activeScreens.screens.count
      }
    }
    let subscribers = (0..<6).map { _ in RecordingSubscriber<Int>() }
    // Windows opened A, B, C; subscribed B, then A, then C.
    store.subscribe(subscribers[0], to: .window(windowB)) { $0.select(record("B1")) }
    store.subscribe(subscribers[1], to: .window(windowA)) { $0.select(record("A1")) }
    store.subscribe(subscribers[2]) { $0.select(record("store1")) }
    store.subscribe(subscribers[3], to: .window(windowB)) { $0.select(record("B2")) }
    store.subscribe(subscribers[4], to: .window(windowC)) { $0.select(record("C1")) }
    store.subscribe(subscribers[5]) { $0.select(record("store2")) }
    order.removeAll()

    store.dispatch(.noop(in: .unavailable))
    #expect(order == ["store1", "store2", "B1", "B2", "A1", "C1"])
    order.removeAll()
    store.dispatch(.setTheme(.dark, from: windowC))
    #expect(order == ["store1", "store2", "B1", "B2", "A1", "C1"])
  }
}

import Redux
import ReduxTestSupport
import Testing

/// An object a listener's life is linked to.
@MainActor
private final class ListenerOwner {
  let hook: DeinitHook?

  init(hook: DeinitHook? = nil) {
    self.hook = hook
  }
}

/// The store's per-dispatch flags and caches (the cache of window lanes, the listeners'
/// status and owner, whether any listener is left, the hub's version) are reached only through
/// the module's own, non-inlined code, so that the optimizer can check their exclusive access
/// when compiling. That proof holds only if no app code ever runs inside one of their accesses.
/// These tests make `deinit`s run app code exactly where those properties change (a lane dropped
/// from the cache, a listener removed or found without its owner) and check that the next
/// accesses find them consistent: the right lane, the right listeners, exact counts.
///
/// In a debug build an overlapping access would stop the test; CI also runs this suite in a
/// release build.
@MainActor
@Suite("Soundness: per-dispatch flags touched from deinits")
struct DispatchFlagReentrancyTests {
  @Test func aDeinitRunByDroppingTheCachedLaneSubscribesItsWindowAgain() {
    let store = Store(state: CounterState(), reducer: CounterState.reducer)
    let window = WindowUUID()
    let leaving = RecordingSubscriber<Int>()
    let newcomer = RecordingSubscriber<Int>()
    do {
      let hook = DeinitHook {
        store.subscribe(newcomer, to: .window(window)) { $0.select { $0.count * 10 } }
      }
      store.subscribe(leaving, to: .window(window)) {
        $0.select {
          _ = hook
          return $0.count
        }
      }
    }
    // The window's lane is looked up, and cached.
    store.dispatch(AddAction(amount: 1, windowUUID: window))
    // Its last subscriber leaves: the lane leaves the cache and the table, and releasing the
    // subscription runs the hook, which makes a new lane for the same window.
    store.unsubscribe(leaving)
    #expect(store.subscriberCount(in: window) == 1)
    store.dispatch(AddAction(amount: 1, windowUUID: window))

    #expect(leaving.received == [0, 1])
    #expect(newcomer.received == [10, 20])
  }

  @Test func aDeinitRunAsAGoneSubscriberLeavesTheCachedLaneDispatchesToItsWindow() {
    let store = Store(state: CounterState(), reducer: CounterState.reducer)
    let window = WindowUUID()
    let other = WindowUUID()
    let newcomer = RecordingSubscriber<Int>()
    let bystander = RecordingSubscriber<Int>()
    store.subscribe(bystander, to: .window(other)) { $0.select { $0.count } }
    var gone: RecordingSubscriber<Int>? = RecordingSubscriber<Int>()
    do {
      let hook = DeinitHook {
        store.subscribe(newcomer, to: .window(window)) { $0.select { $0.count * 10 } }
        // Queued: processed once the action that found the subscriber gone is published.
        store.dispatch(AddAction(amount: 5, windowUUID: window))
      }
      store.subscribe(gone!, to: .window(window)) {
        $0.select {
          _ = hook
          return $0.count
        }
      }
    }
    store.dispatch(AddAction(amount: 1, windowUUID: window))
    gone = nil
    // This action finds the subscriber gone and drops the window's lane; the subscription's
    // release runs the hook, which subscribes to the window again and dispatches.
    store.dispatch(AddAction(amount: 1, windowUUID: window))
    // Lanes looked up in turn, each found for its own window.
    store.dispatch(AddAction(amount: 1, windowUUID: other))
    store.dispatch(AddAction(amount: 1, windowUUID: window))

    #expect(newcomer.received == [20, 70, 90])
    #expect(bystander.received == [0, 8])
    #expect(store.subscriberCount(in: window) == 1)
    #expect(store.subscriberCount == 2)
  }

  @Test func aWindowsLanesMadeAndDroppedInTurnAreFoundByTheNextLookup() {
    let store = Store(state: CounterState(), reducer: CounterState.reducer)
    let windows = [WindowUUID(), WindowUUID(), WindowUUID()]
    var calls = 0
    for round in 0..<30 {
      let window = windows[round % windows.count]
      let subscriber = RecordingSubscriber<Int>()
      store.subscribe(subscriber, to: .window(window)) { $0.select { $0.count } }
      store.dispatch(AddAction(amount: 1, windowUUID: window))
      store.dispatch(AddAction(amount: 1, windowUUID: windows[(round + 1) % windows.count]))
      store.dispatch(AddAction(amount: 1, windowUUID: window))
      calls += subscriber.received.count
      // The lane leaves the table, and the cache, with its last subscriber.
      store.unsubscribe(subscriber)
      #expect(store.subscriberCount(in: window) == 0)
    }
    // Each subscriber: its first state, then the two actions for its window.
    #expect(calls == 30 * 3)
    #expect(store.subscriberCount == 0)
  }

  @Test func anOwnerReleasedByAnEarlierListenerEndsItsListenerWhoseDeinitChangesTheRegistry() {
    let store = Store(state: CounterState(), reducer: CounterState.reducer)
    let book = ListenerBook()
    book.owner = ListenerOwner(
      hook: DeinitHook {
        // Runs while the store calls its listeners: removes one not yet called, adds another.
        book.third?.removeListener()
        book.late = store.addListener { book.calls.append("late \($0.count)") }
      })
    let first = store.addListener { state in
      book.calls.append("first \(state.count)")
      if state.count == 1 { book.owner = nil }
    }
    let linked = store.addListener { book.calls.append("linked \($0.count)") }
    linked.linkLifeCycle(to: book.owner!)
    book.third = store.addListener { book.calls.append("third \($0.count)") }

    store.dispatch(AddAction(amount: 1))
    #expect(book.calls == ["first 1"])
    #expect(!linked.isActive)
    #expect(book.third?.isActive == false)
    book.calls = []

    store.dispatch(AddAction(amount: 1))
    #expect(book.calls == ["first 2", "late 2"])
    // Every listener removed: none is called, and one added afterwards is called again.
    first.removeListener()
    book.late?.removeListener()
    store.dispatch(AddAction(amount: 1))
    #expect(book.calls == ["first 2", "late 2"])
    let again = store.addListener { book.calls.append("again \($0.count)") }
    store.dispatch(AddAction(amount: 1))
    #expect(book.calls == ["first 2", "late 2", "again 4"])
    again.removeListener()
    // The handles' listeners capture the book: break the cycle.
    book.third = nil
    book.late = nil
  }

  @Test func aReducerThatReadsTheStateAfterAnInPlaceReductionFindsItChanged() {
    let box = WeakStoreBox()
    let store = Store(
      state: CounterState(),
      reducer: { (state: inout CounterState, action: Action) in
        state.count += 1
      })
    box.store = store
    var seen: [Int] = []
    let listener = store.addListener { _ in seen.append(box.store?.state.count ?? -1) }
    for _ in 0..<3 { store.dispatch(AddAction(amount: 0)) }
    // Outside the reducer, the flag is down: listeners read the store's state freely.
    #expect(seen == [1, 2, 3])
    listener.removeListener()
  }
}

/// What the listeners of one test record, and the handles and owner they reach.
@MainActor
private final class ListenerBook {
  var calls: [String] = []
  var owner: ListenerOwner?
  var third: ListenerHandle?
  var late: ListenerHandle?
}

/// Holds a store weakly, for closures that read it.
@MainActor
private final class WeakStoreBox {
  weak var store: Store<CounterState>?
}

import Redux
import Testing

@testable import ReduxTesting

/// Counts how often each subscription's selection runs, in order.
@MainActor
private final class SelectionLog {
  var entries: [String] = []

  func note(_ name: String) {
    entries.append(name)
  }
}

/// The items, in a type that is not `Equatable`: its subscriptions do not skip repeats.
private struct ItemsSnapshot {
  let items: [String]
}

/// Dispatches `clear` the first time it hears about items.
@MainActor
private final class ClearingView: StoreSubscriber {
  let store: TestStore<ShoppingState>
  private(set) var received: [[String]] = []

  init(store: TestStore<ShoppingState>) {
    self.store = store
  }

  func newState(state: [String]) {
    received.append(state)
    if received.count == 2 {
      store.dispatch(Action.clear())
    }
  }
}

@MainActor
@Suite("TestStore: subscribers")
struct TestStoreSubscriptionTests {
  let windowA = WindowUUID()
  let windowB = WindowUUID()

  @Test func aSubscriberReceivesTheCurrentStateThenEveryNewState() {
    let store = makeShoppingStore()
    let view = RecordingView<ShoppingState>()
    store.subscribe(view)
    store.send(.add("Milk")) {
      $0.items = ["Milk"]
      $0.lastAdded = "Milk"
    }
    store.receive(ShoppingActionType.saved(count: 1)) { $0.savedCount = 1 }
    #expect(view.values.map(\.items) == [[], ["Milk"], ["Milk"]])
    #expect(view.values.map(\.savedCount) == [0, 0, 1])
    #expect(store.subscriberCount == 1)

    store.unsubscribe(view)
    store.send(.clear()) { $0.items = [] }
    #expect(view.values.count == 3)
    #expect(store.subscriberCount == 0)
    store.finish()
  }

  @Test func anEquatableSelectionSkipsRepeatsAndAnotherOneDoesNot() {
    let store = makeShoppingStore()
    let counts = RecordingView<Int>()
    let everyTime = RecordingView<ItemsSnapshot>()
    store.subscribe(counts) { $0.select(\.items.count) }
    store.subscribe(everyTime) { $0.select { ItemsSnapshot(items: $0.items) } }
    store.send(.add("Milk")) {
      $0.items = ["Milk"]
      $0.lastAdded = "Milk"
    }
    store.receive(ShoppingActionType.saved(count: 1)) { $0.savedCount = 1 }
    #expect(counts.values == [0, 1])
    #expect(everyTime.values.map(\.items) == [[], ["Milk"], ["Milk"]])
    store.finish()
  }

  @Test func anActionASubscriberDispatchesWaitsToBeReceived() {
    let store = makeShoppingStore()
    let view = ClearingView(store: store)
    store.subscribe(view) { $0.select(\.items) }
    store.send(.add("Milk")) {
      $0.items = ["Milk"]
      $0.lastAdded = "Milk"
    }
    #expect(view.received == [[], ["Milk"]])
    store.receive(ShoppingActionType.saved(count: 1)) { $0.savedCount = 1 }
    store.receive(ShoppingActionType.clear) { $0.items = [] }
    #expect(view.received == [[], ["Milk"], []])
    store.finish()
  }

  @Test func windowSubscriptionsAreRoutedLikeAStoresOnes() {
    var initial = PanelAppState()
    PanelAppState.reducer(&initial, .showPanel(in: windowA))
    PanelAppState.reducer(&initial, .showPanel(in: windowB))
    // Window screens have no public setters, so the test checks the fields it names.
    let store = TestStore(state: initial, reducer: PanelAppState.reducer, exhaustivity: .off)
    let log = SelectionLog()
    let panelA = RecordingView<Int?>()
    let panelB = RecordingView<Int?>()
    let everything = RecordingView<PanelAppState>()
    let (windowA, windowB) = (windowA, windowB)
    store.subscribe(panelA, to: .window(windowA)) {
      $0.select { state in
        log.note("A")
        return state.taps(in: windowA)
      }
    }
    store.subscribe(panelB, to: .window(windowB)) {
      $0.select { state in
        log.note("B")
        return state.taps(in: windowB)
      }
    }
    store.subscribe(everything)
    #expect(store.subscriberCount(in: windowA) == 1)
    #expect(store.subscriberCount == 3)
    log.entries = []

    // An action for one window runs that window's selections only.
    store.send(.tap(in: windowA))
    #expect(log.entries == ["A"])
    #expect(panelA.values == [0, 1])
    #expect(panelB.values == [0])

    // An action for every window, or one that changes the app-wide state, runs them all.
    log.entries = []
    store.send(.tap(in: .unavailable))
    store.send(.setTheme("dark", from: windowA)) { $0.theme = "dark" }
    #expect(log.entries == ["A", "B", "A", "B"])
    #expect(panelA.values == [0, 1, 2])
    #expect(panelB.values == [0, 1])

    // Closing a window ends its subscriptions; subscribing to it again delivers nothing.
    log.entries = []
    store.send(.closeWindow(windowB))
    #expect(store.state.activeScreens.windowUUIDs == [windowA])
    #expect(store.subscriberCount(in: windowB) == 0)
    let late = RecordingView<Int?>()
    store.subscribe(late, to: .window(windowB)) { $0.select { $0.taps(in: windowB) } }
    #expect(late.values == [])
    store.send(.tap(in: .unavailable))
    #expect(log.entries == ["A"])
    #expect(panelB.values == [0, 1])
    #expect(everything.values.count == 6)
    store.finish()
  }
}

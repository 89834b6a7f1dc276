import Redux
import ReduxTesting
import Testing

/// A desk screen's lines, in a type that is not `Equatable`: its subscriptions skip no repeats.
private struct LinesSnapshot {
  let lines: [String]?
}

/// Records every value it receives.
@MainActor
private final class Recorder<Value>: StoreSubscriber {
  private(set) var values: [Value] = []

  func newState(state: Value) {
    values.append(state)
  }
}

@MainActor
@Suite("MockStore: screen subscriptions")
struct MockStoreScreenSubscriptionTests {
  let windowA = WindowUUID()
  let windowB = WindowUUID()

  /// A mock store serving desk windows A and B, each showing both screens.
  func makeStore() -> MockStore<DeskAppState> {
    MockStore(state: .showing(in: [windowA, windowB]))
  }

  @Test func aControllersScreenSubscriptionIsRecordedAndGetsTheCurrentStateAtOnce() {
    let store = makeStore()
    let log = EvaluationLog()
    let controller = DeskScreenController(
      "A inbox", window: windowA, screen: .inbox, store: store, log: log)
    controller.subscribeToRedux()
    #expect(store.subscribeCallCount == 1)
    #expect(log.entries == ["A inbox"])
    #expect(controller.rendered == [DeskScreenView(lines: [], theme: "light")])
    #expect(store.subscriberCount == 1)
    #expect(store.subscriberCount(in: windowA) == 1)
    #expect(store.subscriberCount(in: windowB) == 0)
    #expect(store.dispatchedActions.isEmpty)

    controller.addTapped("hi")
    // A mock store records the action and reduces nothing.
    #expect(store.dispatchedActions.map(\.actionType) as? [DeskActionType] == [.deliver("hi")])
    #expect(controller.rendered.count == 1)
  }

  @Test func everyChangeOfTheStateReachesAScreenSubscriptionSkippingEqualSelections() {
    let windowA = windowA
    let store = makeStore()
    let log = EvaluationLog()
    let controller = DeskScreenController(
      "A inbox", window: windowA, screen: .inbox, store: store, log: log)
    controller.subscribeToRedux()
    let snapshots = Recorder<LinesSnapshot>()
    store.subscribe(snapshots, to: .screen(.inbox, in: windowA)) {
      $0.select { LinesSnapshot(lines: $0.lines(of: .inbox, in: windowA)) }
    }

    // No routing: changes of another screen, or of another window, reach it too.
    store.state.activeScreens[.drafts, windowA]?.lines = ["draft"]
    store.state.activeScreens[.inbox, windowB]?.lines = ["elsewhere"]
    store.state.activeScreens[.inbox, windowA]?.lines = ["hi"]
    store.state.theme = "dark"
    store.state.activeScreens[.inbox, windowA] = nil
    #expect(log.entries == Array(repeating: "A inbox", count: 6))
    #expect(
      controller.rendered == [
        DeskScreenView(lines: [], theme: "light"), DeskScreenView(lines: ["hi"], theme: "light"),
        DeskScreenView(lines: ["hi"], theme: "dark"), DeskScreenView(lines: nil, theme: "dark"),
      ])
    #expect(snapshots.values.map(\.lines) == [[], [], [], ["hi"], ["hi"], nil])
    #expect(store.subscribeCallCount == 2)
    #expect(store.subscriberCount(in: windowA) == 2)
  }

  @Test func unsubscribingAScreenSubscriptionIsRecordedAndEndsIt() {
    let store = makeStore()
    let log = EvaluationLog()
    let controller = DeskScreenController(
      "A drafts", window: windowA, screen: .drafts, store: store, log: log)
    controller.subscribeToRedux()
    controller.unsubscribeFromRedux()
    #expect(store.unsubscribeCallCount == 1)
    #expect(store.subscriberCount(in: windowA) == 0)
    store.state.activeScreens[.drafts, windowA]?.lines = ["draft"]
    #expect(log.entries == ["A drafts"])
    #expect(controller.rendered.count == 1)
  }

  @Test func subscriberCountInAWindowCountsScreenSubscriptionsThatAreAlive() {
    let windowB = windowB
    let store = makeStore()
    let log = EvaluationLog()
    let everyWindow = Recorder<String>()
    store.subscribe(everyWindow, to: .screen(.inbox, in: .unavailable)) { $0.select(\.theme) }
    let moving = DeskScreenController(
      "moving", window: windowA, screen: .inbox, store: store, log: log)
    moving.subscribeToRedux()
    do {
      let transient = DeskScreenController(
        "gone", window: windowB, screen: .drafts, store: store, log: log)
      transient.subscribeToRedux()
      #expect(store.subscriberCount(in: windowB) == 1)
    }
    #expect(store.subscriberCount(in: windowB) == 0)
    #expect(store.subscriberCount(in: .unavailable) == 1)
    #expect(store.subscriberCount(in: windowA) == 1)

    // Subscribing the same object again, here through an explicit scope, replaces its
    // subscription.
    store.subscribe(moving, to: .screen(.drafts, in: windowB)) {
      $0.select { DeskScreenView(lines: $0.lines(of: .drafts, in: windowB), theme: $0.theme) }
    }
    #expect(store.subscriberCount(in: windowA) == 0)
    #expect(store.subscriberCount(in: windowB) == 1)
    #expect(store.subscriberCount == 2)
    #expect(store.subscribeCallCount == 4)
    store.state.theme = "dark"
    #expect(everyWindow.values == ["light", "dark"])
    #expect(log.entries == ["moving", "gone"])
    #expect(moving.rendered.map(\.theme) == ["light", "light", "dark"])
  }
}

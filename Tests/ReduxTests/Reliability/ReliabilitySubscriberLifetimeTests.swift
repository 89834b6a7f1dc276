import Testing

@testable import Redux

/// Subscribers that go away, unsubscribe or lose their window are released, and the store lets
/// go of what their subscriptions captured.
///
/// The screens subscribe as the documentation recommends, with closures that capture them
/// weakly (``WeaklyCapturingScreen``); each selection also captures a ``LifetimeToken``
/// strongly, whose weak reference shows whether the store still keeps the selection.
@MainActor
@Suite("Reliability: subscriber lifetimes")
struct ReliabilitySubscriberLifetimeTests {
  let window = WindowUUID()
  let otherWindow = WindowUUID()

  func makeStore() -> Store<TestAppState> {
    let store = Store(state: TestAppState(), reducer: TestAppState.reducer)
    store.dispatch(.showScreen(.counter, in: window))
    store.dispatch(.showScreen(.counter, in: otherWindow))
    return store
  }

  @Test func aScreenThatGoesAwayIsReleasedAndNoLongerCounted() {
    let store = makeStore()
    weak var windowScreen: WeaklyCapturingScreen?
    weak var storeWideScreen: WeaklyCapturingScreen?
    do {
      let first = WeaklyCapturingScreen(store: store, window: window)
      let second = WeaklyCapturingScreen(store: store, window: window)
      first.subscribe(capturing: LifetimeToken())
      second.subscribe(storeWide: true, capturing: LifetimeToken())
      windowScreen = first
      storeWideScreen = second
      #expect(store.subscriberCount == 2)
      #expect(store.subscriberCount(in: window) == 1)
    }

    #expect(windowScreen == nil)
    #expect(storeWideScreen == nil)
    #expect(store.subscriberCount == 0)
    #expect(store.subscriberCount(in: window) == 0)
    store.dispatch(.increment(in: window))
    #expect(store.subscriberCount == 0)
  }

  @Test func theStoreLetsGoOfAGoneScreensSelectionAtItsNextNotification() {
    let store = makeStore()
    weak var windowToken: LifetimeToken?
    weak var storeWideToken: LifetimeToken?
    do {
      let tokens = (LifetimeToken(), LifetimeToken())
      windowToken = tokens.0
      storeWideToken = tokens.1
      WeaklyCapturingScreen(store: store, window: window).subscribe(capturing: tokens.0)
      WeaklyCapturingScreen(store: store, window: window)
        .subscribe(storeWide: true, capturing: tokens.1)
    }
    // A subscriber that stays keeps its neighbours' entries from being swept in bulk.
    let survivor = WeaklyCapturingScreen(store: store, window: window)
    survivor.subscribe(capturing: LifetimeToken())

    store.dispatch(.increment(in: window))

    #expect(windowToken == nil)
    #expect(storeWideToken == nil)
    #expect(survivor.received == [0, 1])
  }

  @Test func unsubscribingLetsGoOfTheSelectionAtOnce() {
    let store = makeStore()
    let screen = WeaklyCapturingScreen(store: store, window: window)
    let neighbour = WeaklyCapturingScreen(store: store, window: window)
    weak var token: LifetimeToken?
    do {
      let captured = LifetimeToken()
      token = captured
      screen.subscribe(capturing: captured)
    }
    neighbour.subscribe(capturing: LifetimeToken())

    store.unsubscribe(screen)

    #expect(token == nil)
    store.dispatch(.increment(in: window))
    #expect(screen.received == [0])
    #expect(screen.selections == 1)
    #expect(neighbour.received == [0, 1])
  }

  @Test func closingAWindowEndsItsSubscriptionsAndLetsGoOfThemWhileTheirScreensLive() {
    let store = makeStore()
    var screen: WeaklyCapturingScreen? = WeaklyCapturingScreen(store: store, window: window)
    weak var released: WeaklyCapturingScreen?
    released = screen
    let other = WeaklyCapturingScreen(store: store, window: otherWindow)
    weak var token: LifetimeToken?
    do {
      let captured = LifetimeToken()
      token = captured
      screen?.subscribe(capturing: captured)
    }
    other.subscribe(capturing: LifetimeToken())

    store.dispatch(.closeWindow(window))

    #expect(token == nil)
    #expect(store.subscriberCount(in: window) == 0)
    #expect(store.subscriberCount(in: otherWindow) == 1)
    store.dispatch(.increment(in: window))
    store.dispatch(.increment(in: .unavailable))
    #expect(screen?.received == [0])
    #expect(other.received == [0, 1])

    screen = nil
    #expect(released == nil)
  }

  @Test func aScreenReleasedByAnotherSubscriberDuringANotificationIsNeverCalledAgain() {
    let store = makeStore()
    let first = WeaklyCapturingScreen(store: store, window: window)
    var second: WeaklyCapturingScreen? = WeaklyCapturingScreen(store: store, window: window)
    weak var released: WeaklyCapturingScreen?
    released = second
    first.subscribe(capturing: LifetimeToken())
    second?.subscribe(capturing: LifetimeToken())
    first.onNewState = { second = nil }

    store.dispatch(.increment(in: window))
    store.dispatch(.increment(in: window))

    #expect(released == nil)
    #expect(first.received == [0, 1, 2])
    #expect(store.subscriberCount(in: window) == 1)
  }

  @Test func manyScreensEndingInEveryWayLeaveNothingBehind() {
    let store = makeStore()
    // Screens that stay subscribed, in both lanes, so that the ones that end are never the
    // majority of a lane.
    let stayers = (0..<40).map { number in
      let screen = WeaklyCapturingScreen(store: store, window: window)
      screen.subscribe(storeWide: number.isMultiple(of: 2), capturing: LifetimeToken())
      return screen
    }
    var tokens: [() -> LifetimeToken?] = []
    var screens: [() -> WeaklyCapturingScreen?] = []
    var closedWindows: [WindowUUID] = []
    for number in 0..<300 {
      let ownWindow = WindowUUID()
      let screenWindow = number % 3 == 2 ? ownWindow : window
      store.dispatch(.showScreen(.counter, in: screenWindow))
      let token = LifetimeToken()
      let screen = WeaklyCapturingScreen(store: store, window: screenWindow)
      screen.subscribe(storeWide: number % 3 == 1, capturing: token)
      tokens.append { [weak token] in token }
      screens.append { [weak screen] in screen }
      switch number % 3 {
      case 0:
        store.unsubscribe(screen)
      case 1:
        break  // released when the loop moves on
      default:
        store.dispatch(.closeWindow(ownWindow))
        closedWindows.append(ownWindow)
      }
    }

    store.dispatch(.increment(in: window))

    #expect(screens.allSatisfy { $0() == nil })
    #expect(tokens.allSatisfy { $0() == nil })
    #expect(store.subscriberCount == stayers.count)
    #expect(store.subscriberCount(in: window) == stayers.count / 2)
    #expect(closedWindows.allSatisfy { store.subscriberCount(in: $0) == 0 })
    #expect(stayers.allSatisfy { $0.received == [0, 1] })
  }
}

import Testing

@testable import Redux

/// Listeners added the way the documentation recommends, with a weak callback and
/// `linkLifeCycle(to:)`, neither keep their screen alive nor outlive it in the store.
@MainActor
@Suite("Reliability: listener lifetimes")
struct ReliabilityListenerLifetimeTests {
  @Test(arguments: [false, true])
  func aScreenThatGoesAwayIsReleasedAndTheStoreLetsGoOfItsListener(keepsHandle: Bool) {
    let store = ListenerFixtures.makeKeyedStore()
    let stayer = ListeningScreen()
    stayer.listen(to: store, keepsHandle: keepsHandle, capturing: LifetimeToken())
    weak var releasedScreen: ListeningScreen?
    weak var releasedToken: LifetimeToken?
    do {
      let screen = ListeningScreen()
      let token = LifetimeToken()
      releasedScreen = screen
      releasedToken = token
      screen.listen(to: store, keepsHandle: keepsHandle, capturing: token)
      store.dispatch(KeyedFixtures.IncrementAction())
      #expect(screen.rendered == [0, 1])
      #expect(store.listenerCount == 2)
    }

    #expect(releasedScreen == nil)
    store.dispatch(KeyedFixtures.IncrementAction())
    #expect(releasedToken == nil)
    #expect(store.listenerCount == 1)
    #expect(stayer.rendered == [0, 1, 2])
  }

  @Test func theListenerCountLetsGoOfAGoneScreensListenerWithoutWaitingForAChange() {
    let store = ListenerFixtures.makeKeyedStore()
    weak var releasedToken: LifetimeToken?
    do {
      let token = LifetimeToken()
      releasedToken = token
      ListeningScreen().listen(to: store, keepsHandle: true, capturing: token)
    }

    #expect(store.listenerCount == 0)
    #expect(releasedToken == nil)
  }

  @Test func manyScreensComingAndGoingLeaveOnlyTheLiveOnesListening() {
    let store = ListenerFixtures.makeKeyedStore()
    var live: [ListeningScreen] = []
    var tokens: [() -> LifetimeToken?] = []
    for number in 0..<500 {
      let screen = ListeningScreen()
      let token = LifetimeToken()
      tokens.append { [weak token] in token }
      screen.listen(to: store, keepsHandle: number.isMultiple(of: 2), capturing: token)
      if number.isMultiple(of: 5) { live.append(screen) }
      if number.isMultiple(of: 7) { store.dispatch(KeyedFixtures.IncrementAction()) }
    }

    store.dispatch(KeyedFixtures.IncrementAction())

    #expect(store.listenerCount == live.count)
    #expect(tokens.count { $0() != nil } == live.count)
    let finalValue = store.state.value(forKeyOfType: KeyedFixtures.Counter.self)?.value
    #expect(live.allSatisfy { $0.rendered.last == finalValue })
  }
}

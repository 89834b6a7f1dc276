import Testing

@testable import Redux

/// Listeners whose lifetime is linked to an object: they end with it.
extension ListenerHandleTests {
  // MARK: linkLifeCycle(to:)

  @Test func aLinkedListenerIsCalledWhileItsOwnerLivesAndRemovedAfter() {
    let store = ListenerFixtures.makeKeyedStore()
    var heard: [Int] = []
    weak var releasedOwner: Owner?
    let handle = store.addListener(forStateType: Counter.self) { heard.append($0.value) }
    do {
      let owner = Owner()
      releasedOwner = owner
      withExtendedLifetime(owner) {
        handle.linkLifeCycle(to: owner)
        store.dispatch(KeyedFixtures.IncrementAction())
        #expect(handle.isActive)
        #expect(store.listenerCount == 1)
      }
    }

    #expect(releasedOwner == nil)
    #expect(!handle.isActive)
    store.dispatch(KeyedFixtures.IncrementAction())
    handle.informWithCurrentState()

    #expect(heard == [1])
    #expect(store.listenerCount == 0)
  }

  @Test func theListenerCountDropsAsSoonAsTheOwnerIsReleased() {
    let store = ListenerFixtures.makeTallyStore()
    store.addListener { _ in }
    weak var releasedOwner: Owner?
    do {
      let owner = Owner()
      releasedOwner = owner
      withExtendedLifetime(owner) {
        store.addListener { _ in }.linkLifeCycle(to: owner)
        store.addListener(stateSelector: { $0.count }) { _ in }.linkLifeCycle(to: owner)
        #expect(store.listenerCount == 3)
      }
    }

    #expect(releasedOwner == nil)
    #expect(store.listenerCount == 1)
  }

  @Test func linkingEveryFlavourToOneOwnerRemovesThemTogether() {
    let store = ListenerFixtures.makeKeyedStore()
    var heard: [String] = []
    store.addListener { _ in heard.append("unlinked") }
    weak var releasedOwner: Owner?
    do {
      let owner = Owner()
      releasedOwner = owner
      withExtendedLifetime(owner) {
        store.addListener { _ in heard.append("whole") }.linkLifeCycle(to: owner)
        store.addListener(stateSelector: { $0.keys.count }) { _ in heard.append("selector") }
          .linkLifeCycle(to: owner)
        store.addListener(forStateType: Counter.self) { _ in heard.append("key") }
          .linkLifeCycle(to: owner)
        store.dispatch(KeyedFixtures.IncrementAction())
      }
    }

    #expect(releasedOwner == nil)
    store.dispatch(KeyedFixtures.IncrementAction())

    #expect(heard == ["unlinked", "whole", "selector", "key", "unlinked"])
    #expect(store.listenerCount == 1)
  }

  @Test func linkingDoesNotKeepTheOwnerAlive() {
    let store = ListenerFixtures.makeTallyStore()
    let handle = store.addListener { _ in }
    weak var releasedOwner: Owner?
    do {
      let owner = Owner()
      releasedOwner = owner
      handle.linkLifeCycle(to: owner)
    }
    #expect(releasedOwner == nil)
    #expect(!handle.isActive)
  }

  @Test func aLinkedListenerCanStillBeRemovedByHand() {
    let store = ListenerFixtures.makeTallyStore()
    let owner = Owner()
    var calls = 0
    let handle = store.addListener { _ in calls += 1 }
    handle.linkLifeCycle(to: owner)

    handle.removeListener()
    store.dispatch(KeyedFixtures.IncrementAction())

    #expect(calls == 0)
    #expect(store.listenerCount == 0)
    withExtendedLifetime(owner) {}
  }

  @Test func isActiveIsTrueUntilRemoved() {
    let store = ListenerFixtures.makeTallyStore()
    let handle = store.addListener { _ in }
    #expect(handle.isActive)
    store.dispatch(KeyedFixtures.IncrementAction())
    #expect(handle.isActive)
    handle.removeListener()
    #expect(!handle.isActive)
  }
}

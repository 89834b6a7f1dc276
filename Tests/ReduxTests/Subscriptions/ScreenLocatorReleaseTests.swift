import ReduxTestSupport
import Testing

@testable import Redux

/// A subscriber of these tests.
private final class Listener {}

/// A locator that finds no screen and holds a hook, which runs when the locator is released.
private struct HookedLocator: ScreenLocating {
  let hook: DeinitHook?

  func locate(in state: Int) -> ScreenRevision? { nil }
}

/// A lane keeps its screen subscriptions' locators apart from their entries; releasing a locator
/// can run a `deinit` that changes the same lane, which must then find it consistent, as it does
/// when releasing an entry.
@MainActor
@Suite("Screen locators: released only once their lane is consistent")
struct ScreenLocatorReleaseTests {
  let window = WindowUUID()

  /// Subscribes `subscriber` to the window, as a screen subscription whose locator holds `hook`.
  @discardableResult
  fileprivate func subscribe(
    _ subscriber: Listener, to list: SubscriberList<Int>, locatorHolding hook: DeinitHook?,
    heard: EventLog? = nil, name: String = ""
  ) -> SubscriberList<Int>.Entry {
    list.add(
      subscriber, window: window, version: 0,
      locateScreen: HookedLocator(hook: hook),
      gate: ScreenGate(found: nil), row: nil, state: 0,
      receive: { value, _ in heard?.record("\(name) heard \(value)") })
  }

  @Test func aLocatorReleasedByAReplacingSubscriptionMayUnsubscribeAnotherOfItsLane() {
    let list = SubscriberList<Int>()
    let replaced = Listener()
    let other = Listener()
    subscribe(other, to: list, locatorHolding: nil)
    do {
      let hook = DeinitHook { list.remove(other) }
      subscribe(replaced, to: list, locatorHolding: hook)
    }
    #expect(list.count(in: window) == 2)
    subscribe(replaced, to: list, locatorHolding: nil)
    #expect(list.count(in: window) == 1)
    #expect(list.entryByObject[ObjectIdentifier(other)] == nil)
    let lane = list.lane(watching: window)
    #expect(lane?.roster.entries.count == 1)
    #expect(lane?.roster.locators.count == 1)
    #expect(lane?.roster.marks.count == 1)
  }

  @Test func aLocatorReleasedByAnUnsubscriptionMaySubscribeAnotherToItsLane() {
    let list = SubscriberList<Int>()
    let leaving = Listener()
    let newcomer = Listener()
    do {
      let hook = DeinitHook { self.subscribe(newcomer, to: list, locatorHolding: nil) }
      subscribe(leaving, to: list, locatorHolding: hook)
    }
    list.remove(leaving)
    #expect(list.count(in: window) == 1)
    #expect(list.entryByObject[ObjectIdentifier(newcomer)] != nil)
    let lane = list.lane(watching: window)
    #expect(lane?.roster.entries.count == 1)
    #expect(lane?.roster.locators.count == 1)
  }

  @Test func theLocatorsOfAClosedWindowAreReleasedAfterItsLaneIsEmptied() {
    let list = SubscriberList<Int>()
    let first = Listener()
    let second = Listener()
    let log = EventLog()
    do {
      let hook = DeinitHook {
        log.record("released, \(list.count(in: self.window)) left")
        list.remove(second)
      }
      subscribe(first, to: list, locatorHolding: hook)
    }
    subscribe(second, to: list, locatorHolding: nil)
    list.removeWindow(window)
    #expect(log.events == ["released, 0 left"])
    #expect(list.count(in: window) == 0)
    #expect(list.entryByObject.isEmpty)
  }

  @Test func theLocatorOfASubscriberFoundGoneIsReleasedAfterTheLaneIsCompacted() {
    let list = SubscriberList<Int>()
    let log = EventLog()
    let stays = Listener()
    let unsubscribed = Listener()
    do {
      let goes = Listener()
      let hook = DeinitHook {
        log.record("released")
        list.remove(unsubscribed)
      }
      subscribe(goes, to: list, locatorHolding: hook)
      subscribe(stays, to: list, locatorHolding: nil, heard: log, name: "stays")
      subscribe(unsubscribed, to: list, locatorHolding: nil, heard: log, name: "unsubscribed")
    }
    // The first subscriber is gone: the notification finds it so, and its locator is released
    // once the lane has dropped it.
    let lane = list.lane(watching: window)!
    list.deliver(
      1, version: 1, windowRevisions: nil, everyEntry: true, to: lane,
      delivery: PlainDelivery<Int>())
    #expect(log.events == ["stays heard 1", "unsubscribed heard 1", "released"])
    #expect(list.count(in: window) == 1)
    #expect(lane.roster.entries.count == 1)
    #expect(lane.roster.locators.count == 1)
    #expect(lane.roster.marks.count == 1)
  }

  @Test func aGoneSubscribersLocatorReleasedBySubscribingMayEmptyTheLaneWithoutLosingTheNewcomer() {
    let list = SubscriberList<Int>()
    let other = Listener()
    let newcomer = Listener()
    subscribe(other, to: list, locatorHolding: nil)
    do {
      let goes = Listener()
      let hook = DeinitHook { list.remove(other) }
      subscribe(goes, to: list, locatorHolding: hook)
    }
    // Subscribing sweeps the gone subscriber out of the lane; its locator is released after the
    // newcomer is in place, so the hook's unsubscription leaves the lane with the newcomer.
    subscribe(newcomer, to: list, locatorHolding: nil)
    #expect(list.count(in: window) == 1)
    let lane = list.lane(watching: window)
    #expect(lane?.roster.entries.map(\.key) == [ObjectIdentifier(newcomer)])
    #expect(lane?.roster.locators.count == 1)
    #expect(list.entryByObject[ObjectIdentifier(other)] == nil)
  }

  @Test func aSubscriptionMadeByASweptLocatorsReleaseJoinsAfterTheOneThatSwept() {
    let list = SubscriberList<Int>()
    let newcomer = Listener()
    let late = Listener()
    do {
      let goes = Listener()
      let hook = DeinitHook { self.subscribe(late, to: list, locatorHolding: nil) }
      subscribe(goes, to: list, locatorHolding: hook)
    }
    subscribe(newcomer, to: list, locatorHolding: nil)
    let lane = list.lane(watching: window)
    let order = [ObjectIdentifier(newcomer), ObjectIdentifier(late)]
    #expect(lane?.roster.entries.map(\.key) == order)
    #expect(list.count(in: window) == 2)
  }

  @Test func storeWideSubscriptionsToNoWindowAreCountedApartFromWholeStoreOnes() {
    let list = SubscriberList<Int>()
    let everyWindow = Listener()
    let wholeStore = Listener()
    list.add(
      everyWindow, window: .unavailable, version: 0, locateScreen: nil, gate: nil, row: nil,
      state: 0, receive: { _, _ in })
    list.add(
      wholeStore, window: nil, version: 0, locateScreen: nil, gate: nil, row: nil, state: 0,
      receive: { _, _ in })
    #expect(list.count(in: .unavailable) == 1)
    #expect(list.count == 2)
  }
}

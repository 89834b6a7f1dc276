import Redux
import ReduxTestSupport

/// Subscribes, unsubscribes and releases subscribers of the concurrency test while actions are
/// being dispatched, and collects what the subscribers found wrong.
///
/// Its choices come from a ``SplitMix64`` started with the test's seed. It is called from a
/// middleware, so in the middle of the store's work, and from the main actor between the
/// store's drains. Which call makes which choice depends on how the threads interleave, so a
/// seed fixes the kinds of choices made but not the exact run.
@MainActor
final class SubscriberChurn {
  weak var store: Store<SenderLedger>?
  private var random: SplitMix64
  private let senders: Int
  private let maxLive: Int
  /// Subscribed and referenced by the test.
  private(set) var live: [ChurnSubscriber] = []
  /// Unsubscribed but kept alive, so that a call after unsubscribing would be seen.
  private var retired: [ChurnSubscriber] = []
  /// Subscribers that were released; their selections must never run again.
  private var gone: Set<Int> = []
  private(set) var problems: [String] = []
  private var nextID = 0
  private(set) var subscribedCount = 0
  private(set) var unsubscribedCount = 0
  private(set) var releasedCount = 0

  init(seed: TestSeed, senders: Int, maxLive: Int) {
    random = SplitMix64(seed: seed.value)
    self.senders = senders
    self.maxLive = maxLive
  }

  /// Writes down a problem, keeping the first twenty.
  func report(_ problem: String) {
    if problems.count < 20 { problems.append(problem) }
  }

  /// Does one churn step now and then: called by the middleware after every action.
  func maybeStep() {
    if random.below(64) == 0 { step() }
  }

  /// Subscribes a new subscriber, unsubscribes one, or releases one.
  func step() {
    live.removeAll { subscriber in
      guard subscriber.isUnsubscribed else { return false }
      retired.append(subscriber)
      return true
    }
    switch random.below(100) {
    case 0..<40 where live.count < maxLive:
      subscribeNewSubscriber()
    case 40..<65 where !live.isEmpty:
      unsubscribe(live[random.below(live.count)])
    case 65..<90 where !live.isEmpty:
      release(at: random.below(live.count))
    default:
      break
    }
  }

  /// Unsubscribes a subscriber from the store; it must hear nothing more.
  func unsubscribe(_ subscriber: ChurnSubscriber) {
    subscriber.markUnsubscribed()
    store?.unsubscribe(subscriber)
    unsubscribedCount += 1
  }

  /// Checks, once the store is idle, that every subscriber still subscribed heard the last
  /// state.
  func checkLastValues(against state: SenderLedger) {
    for subscriber in live where !subscriber.isUnsubscribed {
      let expected = subscriber.sender.map { state.nextIndex[$0] } ?? state.reduced
      if subscriber.last != expected {
        report(
          "subscriber \(subscriber.id) last heard \(String(describing: subscriber.last)), "
            + "not \(expected)")
      }
    }
  }

  private func subscribeNewSubscriber() {
    guard let store else { return }
    let id = nextID
    nextID += 1
    let sender = random.below(3) == 0 ? nil : random.below(senders)
    let limit = random.below(4) == 0 ? 1 + random.below(500) : nil
    let subscriber = ChurnSubscriber(
      id: id, sender: sender, unsubscribesAfterCalls: limit, churn: self)
    subscribedCount += 1
    // `subscribe` may process queued actions before it returns, so the middleware may churn
    // meanwhile; the new subscriber joins `live` only afterwards, or releasing it there would
    // find it still held by this function.
    defer { live.append(subscriber) }
    if let sender {
      store.subscribe(subscriber, to: .window(SenderLedger.window(of: sender))) {
        $0.select { [self] state in
          self.selectionRan(for: id)
          return state.nextIndex[sender]
        }
      }
    } else {
      store.subscribe(subscriber) {
        $0.select { [self] state in
          self.selectionRan(for: id)
          return state.reduced
        }
      }
    }
  }

  /// Drops the test's only reference to a subscriber and checks that it is gone.
  private func release(at position: Int) {
    let id = live[position].id
    weak var released: ChurnSubscriber?
    do {
      let subscriber = live.remove(at: position)
      released = subscriber
    }
    releasedCount += 1
    if released != nil {
      report("subscriber \(id) outlived the test's last reference to it")
    }
    gone.insert(id)
  }

  private func selectionRan(for id: Int) {
    if gone.contains(id) {
      report("the selection of subscriber \(id) ran after the subscriber was released")
    }
  }
}

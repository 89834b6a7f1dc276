import Redux

/// A subscriber of the concurrency test that checks every value it hears.
///
/// A store-wide one selects ``SenderLedger/reduced``; one subscribed to a sender's window
/// selects that sender's ``SenderLedger/nextIndex``. Either value grows by exactly one with each
/// action the subscription hears about, so the subscriber must hear consecutive numbers: a gap
/// is a lost notification, a repeat a duplicated one. It must hear nothing once it has
/// unsubscribed.
@MainActor
final class ChurnSubscriber: StoreSubscriber {
  typealias SubscriberStateType = Int

  let id: Int
  /// The sender whose window the subscription watches, or `nil` for a store-wide subscription.
  let sender: Int?
  /// After how many calls the subscriber unsubscribes itself from inside ``newState(state:)``.
  let unsubscribesAfterCalls: Int?
  private unowned let churn: SubscriberChurn
  private(set) var last: Int?
  private(set) var calls = 0
  private(set) var isUnsubscribed = false

  init(id: Int, sender: Int?, unsubscribesAfterCalls: Int?, churn: SubscriberChurn) {
    self.id = id
    self.sender = sender
    self.unsubscribesAfterCalls = unsubscribesAfterCalls
    self.churn = churn
  }

  func newState(state: Int) {
    calls += 1
    if isUnsubscribed {
      churn.report("subscriber \(id) was called with \(state) after it unsubscribed")
    }
    if let last, state != last + 1 {
      churn.report("subscriber \(id) heard \(state) right after \(last)")
    }
    last = state
    if let limit = unsubscribesAfterCalls, calls >= limit, !isUnsubscribed {
      churn.unsubscribe(self)
    }
  }

  /// Marks the subscriber as unsubscribed; the caller then unsubscribes it from the store.
  func markUnsubscribed() {
    isUnsubscribed = true
  }
}

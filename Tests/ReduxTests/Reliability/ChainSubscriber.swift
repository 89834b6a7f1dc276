import Redux

/// A subscriber of a re-entrancy test: hears a number from the state and may dispatch from
/// ``newState(state:)``.
@MainActor
final class ChainSubscriber: StoreSubscriber {
  typealias SubscriberStateType = Int

  /// Called with each number heard, inside ``newState(state:)``.
  var onNewState: (Int) -> Void = { _ in }
  /// How many numbers it heard.
  private(set) var calls = 0
  /// The last number heard.
  private(set) var last: Int?
  /// How many numbers were not one more than the one before.
  private(set) var gaps = 0

  func newState(state: Int) {
    calls += 1
    if let last, state != last + 1 { gaps += 1 }
    last = state
    onNewState(state)
  }
}

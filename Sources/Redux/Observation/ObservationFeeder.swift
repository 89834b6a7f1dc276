/// The subscriber behind an observation model. It keeps the value delivered as it subscribes,
/// which becomes the model's first value, then sends every later one to ``deliver``.
@MainActor
final class ObservationFeeder<Value>: StoreSubscriber {
  private(set) var firstValue: Value?
  /// Where later values go, once the model exists; it holds the model weakly.
  var deliver: ((Value) -> Void)?

  init() {}

  func newState(state: Value) {
    if let deliver {
      deliver(state)
    } else {
      firstValue = state
    }
  }

  /// `nil` when no value was delivered while subscribing (a window that is already closed).
  func takeFirstValue() -> Value? {
    defer { firstValue = nil }
    return firstValue
  }
}

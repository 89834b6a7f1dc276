/// The subscriber behind an observation model: hands each value its subscription lets through to
/// the model.
///
/// It keeps the value delivered as it subscribes, which becomes the model's first value, then
/// sends every later one to ``deliver``.
@MainActor
final class ObservationFeeder<Value>: StoreSubscriber {
  /// The first value, delivered while subscribing, until the model takes it.
  private(set) var firstValue: Value?
  /// Where later values go, once the model exists; it holds the model weakly.
  var deliver: ((Value) -> Void)?

  /// Makes a feeder that has received nothing yet.
  init() {}

  /// Hands a value to the model, or keeps it until the model exists.
  ///
  /// - Parameter state: The value the subscription let through.
  func newState(state: Value) {
    if let deliver {
      deliver(state)
    } else {
      firstValue = state
    }
  }

  /// Takes the value kept while subscribing, if one was delivered.
  ///
  /// - Returns: The value, or `nil` when none was delivered (a window that is already closed).
  func takeFirstValue() -> Value? {
    defer { firstValue = nil }
    return firstValue
  }
}

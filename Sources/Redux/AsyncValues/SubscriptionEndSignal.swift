/// Finishes a channel when the subscription that feeds it ends, whatever ends it.
///
/// The subscription's pipeline holds the signal, and nothing else does. A store releases a
/// pipeline exactly when its subscription ends: when the subscriber unsubscribes or goes away,
/// when the subscription's window closes, when a subscription to a window that is already closed
/// is refused, and when the store itself is released. The signal's `deinit` then finishes the
/// channel, so the loop reading it ends instead of waiting for values that will never come.
final class SubscriptionEndSignal<Element: Sendable>: Sendable {
  /// The channel to finish.
  private let channel: ValueChannel<Element>

  /// Makes the signal of a channel.
  ///
  /// - Parameter channel: The channel to finish when the signal is released.
  init(channel: ValueChannel<Element>) {
    self.channel = channel
  }

  deinit {
    channel.finish()
  }
}

extension Subscription {
  /// Returns a stage that passes every value on and holds `signal` for as long as the composed
  /// pipeline lives.
  ///
  /// - Parameter signal: The signal the pipeline keeps.
  /// - Returns: The new stage.
  func holding<Element>(_ signal: SubscriptionEndSignal<Element>) -> Subscription<State> {
    Subscription(composing: { consumer in
      self.compose { value, target in
        consumer(value, target)
        withExtendedLifetime(signal) {}
      }
    })
  }
}

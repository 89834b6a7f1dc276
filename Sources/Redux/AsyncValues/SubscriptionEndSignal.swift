/// Finishes a channel when the subscription that feeds it ends, whatever ends it: the
/// subscription's pipeline alone holds the signal, and a store releases a pipeline exactly when
/// its subscription ends (unsubscribed, subscriber gone, window closed, subscription to a closed
/// window refused, store released). The loop reading the channel then ends instead of waiting
/// for values that will never come.
final class SubscriptionEndSignal<Element: Sendable>: Sendable {
  private let channel: ValueChannel<Element>

  init(channel: ValueChannel<Element>) {
    self.channel = channel
  }

  deinit {
    channel.finish()
  }
}

extension Subscription {
  /// A stage that passes every value on and holds `signal` as long as the pipeline lives.
  func holding<Element>(_ signal: SubscriptionEndSignal<Element>) -> Subscription<State> {
    Subscription(composing: { consumer in
      self.compose { value, target in
        consumer(value, target)
        withExtendedLifetime(signal) {}
      }
    })
  }
}

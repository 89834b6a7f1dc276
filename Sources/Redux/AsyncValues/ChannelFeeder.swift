/// The subscriber of a ``StoreValues`` loop: pushes each value its subscription lets through
/// into the loop's channel.
///
/// The loop's iterator holds it strongly and the store weakly, as it holds every subscriber: when
/// the loop ends or its iterator is dropped, the feeder goes away and its subscription with it.
@MainActor
final class ChannelFeeder<Element: Sendable>: StoreSubscriber {
  /// The channel the values go to.
  let channel: ValueChannel<Element>

  /// Makes the feeder of a channel.
  ///
  /// - Parameter channel: The channel of the loop.
  init(channel: ValueChannel<Element>) {
    self.channel = channel
  }

  /// Pushes a value into the channel; never waits for the loop.
  ///
  /// - Parameter state: The value the subscription let through.
  func newState(state: Element) {
    channel.push(state)
  }
}

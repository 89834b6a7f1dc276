/// The subscriber of a ``StoreValues`` loop: pushes each value its subscription lets through
/// into the loop's channel.
///
/// The loop's iterator holds it strongly and the store weakly, as it holds every subscriber: when
/// the loop ends or its iterator is dropped, the feeder goes away and its subscription with it.
///
/// The store forgets a subscription whose subscriber went away only the next time it would
/// notify it, which may be much later or never (a window that hears no more actions, a mock
/// store), and until then the subscription's pipeline holds the channel. So the feeder, as it
/// goes away, cancels the channel: the values it kept for the loop, which no loop will take,
/// are released at once, and the subscription left behind holds an empty channel.
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

  deinit {
    channel.cancel()
  }

  /// Pushes a value into the channel; never waits for the loop.
  ///
  /// - Parameter state: The value the subscription let through.
  func newState(state: Element) {
    channel.push(state)
  }
}

/// The subscriber of a ``StoreValues`` loop: pushes each value its subscription lets through
/// into the loop's channel, never waiting for the loop.
///
/// The loop's iterator holds it strongly and the store weakly: when the loop ends or its iterator
/// is dropped, the feeder goes away, and its subscription with it. But the store forgets such a
/// subscription only when it would next notify it, maybe never (a window that hears no more
/// actions, a mock store), and until then the pipeline holds the channel; so the feeder, going
/// away, cancels the channel, releasing at once the values no loop will take.
@MainActor
final class ChannelFeeder<Element: Sendable>: StoreSubscriber {
  let channel: ValueChannel<Element>

  init(channel: ValueChannel<Element>) {
    self.channel = channel
  }

  deinit {
    channel.cancel()
  }

  func newState(state: Element) {
    channel.push(state)
  }
}

/// An asynchronous sequence of the values a store's subscription selects: the current value at
/// once, then each new value the store publishes.
///
/// Make one with the store's `values(for:buffering:transform:)`, for the whole store, a window or a
/// screen, and read it with `for await`, from any actor or task:
///
/// ```swift
/// for await count in store.values(transform: { $0.select(\.count) }) { print(count) }
/// ```
///
/// Each loop (each iterator) has a subscription of its own, which hears the store exactly as a
/// subscriber with the same scope and transform would. It is made when the loop asks for its first
/// value, and ends when the loop does (`break`, `return`, its task cancelled, its iterator
/// dropped). The sequence finishes when the store ends the subscription: when the store is
/// released (a sequence holds it weakly) or the window of a window or screen sequence closes.
///
/// The store never waits for a loop: one that falls behind keeps a bounded number of values, as its
/// ``BufferingPolicy`` says, in the store's order and, for `Equatable` values, none equal to the
/// one before it. See <doc:AsyncSequencesAndObservation>.
public struct StoreValues<Element: Sendable>: AsyncSequence, Sendable {
  /// The sequence never throws.
  public typealias Failure = Never

  /// Subscribes a feeder on the main actor; `nil` when the store is gone.
  let subscribe: @MainActor @Sendable (ValueChannel<Element>) -> ChannelFeeder<Element>?
  let buffering: BufferingPolicy
  let isRepeat: (@Sendable (Element, Element) -> Bool)?

  init(
    buffering: BufferingPolicy,
    isRepeat: (@Sendable (Element, Element) -> Bool)?,
    subscribe: @escaping @MainActor @Sendable (ValueChannel<Element>) -> ChannelFeeder<Element>?
  ) {
    self.buffering = buffering
    self.isRepeat = isRepeat
    self.subscribe = subscribe
  }

  /// Makes the iterator of one loop. It subscribes when asked for its first value.
  ///
  /// - Returns: The iterator.
  public func makeAsyncIterator() -> Iterator {
    Iterator(sequence: self)
  }

  /// Takes a loop's values from its subscription.
  ///
  /// An iterator belongs to one loop: copies of it share its subscription once it has one, and
  /// must not be read at the same time.
  public struct Iterator: AsyncIteratorProtocol, Sendable {
    /// The iterator never throws.
    public typealias Failure = Never

    private let sequence: StoreValues
    /// Held here and weakly by the store; `nil` before the first value and after the last.
    private var feeder: ChannelFeeder<Element>?
    private var channel: ValueChannel<Element>?
    private var isFinished = false

    init(sequence: StoreValues) {
      self.sequence = sequence
    }

    /// The next value: at first the current one, then each new one; `nil` once the
    /// subscription ended or the task was cancelled.
    ///
    /// - Returns: The value, or `nil` when the sequence is over.
    public mutating func next() async -> Element? {
      if isFinished { return nil }
      if feeder == nil {
        guard !Task.isCancelled else { return end() }
        let channel = ValueChannel<Element>(
          capacity: sequence.buffering.capacity, isRepeat: sequence.isRepeat)
        guard let feeder = await sequence.subscribe(channel) else { return end() }
        self.feeder = feeder
        self.channel = channel
      }
      guard let channel else { return end() }
      let value = await withTaskCancellationHandler {
        await channel.next()
      } onCancel: {
        channel.cancel()
      }
      return value ?? end()
    }

    /// Releases the feeder, which ends its subscription.
    private mutating func end() -> Element? {
      isFinished = true
      feeder = nil
      channel = nil
      return nil
    }
  }
}

extension StoreValues {
  /// What a loop that falls behind the store keeps: the newest value, or several.
  public enum BufferingPolicy: Sendable, Equatable {
    /// Keeps only the newest value the loop has not taken yet, the default: a loop busy while the
    /// store changes several times sees the newest value, not each one in between.
    case latest
    /// Keeps up to `limit` of the newest values the loop has not taken yet, in order; when a
    /// value arrives and `limit` are kept, the oldest is dropped. A `limit` below 1 counts as 1.
    case newest(_ limit: Int)

    var capacity: Int {
      switch self {
      case .latest: 1
      case .newest(let limit): Swift.max(1, limit)
      }
    }
  }
}

/// An asynchronous sequence of the values a store's subscription selects: the current value at
/// once, then each new value the store publishes.
///
/// Make one with `values(buffering:transform:)`
/// or its window and screen variants, and read it with `for await`, from any actor or task:
///
/// ```swift
/// let counts = store.values { $0.select(\.count) }
/// Task {
///   for await count in counts {
///     print("count is now", count)
///   }
/// }
/// ```
///
/// Each `for await` loop (each iterator) has a subscription of its own, made when the loop asks
/// for its first value and ended when the loop ends: when it is left with `break` or `return`,
/// when its task is cancelled, or when its iterator is dropped. The subscription hears the store
/// exactly as a subscriber with the same transform would: with repeats skipped for `Equatable`
/// values, through the same `skip(when:)` and `only(when:)` filters, and, for a window or a
/// screen, only the actions of that window.
///
/// The sequence finishes (the loop ends after the values it was handed) when the subscription
/// ends from the store's side: when the store is released, or when the window of a window or
/// screen sequence closes. A sequence holds the store weakly, so an iterating task never keeps it
/// alive.
///
/// ## A slow loop
///
/// The store never waits for a loop. What a loop that falls behind sees depends on the
/// ``BufferingPolicy`` the sequence was made with:
///
/// - ``BufferingPolicy/latest`` (the default): the newest value it has not taken yet. Values
///   published while it was busy are replaced by the newer ones, as a screen that redraws would
///   want; it always ends up at the store's current value.
/// - ``BufferingPolicy/newest(_:)``: up to that many of the newest values, in order; older ones
///   are dropped when more arrive.
///
/// Either way a loop holds a bounded number of values, however fast the store changes, and the
/// values it sees are in the order the store published them, with no value equal to the one
/// before it when the values are `Equatable`.
public struct StoreValues<Element: Sendable>: AsyncSequence, Sendable {
  /// The sequence never throws.
  public typealias Failure = Never

  /// Subscribes a feeder on the main actor; `nil` when the store is gone.
  let subscribe: @MainActor @Sendable (ValueChannel<Element>) -> ChannelFeeder<Element>?
  /// How many values a loop that falls behind keeps.
  let buffering: BufferingPolicy
  /// Whether two values count as the same; `nil` when every value counts.
  let isRepeat: (@Sendable (Element, Element) -> Bool)?

  /// Makes a sequence whose loops subscribe with `subscribe`.
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
    /// The subscriber of the loop's subscription, held here and weakly by the store; `nil`
    /// before the first value and after the last.
    private var feeder: ChannelFeeder<Element>?
    /// The channel the feeder fills; `nil` before the first value and after the last.
    private var channel: ValueChannel<Element>?
    /// Whether the loop has ended.
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

    /// Ends the loop: releases the feeder, which ends its subscription.
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
    /// Keeps only the newest value the loop has not taken yet; the default.
    ///
    /// A loop that is busy while the store changes several times then sees the newest value,
    /// not each one in between. Values are still in the order the store published them.
    case latest
    /// Keeps up to `limit` of the newest values the loop has not taken yet, in order; when a
    /// value arrives and `limit` are kept, the oldest is dropped. A `limit` below 1 counts as 1.
    case newest(_ limit: Int)

    /// The most values kept.
    var capacity: Int {
      switch self {
      case .latest: 1
      case .newest(let limit): Swift.max(1, limit)
      }
    }
  }
}

extension SubscriberLane {
  /// One subscriber and the pipeline that feeds it.
  ///
  /// Not isolated to the main actor itself, but not `Sendable` either, so it never leaves its
  /// lane's isolation, the main actor.
  @usableFromInline
  final class Entry {
    // Only what a notification reads, and the little the lists need, so that an entry takes 64
    // bytes on the heap with its allocation header: with many windows open, an entry is rarely in
    // the cache when its subscriber is notified, and this keeps it to one cache line. Where the
    // entry belongs (its window) is kept by its list, and how to find its screen by its lane.

    /// The subscriber, held weakly.
    @usableFromInline weak let subscriber: AnyObject?
    /// Sends a state down the pipeline to the subscriber, whose strong reference the caller hands
    /// over: the pipeline releases it, at its last stage or at the stage that stops the value.
    @usableFromInline let receive: (State, consuming AnyObject) -> Void
    /// The subscriber's identity, which outlives it: the key of the subscription in its list.
    @usableFromInline let key: ObjectIdentifier
    /// `false` once the subscription ended.
    @usableFromInline var isActive = true

    init(subscriber: AnyObject, receive: @escaping (State, consuming AnyObject) -> Void) {
      self.subscriber = subscriber
      self.key = ObjectIdentifier(subscriber)
      self.receive = receive
    }

    /// Sends a state down the pipeline when the subscriber is still alive.
    ///
    /// A method rather than a call of ``receive`` by the lane: called on the entry, which the
    /// caller keeps alive, the pipeline is not retained and released around the call.
    ///
    /// - Parameter state: The new state.
    /// - Returns: `false` when the subscriber went away, and nothing was sent.
    @inlinable
    func deliver(_ state: State) -> Bool {
      guard let subscriber else { return false }
      receive(state, subscriber)
      return true
    }
  }

  /// Entries taken out of the lane, with their screen locators: the caller keeps them until its
  /// own lists are consistent again, since releasing them can run a `deinit` that subscribes or
  /// unsubscribes.
  @usableFromInline
  struct RemovedEntries {
    /// The entries taken out, in subscription order.
    @usableFromInline var entries: [Entry] = []
    /// Their screen locators, at the same positions.
    @usableFromInline var locators: [(any ScreenLocating<State>)?] = []

    /// Makes an empty list.
    @inlinable
    init() {}
  }
}

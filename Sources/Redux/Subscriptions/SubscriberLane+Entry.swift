extension SubscriberLane {
  /// One subscriber and its pipeline. Not isolated, but not `Sendable` either, so it never
  /// leaves its lane's main actor.
  @usableFromInline
  final class Entry {
    // Only what a notification reads, and the little the lists need, so that an entry takes 64
    // bytes on the heap with its allocation header: with many windows open, an entry is rarely in
    // the cache when its subscriber is notified, and this keeps it to one cache line. Where the
    // entry belongs (its window) is kept by its list, and how to find its screen by its lane.

    @usableFromInline weak let subscriber: AnyObject?
    /// The caller hands over a strong reference to the subscriber, which the pipeline releases
    /// at its last stage or at the stage that stops the value.
    @usableFromInline let receive: (State, consuming AnyObject) -> Void
    /// Outlives the subscriber: the subscription's key in its list.
    @usableFromInline let key: ObjectIdentifier
    @usableFromInline var isActive = true

    init(subscriber: AnyObject, receive: @escaping (State, consuming AnyObject) -> Void) {
      self.subscriber = subscriber
      self.key = ObjectIdentifier(subscriber)
      self.receive = receive
    }

    /// Returns `false` when the subscriber went away. A method rather than a call of ``receive``
    /// by the lane, so that the pipeline is not retained and released around the call.
    @inlinable
    func deliver(_ state: State) -> Bool {
      guard let subscriber else { return false }
      receive(state, subscriber)
      return true
    }
  }

  /// Entries taken out of the lane, with their screen locators at the same positions: the caller
  /// keeps them until its own lists are consistent again, since releasing them can run a
  /// `deinit` that subscribes or unsubscribes.
  @usableFromInline
  struct RemovedEntries {
    @usableFromInline var entries: [Entry] = []
    @usableFromInline var locators: [(any ScreenLocating<State>)?] = []

    @inlinable
    init() {}
  }
}

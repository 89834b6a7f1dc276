/// One list of subscribers that are notified together: the store-wide subscribers, or those
/// watching one window.
///
/// Removing a subscriber only marks its entry, so that removal during a notification is safe;
/// marked entries are swept out once they are a large share of the lane. A marked entry lets go
/// of its pipeline at once, so what the subscription's closures captured is released even while
/// the entry waits to be swept.
@MainActor
@usableFromInline
final class SubscriberLane<State> {
  /// One subscriber and the pipeline that feeds it.
  @usableFromInline
  final class Entry {
    // Read for every notification: no dynamic exclusivity check. Safe for the same reason as
    // the lane's fields below: main-actor confined, single reads and writes.
    @exclusivity(unchecked) @usableFromInline weak var subscriber: AnyObject?
    @usableFromInline let key: ObjectIdentifier
    /// The window the subscription watches, or `nil` for the whole store.
    @usableFromInline let window: WindowUUID?
    /// The version of the state the subscriber received when it subscribed.
    @usableFromInline let joinedAtVersion: Int
    /// Sends a state down the pipeline to the subscriber, which the caller holds strongly; `nil`
    /// once the entry is deactivated, so that what the pipeline captured is released at once.
    @exclusivity(unchecked) @usableFromInline
    private(set) var receive: ((AnyObject, State) -> Void)?
    @exclusivity(unchecked) @usableFromInline private(set) var isActive = true
    /// The lane that holds the entry.
    @usableFromInline weak var lane: SubscriberLane<State>?

    init(
      subscriber: AnyObject,
      window: WindowUUID?,
      joinedAtVersion: Int,
      receive: @escaping (AnyObject, State) -> Void
    ) {
      self.subscriber = subscriber
      self.key = ObjectIdentifier(subscriber)
      self.window = window
      self.joinedAtVersion = joinedAtVersion
      self.receive = receive
    }

    /// Marks the entry as removed and lets go of its pipeline. Safe while the pipeline runs: the
    /// call in progress holds its own reference to the closure.
    @usableFromInline
    func deactivate() {
      isActive = false
      receive = nil
    }
  }

  /// The window whose subscribers this lane holds, or `nil` for the store-wide lane.
  // Dynamic exclusivity checks are off for the fields below, which the dispatch path reads on
  // every action. They are safe to skip: the fields are confined to the main actor, and every
  // access is a single read or write that calls no other code, so two accesses never overlap.
  @usableFromInline let window: WindowUUID?
  @exclusivity(unchecked) @usableFromInline var entries: [Entry] = []
  @exclusivity(unchecked) @usableFromInline var inactiveCount = 0

  init(window: WindowUUID?) {
    self.window = window
  }

  /// The number of entries that are active and whose subscriber is alive.
  var liveCount: Int {
    entries.count { $0.isActive && $0.subscriber != nil }
  }

  /// Whether the lane has no active entry left.
  @inlinable
  var isEmpty: Bool {
    inactiveCount == entries.count
  }

  func append(_ entry: Entry) {
    entry.lane = self
    entries.append(entry)
  }

  /// Marks an entry as removed and drops its pipeline; the caller sweeps when it is done.
  @inlinable
  func deactivate(_ entry: Entry) {
    guard entry.isActive else { return }
    entry.deactivate()
    inactiveCount += 1
  }

  /// Sends a state to every active entry, in subscription order.
  ///
  /// Entries added during the loop are not visited, and neither are entries that joined at this
  /// version: they received it when they subscribed. Entries removed during the loop are skipped.
  ///
  /// - Returns: The entries found with their subscriber gone; they are deactivated.
  @inlinable
  func publish(_ state: State, version: Int) -> [Entry] {
    var gone: [Entry] = []
    let snapshot = entries
    for entry in snapshot where entry.isActive && entry.joinedAtVersion != version {
      guard let subscriber = entry.subscriber else {
        deactivate(entry)
        gone.append(entry)
        continue
      }
      // `subscriber` is a strong reference passed as an argument, so it stays alive for the
      // whole call. (A `withExtendedLifetime` closure here would be a main-actor closure handed
      // to a nonisolated function, which Swift 6 checks at run time on every call.)
      entry.receive?(subscriber, state)
    }
    return gone
  }

  /// Drops the marked entries once they are at least half of the lane.
  @inlinable
  func sweepIfNeeded() {
    guard inactiveCount >= 8, inactiveCount * 2 >= entries.count else { return }
    entries.removeAll { !$0.isActive }
    inactiveCount = 0
  }
}

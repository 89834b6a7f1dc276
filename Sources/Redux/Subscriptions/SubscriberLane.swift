/// One list of subscribers that are notified together: the store-wide subscribers, or those
/// watching one window.
///
/// Removing a subscriber only marks its entry, so that removal during a notification is safe;
/// marked entries are swept out once they are a large share of the lane. A marked entry lets go
/// of its pipeline at once, so what the subscription's closures captured is released even while
/// the entry waits to be swept.
@MainActor
final class SubscriberLane<State> {
  /// One subscriber and the pipeline that feeds it.
  final class Entry {
    weak var subscriber: AnyObject?
    let key: ObjectIdentifier
    /// The window the subscription watches, or `nil` for the whole store.
    let window: WindowUUID?
    /// The version of the state the subscriber received when it subscribed.
    let joinedAtVersion: Int
    /// The input of the subscriber's pipeline; `nil` once the entry is deactivated.
    private(set) var receive: ((State) -> Void)?
    private(set) var isActive = true
    /// The lane that holds the entry.
    weak var lane: SubscriberLane<State>?

    init(
      subscriber: AnyObject,
      window: WindowUUID?,
      joinedAtVersion: Int,
      receive: @escaping (State) -> Void
    ) {
      self.subscriber = subscriber
      self.key = ObjectIdentifier(subscriber)
      self.window = window
      self.joinedAtVersion = joinedAtVersion
      self.receive = receive
    }

    /// Marks the entry as removed and lets go of its pipeline. Safe while the pipeline runs: the
    /// call in progress holds its own reference to the closure.
    func deactivate() {
      isActive = false
      receive = nil
    }
  }

  /// The window whose subscribers this lane holds, or `nil` for the store-wide lane.
  let window: WindowUUID?
  private(set) var entries: [Entry] = []
  private var inactiveCount = 0

  init(window: WindowUUID?) {
    self.window = window
  }

  /// The number of entries that are active and whose subscriber is alive.
  var liveCount: Int {
    entries.count { $0.isActive && $0.subscriber != nil }
  }

  /// Whether the lane has no active entry left.
  var isEmpty: Bool {
    inactiveCount == entries.count
  }

  func append(_ entry: Entry) {
    entry.lane = self
    entries.append(entry)
  }

  /// Marks an entry as removed and drops its pipeline; the caller sweeps when it is done.
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
  func publish(_ state: State, version: Int) -> [Entry] {
    var gone: [Entry] = []
    let snapshot = entries
    for entry in snapshot where entry.isActive && entry.joinedAtVersion != version {
      guard let subscriber = entry.subscriber else {
        deactivate(entry)
        gone.append(entry)
        continue
      }
      withExtendedLifetime(subscriber) { entry.receive?(state) }
    }
    return gone
  }

  /// Drops the marked entries once they are at least half of the lane.
  func sweepIfNeeded() {
    guard inactiveCount >= 8, inactiveCount * 2 >= entries.count else { return }
    entries.removeAll { !$0.isActive }
    inactiveCount = 0
  }
}

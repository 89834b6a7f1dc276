/// One list of subscribers that are notified together: the store-wide subscribers, or those
/// watching one window.
///
/// An entry that ends (its subscriber unsubscribed, went away or lost its window) leaves the list
/// at once and is marked inactive. A notification in progress goes on over the entries it started
/// with, skipping marked ones, so ending a subscription from inside a notification is safe; once
/// nothing refers to the entry any more, its pipeline and what its closures captured are released.
@MainActor
@usableFromInline
final class SubscriberLane<State> {
  /// One subscriber and the pipeline that feeds it.
  @MainActor
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
    /// Sends a state down the pipeline to the subscriber, which the caller holds strongly.
    @usableFromInline let receive: (State, AnyObject) -> Void
    /// For a screen subscription, what says whether its screen changed; `nil` otherwise.
    @usableFromInline let gate: ScreenGate<State>?
    /// `false` once the subscription ended.
    @exclusivity(unchecked) @usableFromInline var isActive = true

    init(
      subscriber: AnyObject,
      window: WindowUUID?,
      joinedAtVersion: Int,
      gate: ScreenGate<State>?,
      receive: @escaping (State, AnyObject) -> Void
    ) {
      self.subscriber = subscriber
      self.key = ObjectIdentifier(subscriber)
      self.window = window
      self.joinedAtVersion = joinedAtVersion
      self.gate = gate
      self.receive = receive
    }

    /// Sends a state to the subscriber, unless the entry ended, joined at this version, or is a
    /// screen subscription whose screen did not change (and `everyEntry` is not set).
    ///
    /// A method of the entry, so that its fields are read from a reference the call holds, with
    /// no reference counting for each of them.
    ///
    /// - Returns: `false` when the subscriber has gone away.
    @inlinable
    func notify(
      _ state: State, version: Int, windowRevisions: WindowRevisions?, everyEntry: Bool
    ) -> Bool {
      guard isActive, joinedAtVersion != version else { return true }
      if let gate, !gate.screenChanged(in: state, windowRevisions: windowRevisions), !everyEntry {
        return true
      }
      guard let subscriber else { return false }
      // `subscriber` is a strong reference passed as an argument, so it stays alive for the
      // whole call.
      receive(state, subscriber)
      return true
    }
  }

  /// The window whose subscribers this lane holds, or `nil` for the store-wide lane.
  // Dynamic exclusivity checks are off for the fields below, which the dispatch path reads on
  // every action. They are safe to skip: the fields are confined to the main actor, and every
  // access is a single read or write that calls no other code, so two accesses never overlap.
  @usableFromInline let window: WindowUUID?
  @exclusivity(unchecked) @usableFromInline var entries: [Entry] = []

  init(window: WindowUUID?) {
    self.window = window
  }

  /// The number of entries whose subscriber is alive.
  var liveCount: Int {
    entries.count { $0.subscriber != nil }
  }

  /// Whether the lane has no entry left.
  @inlinable
  var isEmpty: Bool {
    entries.isEmpty
  }

  func append(_ entry: Entry) {
    entries.append(entry)
  }

  /// Ends an entry's subscription: marks it and takes it out of the lane.
  @inlinable
  func remove(_ entry: Entry) {
    guard entry.isActive else { return }
    entry.isActive = false
    if let index = entries.firstIndex(where: { $0 === entry }) {
      entries.remove(at: index)
    }
  }

  /// Sends a state to the entries, in subscription order.
  ///
  /// Entries added during the loop are not visited, and neither are entries that joined at this
  /// version: they received it when they subscribed. Entries removed during the loop are skipped.
  /// A screen subscription is skipped when its screen did not change, unless `everyEntry` is set.
  ///
  /// - Parameters:
  ///   - state: The new state.
  ///   - version: Its version.
  ///   - windowRevisions: The revisions of the lane's window's screens, when known.
  ///   - everyEntry: Whether to notify screen subscriptions whatever their screen did, as after
  ///     a change of the app-wide state.
  /// - Returns: The entries found with their subscriber gone; they are removed.
  @inlinable
  func publish(
    _ state: State, version: Int, windowRevisions: WindowRevisions?, everyEntry: Bool
  ) -> [Entry] {
    var gone: [Entry] = []
    let snapshot = entries
    for entry in snapshot
    where !entry.notify(
      state, version: version, windowRevisions: windowRevisions, everyEntry: everyEntry)
    {
      remove(entry)
      gone.append(entry)
    }
    return gone
  }
}

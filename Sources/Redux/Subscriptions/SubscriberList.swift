/// The store's subscribers, in the order they subscribed.
///
/// Subscribers are held weakly; one that has gone away is dropped the next time it would be
/// notified. Removing a subscriber only marks its entry, so that removal during a notification
/// is safe; marked entries are swept out once they are a large share of the list.
@MainActor
final class SubscriberList<State> {
  /// One subscriber and the pipeline that feeds it.
  final class Entry {
    weak var subscriber: AnyObject?
    let key: ObjectIdentifier
    /// The version of the state the subscriber received when it subscribed.
    let joinedAtVersion: Int
    let receive: (State) -> Void
    var isActive = true

    init(subscriber: AnyObject, joinedAtVersion: Int, receive: @escaping (State) -> Void) {
      self.subscriber = subscriber
      self.key = ObjectIdentifier(subscriber)
      self.joinedAtVersion = joinedAtVersion
      self.receive = receive
    }
  }

  private var entries: [Entry] = []
  private var entryByObject: [ObjectIdentifier: Entry] = [:]
  private var inactiveCount = 0

  /// The number of subscribers that are still alive and subscribed.
  var count: Int {
    entries.count { $0.isActive && $0.subscriber != nil }
  }

  /// Adds a subscriber at the end of the list, replacing its previous subscription if any.
  ///
  /// - Parameters:
  ///   - subscriber: The subscriber, held weakly.
  ///   - version: The version of the state the subscriber is given as it subscribes; a publish of
  ///     that same version skips it.
  ///   - receive: The input of the subscriber's pipeline.
  func add(_ subscriber: AnyObject, version: Int, receive: @escaping (State) -> Void) {
    remove(subscriber)
    let entry = Entry(subscriber: subscriber, joinedAtVersion: version, receive: receive)
    entries.append(entry)
    entryByObject[entry.key] = entry
  }

  /// Ends a subscriber's subscription; does nothing when it is not subscribed.
  func remove(_ subscriber: AnyObject) {
    guard let entry = entryByObject.removeValue(forKey: ObjectIdentifier(subscriber)) else {
      return
    }
    deactivate(entry)
    sweepIfNeeded()
  }

  /// Sends a state to every active subscriber, in subscription order.
  ///
  /// Entries added during the loop are not visited, and neither are entries added while this
  /// version was being produced: they received it when they subscribed. Entries removed during
  /// the loop are skipped.
  func publish(_ state: State, version: Int) {
    let snapshot = entries
    for entry in snapshot where entry.isActive && entry.joinedAtVersion != version {
      guard let subscriber = entry.subscriber else {
        forget(entry)
        continue
      }
      withExtendedLifetime(subscriber) { entry.receive(state) }
    }
    sweepIfNeeded()
  }

  private func forget(_ entry: Entry) {
    if entryByObject[entry.key] === entry {
      entryByObject.removeValue(forKey: entry.key)
    }
    deactivate(entry)
  }

  private func deactivate(_ entry: Entry) {
    guard entry.isActive else { return }
    entry.isActive = false
    inactiveCount += 1
  }

  private func sweepIfNeeded() {
    guard inactiveCount >= 8, inactiveCount * 2 >= entries.count else { return }
    entries.removeAll { !$0.isActive }
    inactiveCount = 0
  }
}

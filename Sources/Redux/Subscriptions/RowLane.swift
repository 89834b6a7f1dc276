/// The subscriptions of one lane to rows of one ``Rows``, keyed by row id.
///
/// After an action, the row lane reads its rows' revision: unchanged, it is done. Otherwise it
/// asks the rows which ids changed since the revision it saw, and visits only the subscriptions to
/// those ids; each compares its row's revision with the one it saw last. The cost of an action is
/// then the rows it changed, however many rows or subscriptions there are. When the rows cannot
/// say (they are another list, as after a jump in time, or changed too much since), every
/// subscription of the row lane compares its row's revision.
@MainActor
@usableFromInline
protocol RowNotifying<State>: AnyObject {
  associatedtype State

  var isEmpty: Bool { get }
  var liveCount: Int { get }

  /// Delivers the state to the subscriptions whose row changed; appends the entries that ended,
  /// for the caller to release once its lists are consistent. A row lane runs this through a
  /// closure made in the app's code (``RowLane/Notify``), compiled for the app's types.
  func notify(
    _ state: State, version: Int, removed: inout SubscriberLane<State>.RemovedEntries)

  /// The same, each subscription called through `delivery`, as a store that measures costs
  /// does; the code compiled in `Redux`, for any types.
  func notify<Delivery: EntryDelivery<State>>(
    _ state: State, version: Int, removed: inout SubscriberLane<State>.RemovedEntries,
    delivery: Delivery)

  /// Takes the entry out; `false` when it is not one of this row lane's.
  func remove(_ entry: SubscriberLane<State>.Entry) -> Bool

  /// Takes every subscription out, as when the window closes; appends their entries to
  /// `removed`, still active, for the caller to report and end.
  func endAll(into removed: inout SubscriberLane<State>.RemovedEntries)
}

@MainActor
@usableFromInline
final class RowLane<State, Row: Identifiable>: RowNotifying {
  @usableFromInline typealias Entry = SubscriberLane<State>.Entry
  /// Calls ``notifySpecialized(_:version:removed:delivery:)`` with a ``PlainDelivery``, from
  /// code compiled for the app's types.
  @usableFromInline typealias Notify =
    @MainActor @Sendable (
      RowLane, State, Int, inout SubscriberLane<State>.RemovedEntries
    ) -> Void

  /// A subscription to a row, and what it saw of the row.
  @usableFromInline
  struct Member {
    @usableFromInline let entry: Entry
    /// 0 when the row was not there.
    @usableFromInline var rowRevision: UInt64
    /// The state's version when it subscribed: it received that state when it subscribed.
    @usableFromInline let joinedAtVersion: Int
    /// Set to the notification's ticket when the member is due in it.
    @usableFromInline var dueTicket = 0

    init(entry: Entry, rowRevision: UInt64, joinedAtVersion: Int) {
      self.entry = entry
      self.rowRevision = rowRevision
      self.joinedAtVersion = joinedAtVersion
    }
  }

  /// The subscriptions to one id. A class, so that a notification changes the members in place
  /// and then calls them from a copy that subscribers may change under it.
  @usableFromInline
  final class Members {
    @usableFromInline var list: [Member] = []
  }

  @usableFromInline let rows: RowsPath<State, Row>
  @usableFromInline let notifyFromAppCode: Notify
  /// The rows' revision at the last notification: 0 when there were no rows, or when no row
  /// was ever added to them.
  @usableFromInline var seenRevision: UInt64
  @usableFromInline var membersByID: [Row.ID: Members] = [:]
  /// The row each entry watches, to take it out.
  var idByEntry: [ObjectIdentifier: Row.ID] = [:]
  @usableFromInline var lastTicket = 0
  /// Subscriptions added since gone subscribers were last swept out.
  private var addedSinceSweep = 0

  init(rows: RowsPath<State, Row>, in state: State, notify: @escaping Notify) {
    self.rows = rows
    self.notifyFromAppCode = notify
    seenRevision = rows.rows(in: state)?.revision ?? 0
  }

  @usableFromInline var isEmpty: Bool { idByEntry.isEmpty }

  @usableFromInline var liveCount: Int {
    membersByID.values.reduce(0) { count, members in
      count + members.list.count { $0.entry.isActive && $0.entry.subscriber != nil }
    }
  }

  /// Adds a subscription to the row with `id`; returns the subscriptions of gone subscribers it
  /// swept out meanwhile, for the caller to release once its lists are consistent.
  func add(_ entry: Entry, watching id: Row.ID, in state: State, version: Int) -> [Entry] {
    let swept = sweepGoneSubscribersNowAndThen()
    let members = membersByID[id] ?? Members()
    membersByID[id] = members
    let rowRevision = rows.rows(in: state)?.revision(of: id) ?? 0
    members.list.append(Member(entry: entry, rowRevision: rowRevision, joinedAtVersion: version))
    idByEntry[ObjectIdentifier(entry)] = id
    return swept
  }

  @usableFromInline
  func notify(
    _ state: State, version: Int, removed: inout SubscriberLane<State>.RemovedEntries
  ) {
    notifyFromAppCode(self, state, version, &removed)
  }

  @usableFromInline
  func notify<Delivery: EntryDelivery<State>>(
    _ state: State, version: Int, removed: inout SubscriberLane<State>.RemovedEntries,
    delivery: Delivery
  ) {
    notifySpecialized(state, version: version, removed: &removed, delivery: delivery)
  }

  /// Notifies the subscriptions whose row changed, each through `delivery`: see
  /// ``RowNotifying``.
  @inlinable
  func notifySpecialized<Delivery: EntryDelivery<State>>(
    _ state: State, version: Int, removed: inout SubscriberLane<State>.RemovedEntries,
    delivery: Delivery
  ) {
    let current = rows.rows(in: state)
    let revision = current?.revision ?? 0
    guard revision != seenRevision else { return }
    let changed = current?.changedIDs(since: seenRevision)
    seenRevision = revision
    if let changed {
      for id in changed {
        notifyMembers(
          of: id, in: current, state: state, version: version, removed: &removed,
          delivery: delivery)
      }
    } else {
      for id in Array(membersByID.keys) {
        notifyMembers(
          of: id, in: current, state: state, version: version, removed: &removed,
          delivery: delivery)
      }
    }
  }

  @inlinable
  func notifyMembers<Delivery: EntryDelivery<State>>(
    of id: Row.ID, in rows: Rows<Row>?, state: State, version: Int,
    removed: inout SubscriberLane<State>.RemovedEntries, delivery: Delivery
  ) {
    guard let members = membersByID[id] else { return }
    let rowRevision = rows?.revision(of: id) ?? 0
    lastTicket &+= 1
    let ticket = lastTicket
    // First, in place, which members are due: those whose row changed since they saw it, and
    // that did not subscribe during this action. An id that changed twice is due once.
    var anyDue = false
    for index in members.list.indices where members.list[index].rowRevision != rowRevision {
      members.list[index].rowRevision = rowRevision
      guard members.list[index].joinedAtVersion != version else { continue }
      members.list[index].dueTicket = ticket
      anyDue = true
    }
    guard anyDue else { return }
    // Then the calls, from a copy: a subscriber may subscribe or unsubscribe meanwhile.
    let due = members.list
    for member in due where member.dueTicket == ticket && member.entry.isActive {
      if !delivery.deliver(state, to: member.entry), remove(member.entry) {
        removed.entries.append(member.entry)
        removed.locators.append(nil)
      }
    }
  }

  @usableFromInline
  func remove(_ entry: Entry) -> Bool {
    guard let id = idByEntry.removeValue(forKey: ObjectIdentifier(entry)) else { return false }
    entry.isActive = false
    if let members = membersByID[id] {
      members.list.removeAll { $0.entry === entry }
      if members.list.isEmpty { membersByID.removeValue(forKey: id) }
    }
    return true
  }

  @usableFromInline
  func endAll(into removed: inout SubscriberLane<State>.RemovedEntries) {
    for members in membersByID.values {
      for member in members.list {
        removed.entries.append(member.entry)
        removed.locators.append(nil)
      }
    }
    membersByID.removeAll()
    idByEntry.removeAll()
  }

  /// Takes out subscriptions whose subscriber went away, once as many were added as there are:
  /// a row that never changes would otherwise keep them. Each sweep visits every subscription,
  /// so sweeping after that many additions costs each addition a constant on average.
  private func sweepGoneSubscribersNowAndThen() -> [Entry] {
    addedSinceSweep += 1
    guard addedSinceSweep > max(16, idByEntry.count) else { return [] }
    addedSinceSweep = 0
    var gone: [Entry] = []
    for members in membersByID.values {
      for member in members.list where member.entry.subscriber == nil {
        gone.append(member.entry)
      }
    }
    for entry in gone {
      _ = remove(entry)
    }
    return gone
  }
}

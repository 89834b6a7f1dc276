/// The row part of a ``SubscriptionScope``: which rows, found how, and which id.
///
/// A value, so that the scope stays `Sendable`; it adds a subscription to the ``RowLane`` of its
/// rows in the subscriber's lane, making the row lane if the lane has none for these rows yet.
@usableFromInline
protocol RowWatching<State>: Sendable {
  associatedtype State

  /// Returns the subscriptions of gone subscribers swept out of the row lane meanwhile.
  @MainActor
  func join(
    _ entry: SubscriberLane<State>.Entry, to lane: SubscriberLane<State>, state: State,
    version: Int
  ) -> [SubscriberLane<State>.Entry]
}

@usableFromInline
struct RowWatch<State, Row: Identifiable>: RowWatching where Row.ID: Sendable {
  @usableFromInline let id: Row.ID
  @usableFromInline let rows: RowsPath<State, Row>
  @usableFromInline let notify: RowLane<State, Row>.Notify

  /// Made in the app's code (``SubscriptionScope/row(_:of:)`` is inlined there), so that the
  /// closure that notifies the row lane is compiled for the app's state and row types: the row
  /// lane, reached through `any RowNotifying`, would otherwise run code compiled for any types,
  /// which looks their metadata up at run time at every step.
  @inlinable
  init(id: Row.ID, rows: RowsPath<State, Row>) {
    self.id = id
    self.rows = rows
    self.notify = { lane, state, version, removed in
      let delivery = PlainDelivery<State>()
      lane.notifySpecialized(state, version: version, removed: &removed, delivery: delivery)
    }
  }

  @MainActor
  @usableFromInline
  func join(
    _ entry: SubscriberLane<State>.Entry, to lane: SubscriberLane<State>, state: State,
    version: Int
  ) -> [SubscriberLane<State>.Entry] {
    // Subscriptions to rows found by the same key path share one row lane.
    for rowLane in lane.rowLanes {
      if let rowLane = rowLane as? RowLane<State, Row>, rowLane.rows == rows {
        return rowLane.add(entry, watching: id, in: state, version: version)
      }
    }
    let rowLane = RowLane(rows: rows, in: state, notify: notify)
    lane.rowLanes.append(rowLane)
    return rowLane.add(entry, watching: id, in: state, version: version)
  }
}

/// Where a state keeps a ``Rows``: a key path, which gives the rows an identity that every
/// subscription to them shares.
@usableFromInline
enum RowsPath<State, Row: Identifiable>: Equatable, Sendable {
  case always(KeyPath<State, Rows<Row>> & Sendable)
  case sometimes(KeyPath<State, Rows<Row>?> & Sendable)

  @inlinable
  func rows(in state: State) -> Rows<Row>? {
    switch self {
    case .always(let path): state[keyPath: path]
    case .sometimes(let path): state[keyPath: path]
    }
  }

  @usableFromInline
  static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case (.always(let left), .always(let right)): left == right
    case (.sometimes(let left), .sometimes(let right)): left == right
    default: false
    }
  }
}

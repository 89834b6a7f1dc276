/// A set of windows, with the cheap lookups of a ``WindowTable``: the windows a store has seen
/// closed, which the app's reducer asks about for every action.
///
/// It reflects as a set, so state diffs and printed states show it as one.
@usableFromInline
struct WindowSet: Sendable, Equatable {
  @usableFromInline var table = WindowTable<Void>()

  /// Makes an empty set.
  @inlinable
  init() {}

  /// The number of windows in the set.
  @inlinable
  var count: Int { table.count }

  /// The windows, in no particular order.
  @inlinable
  var members: [WindowUUID] { table.keys }

  /// Whether a window is in the set.
  @inlinable
  func contains(_ window: WindowUUID) -> Bool {
    table.contains(window)
  }

  /// Adds a window; does nothing when it is already in the set.
  @inlinable
  mutating func insert(_ window: WindowUUID) {
    if !table.contains(window) { table.updateValue((), forKey: window) }
  }

  /// Removes a window; does nothing when it is not in the set.
  @inlinable
  mutating func remove(_ window: WindowUUID) {
    table.removeValue(forKey: window)
  }

  /// Whether this set and `other` share their storage, which proves them equal at once; see
  /// `WindowTable.sharesStorage(with:)`.
  ///
  /// - Parameter other: Another set.
  /// - Returns: `true` when both use the same storage; `false` says nothing about equality.
  @inlinable
  func sharesStorage(with other: WindowSet) -> Bool {
    table.sharesStorage(with: other.table)
  }

  /// Two sets are equal when they hold the same windows.
  @inlinable
  static func == (lhs: WindowSet, rhs: WindowSet) -> Bool {
    lhs.sharesStorage(with: rhs)
      || (lhs.count == rhs.count && lhs.members.allSatisfy(rhs.contains))
  }
}

extension WindowSet: CustomReflectable {
  /// The windows as a set's members, so that diffs and printed states show a set.
  @usableFromInline var customMirror: Mirror {
    Mirror(self, unlabeledChildren: members, displayStyle: .set)
  }
}

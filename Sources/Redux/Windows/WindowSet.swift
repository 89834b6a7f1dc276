/// A set of windows, with the cheap lookups of a ``WindowTable``: the windows a store has seen
/// closed, which the app's reducer asks about for every action.
///
/// It reflects as a set, so state diffs and printed states show it as one.
@usableFromInline
struct WindowSet: Sendable, Equatable {
  @usableFromInline var table = WindowTable<Void>()
  /// Changes, to a number taken from the ``RevisionClock``, whenever a window is added or
  /// removed; 0 for a set that never changed, which is empty.
  ///
  /// Two sets with the same revision hold the same windows, even when one was put back after
  /// others changed (a restored session, an undo): the clock never gives a number twice. The
  /// revision is not part of the set's value: it does not count in `==` and is not shown.
  @usableFromInline var revision: UInt64 = 0

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
    guard !table.contains(window) else { return }
    table.updateValue((), forKey: window)
    revision = RevisionClock.reserve(1)
  }

  /// Removes a window; does nothing when it is not in the set.
  @inlinable
  mutating func remove(_ window: WindowUUID) {
    guard table.removeValue(forKey: window) != nil else { return }
    revision = RevisionClock.reserve(1)
  }

  /// Two sets are equal when they hold the same windows.
  @inlinable
  static func == (lhs: WindowSet, rhs: WindowSet) -> Bool {
    lhs.revision == rhs.revision
      || (lhs.count == rhs.count && lhs.members.allSatisfy(rhs.contains))
  }
}

extension WindowSet: CustomReflectable {
  /// The windows as a set's members, so that diffs and printed states show a set.
  @usableFromInline var customMirror: Mirror {
    Mirror(self, unlabeledChildren: members, displayStyle: .set)
  }
}

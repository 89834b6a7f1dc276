/// A set of windows, with the cheap lookups of a ``WindowTable``: the windows a store has seen
/// closed, which the app's reducer asks about for every action.
///
/// It reflects as a set, so state diffs and printed states show it as one.
@usableFromInline
struct WindowSet: Sendable, Equatable {
  @usableFromInline var table = WindowTable<Void>()
  /// A number from the ``RevisionClock``, taken whenever a window is added or removed; 0 for a
  /// set that never changed, which is empty. Sets with the same revision hold the same windows,
  /// even one put back after others changed (the clock never gives a number twice), but the
  /// revision is not part of the value: `==` only takes it as a shortcut, and it is not shown.
  @usableFromInline var revision: UInt64 = 0

  @inlinable
  init() {}

  @inlinable
  var count: Int { table.count }

  /// In no particular order.
  @inlinable
  var members: [WindowUUID] { table.keys }

  @inlinable
  func contains(_ window: WindowUUID) -> Bool {
    table.contains(window)
  }

  @inlinable
  mutating func insert(_ window: WindowUUID) {
    guard !table.contains(window) else { return }
    table.updateValue((), forKey: window)
    revision = RevisionClock.reserve(1)
  }

  @inlinable
  mutating func remove(_ window: WindowUUID) {
    guard table.removeValue(forKey: window) != nil else { return }
    revision = RevisionClock.reserve(1)
  }

  @inlinable
  static func == (lhs: WindowSet, rhs: WindowSet) -> Bool {
    lhs.revision == rhs.revision
      || (lhs.count == rhs.count && lhs.members.allSatisfy(rhs.contains))
  }
}

extension WindowSet: CustomReflectable {
  @usableFromInline var customMirror: Mirror {
    Mirror(self, unlabeledChildren: members, displayStyle: .set)
  }
}

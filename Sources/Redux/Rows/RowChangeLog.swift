/// The latest changes of a ``Rows``: which row each revision went to, oldest first.
///
/// A row subscription that saw the list at some revision asks for the rows changed since, and
/// checks only those. The log keeps between ``capacity`` and twice as many changes; a reader that
/// fell further behind (or holds a revision of another list, as after a jump in time) gets `nil`
/// and checks every row it watches.
@usableFromInline
struct RowChangeLog<ID: Hashable> {
  @usableFromInline static var capacity: Int { 1024 }

  /// The revision of the list just before the oldest change kept.
  @usableFromInline var start: UInt64
  /// Ascending: revisions come from the process-wide clock.
  @usableFromInline var revisions: [UInt64] = []
  @usableFromInline var ids: [ID] = []

  @usableFromInline
  init(start: UInt64) {
    self.start = start
  }

  @inlinable
  var latest: UInt64 {
    revisions.last ?? start
  }

  @inlinable
  mutating func record(_ revision: UInt64, _ id: ID) {
    if revisions.count == 2 * Self.capacity {
      start = revisions[Self.capacity - 1]
      revisions.removeFirst(Self.capacity)
      ids.removeFirst(Self.capacity)
    }
    revisions.append(revision)
    ids.append(id)
  }

  @inlinable
  func ids(since revision: UInt64) -> ArraySlice<ID>? {
    if revision == latest { return ids[ids.endIndex...] }
    if revision == start { return ids[...] }
    // Binary search for the revision among the kept changes.
    var low = 0
    var high = revisions.count
    while low < high {
      let middle = (low + high) / 2
      if revisions[middle] < revision { low = middle + 1 } else { high = middle }
    }
    guard low < revisions.count, revisions[low] == revision else { return nil }
    return ids[(low + 1)...]
  }
}

extension RowChangeLog: Sendable where ID: Sendable {}

// What row subscriptions read: revisions, and which rows changed since one of them.
extension Rows {
  /// The revision of the latest change of a row (added, changed or removed); equal revisions
  /// mean the same rows with the same contents, perhaps in another order (a move changes no
  /// row). 0 for a list no row was ever added to.
  @inlinable
  package var revision: UInt64 {
    changes.latest
  }

  /// The revision of the row with an id; 0 when no row has it.
  @inlinable
  package func revision(of id: Row.ID) -> UInt64 {
    offsets[id].map { revisions[$0] } ?? 0
  }

  /// The ids of the rows added, changed or removed since the list had `revision`, in the order
  /// they changed (an id may repeat); `nil` when this list does not descend from a list with that
  /// revision, or no longer remembers that far back: every row must then be checked.
  @inlinable
  package func changedIDs(since revision: UInt64) -> ArraySlice<Row.ID>? {
    changes.ids(since: revision)
  }
}

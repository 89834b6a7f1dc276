/// A collection whose elements each carry a revision from the process-wide `RevisionClock`,
/// handed out once, to one element's content: rows (``Rows``), a window's screens
/// (`WindowScreens`). `StateDiff` lines two of them up by their revisions, and compares as values
/// only the elements between the ends that kept theirs.
protocol RevisedElements {
  /// The alignment with `new`, this collection being the old one; `nil` when `new` is not a
  /// collection of the same type.
  ///
  /// - Parameter isSame: Compares the elements at two positions, in this collection and in
  ///   `new`, whose revisions differ.
  func alignment(
    with new: Any, isSame: (_ old: Any, _ new: Any, _ oldIndex: Int, _ newIndex: Int) -> Bool
  ) -> ElementAlignment?
}

extension ArrayEnds {
  /// How two collections whose elements carry revisions line up at their ends.
  ///
  /// Two elements with the same revision are the same (a revision is handed to one element's
  /// content once in the process), so the ends of a long list that changed in one place are
  /// matched two numbers an element, without comparing an element. Elements whose revisions
  /// differ may still be the same (a row changed and changed back, or a list built apart from
  /// the other, as a test's expected state): `isSame` decides for them.
  ///
  /// - Parameters:
  ///   - oldRevisions: The revisions of the old collection's elements, in order.
  ///   - newRevisions: The revisions of the new collection's elements, in order.
  ///   - isSame: Whether the elements at two positions, in the old and the new collection, are
  ///     the same; asked only for elements whose revisions differ.
  init(
    oldRevisions: [UInt64], newRevisions: [UInt64], isSame: (_ old: Int, _ new: Int) throws -> Bool
  ) rethrows {
    // Collections that share their revisions (one no action changed) are found so at once.
    if oldRevisions == newRevisions {
      self.init(allSame: newRevisions.count)
      return
    }
    try self.init(oldCount: oldRevisions.count, newCount: newRevisions.count) { old, new in
      try oldRevisions[old] == newRevisions[new] || isSame(old, new)
    }
  }
}

extension Rows {
  /// How `old` and this list line up at their ends (see ``ArrayEnds``), comparing revisions:
  /// two rows with the same revision are the same row with the same content, and rows whose
  /// revisions differ are the same when `isSame` says so.
  ///
  /// Revisions are valid within one process run only, as are the lists compared.
  ///
  /// - Parameters:
  ///   - old: The list before.
  ///   - isSame: Whether the rows at two positions, in `old` and in this list, are the same; asked
  ///     only for rows whose revisions differ.
  /// - Returns: How many rows at the start, and then at the end, are the same.
  package func ends(
    since old: Self, isSame: (_ old: Int, _ new: Int) throws -> Bool
  ) rethrows -> ArrayEnds {
    try ArrayEnds(oldRevisions: old.revisions, newRevisions: revisions, isSame: isSame)
  }
}

extension Rows: RevisedElements {
  func alignment(
    with new: Any, isSame: (_ old: Any, _ new: Any, _ oldIndex: Int, _ newIndex: Int) -> Bool
  ) -> ElementAlignment? {
    guard let new = new as? Self else { return nil }
    let ends = new.ends(since: self) { oldIndex, newIndex in
      isSame(elements[oldIndex], new.elements[newIndex], oldIndex, newIndex)
    }
    return ElementAlignment(ends: ends, old: elements, new: new.elements)
  }
}

extension WindowScreens: RevisedElements {
  func alignment(
    with new: Any, isSame: (_ old: Any, _ new: Any, _ oldIndex: Int, _ newIndex: Int) -> Bool
  ) -> ElementAlignment? {
    guard let new = new as? Self else { return nil }
    let ends = ArrayEnds(oldRevisions: revisions, newRevisions: new.revisions) {
      oldIndex, newIndex in
      isSame(states[oldIndex], new.states[newIndex], oldIndex, newIndex)
    }
    return ElementAlignment(ends: ends, old: states, new: new.states)
  }
}

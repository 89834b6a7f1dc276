/// How two arrays line up at their ends: how many elements at their start, and then at their
/// end, are the same on both sides.
///
/// `StateDiff` compares only the elements between (see `ElementAlignment`), and the inspector's
/// encoder encodes only those, carrying the ends over from the array before.
package struct ArrayEnds: Equatable {
  package let prefix: Int
  /// How many elements at the end are the same on both sides, not counting those of ``prefix``.
  package let suffix: Int

  /// The start is matched first, as far as it goes; the end then matches at most the elements
  /// the shorter array has left, so that no element is counted twice.
  package init(
    oldCount: Int, newCount: Int, isSame: (_ old: Int, _ new: Int) throws -> Bool
  ) rethrows {
    let shorter = min(oldCount, newCount)
    var prefix = 0
    while try prefix < shorter && isSame(prefix, prefix) {
      prefix += 1
    }
    var suffix = 0
    while try suffix < shorter - prefix && isSame(oldCount - 1 - suffix, newCount - 1 - suffix) {
      suffix += 1
    }
    self.prefix = prefix
    self.suffix = suffix
  }

  /// The ends of two arrays of `count` elements each that are all the same: the start covers
  /// them all.
  package init(allSame count: Int) {
    prefix = count
    suffix = 0
  }
}

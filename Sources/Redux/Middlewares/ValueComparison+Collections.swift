// Collections, compared element by element: arrays and other collections by their ends and
// then index by index, those whose elements carry revisions by their revisions, dictionaries and
// keyed tables by key, sets by member.
extension ValueComparison {
  mutating func compareElements(
    _ old: Any, _ oldMirror: Mirror, _ new: Any, _ newMirror: Mirror, depth: Int
  ) -> Node {
    // The elements of an array of `Equatable` values that are `==` and of one type are
    // unchanged, as `compare` would find: they are matched without a mirror or a dynamic cast
    // each. Not inside a reference cycle's walk, where `compare` may describe objects instead.
    let alignment: ElementAlignment
    // The elements at one index on both sides compared while aligning, by index: those between
    // the ends are not compared again.
    var compared: [Int: Node] = [:]
    if objectPairsOnPath.isEmpty,
      let equatableAlignment = (old as? any EquatableElementArray)?.alignment(with: new)
    {
      alignment = equatableAlignment
    } else {
      let oldElements = oldMirror.children.map(\.value)
      let newElements = newMirror.children.map(\.value)
      alignment = ElementAlignment(old: oldElements, new: newElements) { oldIndex, newIndex in
        isSame(
          oldElements[oldIndex], newElements[newIndex], at: oldIndex, newIndex,
          compared: &compared, depth: depth)
      }
    }
    return compareMiddle(of: alignment, compared: compared, depth: depth)
  }

  /// Compares elements by their revisions first: only those between the ends that kept theirs
  /// are compared as values (an element whose revision changed may still be the same).
  mutating func compareRevised(
    _ old: any RevisedElements, _ new: Any, depth: Int
  ) -> Node {
    var compared: [Int: Node] = [:]
    let alignment = old.alignment(with: new) { oldElement, newElement, oldIndex, newIndex in
      isSame(oldElement, newElement, at: oldIndex, newIndex, compared: &compared, depth: depth)
    }
    guard let alignment else { return compareDescriptions(old, new) }
    return compareMiddle(of: alignment, compared: compared, depth: depth)
  }

  /// Whether two elements are the same, found while aligning two collections: a pair at one
  /// index on both sides is compared once, and its node kept in `compared` (the scan from the
  /// end meets the pair the scan from the start stopped at, and the elements between need it).
  private mutating func isSame(
    _ old: Any, _ new: Any, at oldIndex: Int, _ newIndex: Int, compared: inout [Int: Node],
    depth: Int
  ) -> Bool {
    if oldIndex == newIndex, let known = compared[oldIndex] {
      return known == .unchanged
    }
    let node = compare(old, new, depth: depth + 1)
    if oldIndex == newIndex {
      compared[oldIndex] = node
    }
    return node == .unchanged
  }

  /// The node of two aligned collections: their ends unchanged, and the elements between
  /// compared index by index, unless `compared` already holds their node (by index, for a pair
  /// at one index on both sides compared while aligning).
  private mutating func compareMiddle(
    of alignment: ElementAlignment, compared: [Int: Node], depth: Int
  ) -> Node {
    var entries = EntryList()
    entries.appendUnchanged(count: alignment.prefix)
    for offset in 0..<max(alignment.oldMiddle.count, alignment.newMiddle.count) {
      let index = alignment.prefix + offset
      let oldElement =
        alignment.oldMiddle.indices.contains(offset) ? alignment.oldMiddle[offset] : nil
      let newElement =
        alignment.newMiddle.indices.contains(offset) ? alignment.newMiddle[offset] : nil
      // Only a pair at one index on both sides was compared while aligning.
      let known = oldElement != nil && newElement != nil ? compared[index] : nil
      entries.append(
        .index(index), known ?? compareEither(oldElement, newElement, depth: depth + 1))
    }
    entries.appendUnchanged(count: alignment.suffix)
    return entries.node
  }

  mutating func compareEntries(
    _ old: Any, _ oldMirror: Mirror, _ new: Any, _ newMirror: Mirror, depth: Int
  ) -> Node {
    if let keyed = old as? any KeyedEntries, let node = compareKeyed(keyed, new, depth: depth) {
      return node
    }
    return compareByKey(
      Self.valuesByKey(oldMirror), Self.valuesByKey(newMirror), describe: { $0 }, depth: depth)
  }

  /// Compares two keyed collections of one type by key; `nil` when `new` is of another type.
  mutating func compareKeyed<Entries: KeyedEntries>(
    _ old: Entries, _ new: Any, depth: Int
  ) -> Node? {
    guard let new = new as? Entries else { return nil }
    return compareByKey(
      old.valuesByEntryKey, new.valuesByEntryKey, describe: Entries.describe, depth: depth)
  }

  /// Compares values by key, in the order of the keys; only the keys of entries that differ
  /// are described.
  private mutating func compareByKey<Key: Hashable & Comparable>(
    _ oldValues: [Key: Any], _ newValues: [Key: Any], describe: (Key) -> String, depth: Int
  ) -> Node {
    let keys = Set(oldValues.keys).union(newValues.keys).sorted()
    var entries = EntryList()
    for key in keys {
      let node = compareEither(oldValues[key], newValues[key], depth: depth + 1)
      if node == .unchanged {
        entries.appendUnchanged(count: 1)
      } else {
        entries.append(.key(describe(key)), node)
      }
    }
    return entries.node
  }

  func compareMembers(_ old: Mirror, _ new: Mirror) -> Node {
    let oldMembers = Set(old.children.map { StateDiff.describe($0.value) })
    let newMembers = Set(new.children.map { StateDiff.describe($0.value) })
    var entries = EntryList()
    for member in oldMembers.union(newMembers).sorted() {
      let before = oldMembers.contains(member) ? member : nil
      let after = newMembers.contains(member) ? member : nil
      entries.append(
        .member(member), before == after ? .unchanged : .replaced(old: before, new: after))
    }
    return entries.node
  }

  private static func valuesByKey(_ mirror: Mirror) -> [String: Any] {
    var values: [String: Any] = [:]
    for entry in mirror.children {
      let pair = Array(Mirror(reflecting: entry.value).children)
      guard pair.count == 2 else { continue }
      values[StateDiff.describe(pair[0].value)] = pair[1].value
    }
    return values
  }
}

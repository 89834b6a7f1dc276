import Redux

/// A list of `Equatable` elements (an array, or ``Rows``), whose ends the encoder matches with
/// the list it encoded at the same coding path in the state before: a list changes in one place
/// per action, so only the elements between its unchanged ends are encoded again.
///
/// Without it, every element of a changed list is looked up in the memo one by one (a dynamic
/// cast and an `==` each); with it, the ends are matched in one pass: an array's with the
/// elements' own `==`, rows by their revisions (see `Rows.ends(since:isSame:)`).
protocol EquatableElementsEncoding: Encodable {
  /// The number of elements.
  var count: Int { get }

  /// How many elements at the start, and then at the end, are the same as those of `previous`
  /// (see `ArrayEnds`): all of them, at the start, when the lists are equal; `nil` when
  /// `previous` is not a list of the same type.
  func sharedEnds(with previous: any Equatable) -> ArrayEnds?

  /// Encodes the elements in `range`, in order, as the list's `encode(to:)` encodes each element.
  func encodeElements(_ range: Range<Int>, into container: inout TreeUnkeyedContainer) throws
}

extension Array: EquatableElementsEncoding where Element: Encodable & Equatable {
  func sharedEnds(with previous: any Equatable) -> ArrayEnds? {
    guard let previous = previous as? [Element] else { return nil }
    // An unchanged array is found so at once when it shares its storage with the one before.
    if previous == self {
      return ArrayEnds(allSame: count)
    }
    // Values of one static type are of one dynamic type, unless they are objects, whose
    // subclasses may encode differently.
    let areObjects = Element.self is AnyObject.Type
    return ArrayEnds(oldCount: previous.count, newCount: count) { old, new in
      previous[old] == self[new] && (!areObjects || type(of: previous[old]) == type(of: self[new]))
    }
  }

  func encodeElements(_ range: Range<Int>, into container: inout TreeUnkeyedContainer) throws {
    for element in self[range] {
      try container.encode(element)
    }
  }
}

/// Rows encode as an array of their rows. Two rows with one revision are the same row with the
/// same content (revisions are unique in the process, which replays the whole session), so the
/// ends cost two numbers a row; rows whose revisions differ are compared with `==`.
extension Rows: EquatableElementsEncoding where Row: Encodable & Equatable {
  func sharedEnds(with previous: any Equatable) -> ArrayEnds? {
    guard let previous = previous as? Self else { return nil }
    let areObjects = Row.self is AnyObject.Type
    return ends(since: previous) { old, new in
      previous[old] == self[new] && (!areObjects || type(of: previous[old]) == type(of: self[new]))
    }
  }

  func encodeElements(_ range: Range<Int>, into container: inout TreeUnkeyedContainer) throws {
    for index in range {
      try container.encode(self[index])
    }
  }
}

extension TreeEncoder {
  /// Encodes a list whose ends are those of the list at this coding path in the state before,
  /// if it has any: the ends' JSON and memo nodes are carried over, and only the elements
  /// between are encoded. A list the same as the one before is its JSON, reused whole.
  ///
  /// The memo kept the list before with the JSON encoded from it, so their counts match.
  ///
  /// - Parameter list: A list of `Equatable` elements.
  /// - Returns: Whether the list was encoded; `false` when the state before has no list of the
  ///   same type here, and nothing was done.
  func encodeReusingEnds(of list: some EquatableElementsEncoding) throws -> Bool {
    guard let memo, let memoCursor, let previous = memoCursor.previous,
      let previousList = previous.value,
      case .array(let previousElements)? = previous.json,
      let ends = list.sharedEnds(with: previousList),
      ends.prefix + ends.suffix <= previousElements.count
    else { return false }
    if ends.prefix == list.count, list.count == previousElements.count {
      slot.value = memo.carryOver(at: memoCursor)
      slot.members = nil
      slot.elements = nil
      return true
    }
    let middle = JSONSlot()
    middle.elements = []
    var container = TreeUnkeyedContainer(
      slot: middle, path: path, memo: memo, memoCursor: memoCursor, firstIndex: ends.prefix)
    memoCursor.current.elements.reserveCapacity(list.count)
    JSONEncodingMemo.carryElements(memoCursor, from: 0..<ends.prefix, to: 0)
    try list.encodeElements(ends.prefix..<(list.count - ends.suffix), into: &container)
    let suffixStart = list.count - ends.suffix
    let shift = previousElements.count - list.count
    JSONEncodingMemo.carryElements(
      memoCursor, from: (suffixStart + shift)..<previousElements.count, to: suffixStart)
    let encoded = (middle.elements ?? []).map { $0.finished ?? .null }
    var elements: [JSONValue] = []
    elements.reserveCapacity(list.count)
    elements += previousElements[0..<ends.prefix]
    elements += encoded
    elements += previousElements[(suffixStart + shift)..<previousElements.count]
    let json = JSONValue.array(elements)
    slot.value = json
    slot.members = nil
    slot.elements = nil
    memo.keep(list, json: json, at: memoCursor)
    memoCursor.current.carriedEnds = ends
    return true
  }
}

import Redux

/// An array of `Equatable` elements, whose ends the encoder matches with the array it encoded
/// at the same coding path in the state before: a list changes in one place per action, so only
/// the elements between its unchanged ends are encoded again.
///
/// Without it, every element of a changed list is looked up in the memo one by one (a dynamic
/// cast and an `==` each); with it, the ends are matched with the elements' own `==` in one pass.
protocol EquatableElementsEncoding: Encodable {
  /// The number of elements.
  var count: Int { get }

  /// How many elements at the start, and then at the end, are `==` to those of `previous`
  /// (see `ArrayEnds`); `nil` when `previous` is not an array of the same type.
  func sharedEnds(with previous: any Equatable) -> ArrayEnds?

  /// Encodes the elements in `range`, in order, as `Array.encode(to:)` encodes each element.
  func encodeElements(_ range: Range<Int>, into container: inout TreeUnkeyedContainer) throws
}

extension Array: EquatableElementsEncoding where Element: Encodable & Equatable {
  func sharedEnds(with previous: any Equatable) -> ArrayEnds? {
    guard let previous = previous as? [Element] else { return nil }
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

extension TreeEncoder {
  /// Encodes an array whose ends are those of the array at this coding path in the state
  /// before, if it has any: the ends' JSON and memo nodes are carried over, and only the
  /// elements between are encoded.
  ///
  /// The memo kept the array before with the JSON encoded from it, so their counts match.
  ///
  /// - Parameter array: An array of `Equatable` elements.
  /// - Returns: Whether the array was encoded; `false` when the state before has no array of
  ///   the same type here, and nothing was done.
  func encodeReusingEnds(of array: some EquatableElementsEncoding) throws -> Bool {
    guard let memo, let memoCursor, let previous = memoCursor.previous,
      let previousArray = previous.value,
      case .array(let previousElements)? = previous.json,
      let ends = array.sharedEnds(with: previousArray),
      ends.prefix + ends.suffix <= previousElements.count
    else { return false }
    let middle = JSONSlot()
    middle.elements = []
    var container = TreeUnkeyedContainer(
      slot: middle, path: path, memo: memo, memoCursor: memoCursor, firstIndex: ends.prefix)
    JSONEncodingMemo.carryElements(memoCursor, from: 0..<ends.prefix, to: 0)
    try array.encodeElements(ends.prefix..<(array.count - ends.suffix), into: &container)
    let suffixStart = array.count - ends.suffix
    let shift = previousElements.count - array.count
    JSONEncodingMemo.carryElements(
      memoCursor, from: (suffixStart + shift)..<previousElements.count, to: suffixStart)
    let encoded = (middle.elements ?? []).map { $0.finished ?? .null }
    let json = JSONValue.array(
      previousElements[0..<ends.prefix] + encoded
        + previousElements[(suffixStart + shift)..<previousElements.count])
    slot.value = json
    slot.members = nil
    slot.elements = nil
    memo.keep(array, json: json, at: memoCursor)
    return true
  }
}

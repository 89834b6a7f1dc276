/// The keyed and unkeyed containers of ``JSONTreeEncoder``: each member or element gets a slot
/// of its own, filled in by a nested `TreeEncoder`.
struct TreeKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let slot: JSONSlot
  /// Where the encoded value is; ``codingPath`` as a chain.
  let path: CodingPathChain
  var codingPath: [any CodingKey] { path.keys }
  let memo: JSONEncodingMemo?
  let memoCursor: MemoCursor?

  /// The slot of a member, made on first use.
  private func member(_ key: some CodingKey) -> JSONSlot {
    if let existing = slot.members?[key.stringValue] { return existing }
    let made = JSONSlot()
    slot.members?[key.stringValue] = made
    return made
  }

  private func encoder(for key: some CodingKey) -> TreeEncoder {
    TreeEncoder(
      slot: member(key), path: path.appending(key), memo: memo,
      memoCursor: JSONEncodingMemo.cursor(memoCursor, member: key.stringValue))
  }

  mutating func encodeNil(forKey key: Key) throws { member(key).value = .null }

  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    try encoder(for: key).encodeValue(value)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    encoder(for: key).container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    encoder(for: key).unkeyedContainer()
  }

  /// The member `super`, as `JSONEncoder` writes it, in the JSON and in the memo alike, whether
  /// or not `Key` has such a case.
  mutating func superEncoder() -> any Encoder {
    encoder(for: SuperCodingKey())
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    encoder(for: key)
  }
}

/// An array's elements, in order.
struct TreeUnkeyedContainer: UnkeyedEncodingContainer {
  let slot: JSONSlot
  /// Where the encoded value is; ``codingPath`` as a chain.
  let path: CodingPathChain
  var codingPath: [any CodingKey] { path.keys }
  let memo: JSONEncodingMemo?
  let memoCursor: MemoCursor?
  /// The index of the first element written here: not 0 when only the middle of an array is
  /// encoded, its ends carried over from the array before.
  var firstIndex = 0

  var count: Int { slot.elements?.count ?? 0 }

  /// A new element's encoder.
  private func next() -> TreeEncoder {
    let made = JSONSlot()
    let index = firstIndex + (slot.elements?.count ?? 0)
    slot.elements?.append(made)
    return TreeEncoder(
      slot: made, path: path.appending(IndexCodingKey(index)), memo: memo,
      memoCursor: JSONEncodingMemo.cursor(memoCursor, index: index))
  }

  mutating func encodeNil() throws { next().slot.value = .null }

  mutating func encode<T: Encodable>(_ value: T) throws {
    try next().encodeValue(value)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type
  ) -> KeyedEncodingContainer<NestedKey> {
    next().container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    next().unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder {
    next()
  }
}

/// The coding key of the member a keyed container's `superEncoder()` writes: `super`.
private struct SuperCodingKey: CodingKey {
  var stringValue: String { "super" }
  var intValue: Int? { nil }

  init() {}

  init?(stringValue: String) {
    guard stringValue == "super" else { return nil }
  }

  init?(intValue: Int) {
    nil
  }
}

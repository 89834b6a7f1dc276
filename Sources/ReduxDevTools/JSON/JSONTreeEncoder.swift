import Foundation

/// Encodes an `Encodable` value straight into a ``JSONValue``, without writing text and reading
/// it back: the inspector encodes the state after every action, so this is its hot path.
///
/// Values are written as `JSONEncoder` writes them by default, with the same special cases:
/// `URL` as its absolute string, `Data` in Base64, `Decimal` as a number. `Date` encodes itself
/// as seconds since 2001. A number that is not finite is refused, as `JSONEncoder` refuses it.
package enum JSONTreeEncoder {
  /// Encodes a value.
  ///
  /// - Parameter value: The value, such as an app's state.
  /// - Returns: Its JSON tree.
  /// - Throws: `EncodingError` when the value cannot be encoded, such as a number that is not
  ///   finite, or a value that encodes nothing.
  package static func encode<Value: Encodable>(_ value: Value) throws -> JSONValue {
    try encode(value, memo: nil)
  }

  /// Encodes a value, reusing the JSON of its parts that are equal to those the memo kept from
  /// the value encoded before.
  ///
  /// - Parameters:
  ///   - value: The value, such as the state after an action.
  ///   - memo: The parts of the state before.
  /// - Returns: Its JSON tree.
  /// - Throws: `EncodingError` when the value cannot be encoded.
  static func encode<Value: Encodable>(_ value: Value, memo: JSONEncodingMemo?) throws -> JSONValue
  {
    let root = JSONSlot()
    defer { memo?.finishState() }
    try TreeEncoder(slot: root, path: .top, memo: memo, memoCursor: memo?.rootCursor)
      .encodeValue(value)
    guard let result = root.value else {
      throw EncodingError.invalidValue(
        value, .init(codingPath: [], debugDescription: "the value encoded nothing"))
    }
    return result
  }
}

/// Where one value of the tree being built is stored, filled in once its encoding ends.
final class JSONSlot {
  /// What is stored, or `nil` while nothing is.
  var value: JSONValue?
  /// The members of an object being written.
  var members: [String: JSONSlot]?
  /// The elements of an array being written.
  var elements: [JSONSlot]?

  /// The finished tree of this slot.
  var finished: JSONValue? {
    if let members {
      var object: [String: JSONValue] = [:]
      object.reserveCapacity(members.count)
      for (key, slot) in members { object[key] = slot.finished ?? .null }
      return .object(object)
    }
    if let elements { return .array(elements.map { $0.finished ?? .null }) }
    return value
  }
}

/// The `Encoder` of ``JSONTreeEncoder``.
struct TreeEncoder: Encoder {
  let slot: JSONSlot
  /// Where the encoded value is; ``codingPath`` as a chain.
  let path: CodingPathChain
  var codingPath: [any CodingKey] { path.keys }
  let memo: JSONEncodingMemo?
  /// Where this encoder's coding path is in the memo, or `nil` past the depth the memo keeps.
  let memoCursor: MemoCursor?
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  /// Encodes a value into this encoder's slot, with the special cases of `JSONEncoder`.
  func encodeValue<Value: Encodable>(_ value: Value) throws {
    // Comparing metatypes first is much cheaper than a dynamic cast of every value.
    if Value.self == URL.self, let url = value as? URL {
      slot.value = .string(url.absoluteString)
    } else if Value.self == Data.self, let data = value as? Data {
      slot.value = .string(data.base64EncodedString())
    } else if Value.self == Decimal.self, let decimal = value as? Decimal {
      slot.value = .number(decimal.description)
    } else if case .array? = memoCursor?.previous?.json,
      let list = value as? any EquatableElementsEncoding, try encodeReusingEnds(of: list)
    {
      // Reused whole, or only the elements between the ends it shares with the list before
      // were encoded.
    } else if let memoCursor, let reused = memo?.reuse(value, at: memoCursor) {
      slot.value = reused
      slot.members = nil
      slot.elements = nil
    } else {
      let child = JSONSlot()
      try value.encode(
        to: TreeEncoder(slot: child, path: path, memo: memo, memoCursor: memoCursor))
      slot.value = child.finished
      slot.members = nil
      slot.elements = nil
      if let memo, let memoCursor, let json = slot.value {
        memo.keep(value, json: json, at: memoCursor)
      }
    }
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    if slot.members == nil { slot.members = [:] }
    return KeyedEncodingContainer(
      TreeKeyedContainer<Key>(
        slot: slot, path: path, memo: memo, memoCursor: memoCursor))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    if slot.elements == nil { slot.elements = [] }
    return TreeUnkeyedContainer(
      slot: slot, path: path, memo: memo, memoCursor: memoCursor)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    TreeSingleValueContainer(slot: slot, path: path, memo: memo, memoCursor: memoCursor)
  }
}

/// The JSON of a number, refusing what is not finite.
private func numberValue(_ value: Double, codingPath: [any CodingKey]) throws -> JSONValue {
  guard value.isFinite else {
    throw EncodingError.invalidValue(
      value, .init(codingPath: codingPath, debugDescription: "\(value) is not a JSON number"))
  }
  return .number(JSONValue.numberText(value))
}

/// A single value.
struct TreeSingleValueContainer: SingleValueEncodingContainer {
  let slot: JSONSlot
  /// Where the encoded value is; ``codingPath`` as a chain.
  let path: CodingPathChain
  var codingPath: [any CodingKey] { path.keys }
  let memo: JSONEncodingMemo?
  let memoCursor: MemoCursor?

  mutating func encodeNil() throws { slot.value = .null }
  mutating func encode(_ value: Bool) throws { slot.value = .bool(value) }
  mutating func encode(_ value: String) throws { slot.value = .string(value) }
  mutating func encode(_ value: Double) throws {
    slot.value = try numberValue(value, codingPath: codingPath)
  }
  mutating func encode(_ value: Float) throws {
    slot.value = try numberValue(Double(value), codingPath: codingPath)
  }
  mutating func encode(_ value: Int) throws { slot.value = .number(String(value)) }
  mutating func encode(_ value: Int8) throws { slot.value = .number(String(value)) }
  mutating func encode(_ value: Int16) throws { slot.value = .number(String(value)) }
  mutating func encode(_ value: Int32) throws { slot.value = .number(String(value)) }
  mutating func encode(_ value: Int64) throws { slot.value = .number(String(value)) }
  mutating func encode(_ value: UInt) throws { slot.value = .number(String(value)) }
  mutating func encode(_ value: UInt8) throws { slot.value = .number(String(value)) }
  mutating func encode(_ value: UInt16) throws { slot.value = .number(String(value)) }
  mutating func encode(_ value: UInt32) throws { slot.value = .number(String(value)) }
  mutating func encode(_ value: UInt64) throws { slot.value = .number(String(value)) }
  mutating func encode<T: Encodable>(_ value: T) throws {
    try TreeEncoder(slot: slot, path: path, memo: memo, memoCursor: memoCursor)
      .encodeValue(value)
  }
}

/// Reads JSON text into a ``JSONValue``: what a DevTools file is read with.
///
/// A small strict parser (RFC 8259) rather than `JSONDecoder`: it keeps each number's text, so a
/// large integer is not rounded, and it reads a large file quickly. Nesting deeper than
/// ``maximumDepth`` is refused rather than followed.
package struct JSONParser {
  /// Why the text is not JSON, and where.
  package struct Failure: Error, Equatable, CustomStringConvertible {
    /// The problem.
    package let problem: String
    /// The byte offset where it was found.
    package let offset: Int

    package var description: String { "\(problem) at byte \(offset)" }
  }

  /// The deepest nesting of arrays and objects read.
  package static let maximumDepth = 512

  let bytes: [UInt8]
  var index = 0

  /// Parses a whole text: one value, with only white space around it.
  ///
  /// - Parameter bytes: The UTF-8 text.
  /// - Returns: The value.
  /// - Throws: ``Failure`` naming the problem and its offset.
  package static func parse(_ bytes: [UInt8]) throws(Failure) -> JSONValue {
    var parser = JSONParser(bytes: bytes)
    let value = try parser.value(depth: 0)
    parser.skipSpace()
    guard parser.index == bytes.count else { throw parser.failure("text after the value") }
    return value
  }

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  func failure(_ problem: String) -> Failure {
    Failure(problem: problem, offset: index)
  }

  private mutating func skipSpace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x0A, 0x0D, 0x09: index += 1
      default: return
      }
    }
  }

  private mutating func literal(_ word: String, _ value: JSONValue) throws(Failure) -> JSONValue {
    let expected = Array(word.utf8)
    guard bytes.count - index >= expected.count,
      Array(bytes[index..<index + expected.count]) == expected
    else { throw failure("not a JSON value") }
    index += expected.count
    return value
  }

  private mutating func value(depth: Int) throws(Failure) -> JSONValue {
    skipSpace()
    guard index < bytes.count else { throw failure("the text ends where a value was expected") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try object(depth: depth + 1)
    case UInt8(ascii: "["): return try array(depth: depth + 1)
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    default: return try number()
    }
  }

  private mutating func array(depth: Int) throws(Failure) -> JSONValue {
    guard depth <= Self.maximumDepth else { throw failure("nested too deeply") }
    index += 1
    var elements: [JSONValue] = []
    skipSpace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      return .array(elements)
    }
    while true {
      elements.append(try value(depth: depth))
      skipSpace()
      guard index < bytes.count else { throw failure("an array is not closed") }
      let byte = bytes[index]
      index += 1
      if byte == UInt8(ascii: "]") { return .array(elements) }
      guard byte == UInt8(ascii: ",") else { throw failure("expected ',' or ']'") }
    }
  }

  private mutating func object(depth: Int) throws(Failure) -> JSONValue {
    guard depth <= Self.maximumDepth else { throw failure("nested too deeply") }
    index += 1
    var members: [String: JSONValue] = [:]
    skipSpace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      return .object(members)
    }
    while true {
      skipSpace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw failure("expected a member's name")
      }
      let key = try string()
      skipSpace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
        throw failure("expected ':'")
      }
      index += 1
      members[key] = try value(depth: depth)
      skipSpace()
      guard index < bytes.count else { throw failure("an object is not closed") }
      let byte = bytes[index]
      index += 1
      if byte == UInt8(ascii: "}") { return .object(members) }
      guard byte == UInt8(ascii: ",") else { throw failure("expected ',' or '}'") }
    }
  }

  private mutating func number() throws(Failure) -> JSONValue {
    let start = index
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
    let digits = index
    while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
    guard index > digits else { throw failure("not a JSON value") }
    if bytes[digits] == 0x30, index - digits > 1 { throw failure("a number starts with 0") }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      let fraction = index
      while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
      guard index > fraction else { throw failure("a number's fraction has no digit") }
    }
    if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      let exponent = index
      while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
      guard index > exponent else { throw failure("a number's exponent has no digit") }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let double = Double(text), double.isFinite else {
      throw failure("the number \(text.prefix(40)) is too large")
    }
    return .number(text)
  }
}

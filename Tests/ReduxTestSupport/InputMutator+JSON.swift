/// The mutations of an ``InputMutator`` that change a JSON document (or a JSON Lines file) where
/// its tokens are: numbers, strings, UUIDs, keys, version fields, nesting.
///
/// Each finds its tokens with a forgiving scan and returns `nil` when the input has none.
extension InputMutator {
  /// Replaces a random JSON number by one that a decoder must refuse or handle with care:
  /// negative, zero, fractional, in exponent form, `Int.max`, one past `Int.max` or `UInt64.max`,
  /// or too large for any integer type.
  ///
  /// No replacement lies between 2^61 and 2^62: a screen instance number there is valid, and
  /// decoding it would move the process's instance numbering near its end, which other tests
  /// of the process check it does not do.
  ///
  /// - Parameter bytes: The input.
  /// - Returns: The changed input, or `nil` when it holds no number.
  public mutating func replaceNumber(_ bytes: [UInt8]) -> [UInt8]? {
    let numbers = JSONTokenScan(bytes).numbers
    guard !numbers.isEmpty else { return nil }
    var result = bytes
    result.replaceSubrange(pick(numbers), with: Array(pick(Self.oddNumbers).utf8))
    return result
  }

  /// Empties a random JSON string, key or value: `""`.
  ///
  /// - Parameter bytes: The input.
  /// - Returns: The changed input, or `nil` when it holds no string.
  public mutating func emptyString(_ bytes: [UInt8]) -> [UInt8]? {
    replaceStringContent(in: bytes) { _ in [] }
  }

  /// Makes a random JSON string very long: 300, 5 000 or 30 000 characters of one kind (ASCII,
  /// two-byte, four-byte, or escaped backslashes).
  ///
  /// - Parameter bytes: The input.
  /// - Returns: The changed input, or `nil` when it holds no string.
  public mutating func lengthenString(_ bytes: [UInt8]) -> [UInt8]? {
    let length = pick([300, 5_000, 30_000])
    let unit = pick(["x", "é", "🙂", "\\\\"])
    return replaceStringContent(in: bytes) { _ in
      Array(String(repeating: unit, count: length).utf8)
    }
  }

  /// Puts a NUL in a random JSON string: a raw NUL byte (not valid JSON) or `\u0000` (valid
  /// JSON, a NUL in the decoded string).
  ///
  /// - Parameter bytes: The input.
  /// - Returns: The changed input, or `nil` when it holds no string.
  public mutating func putNUL(inStringOf bytes: [UInt8]) -> [UInt8]? {
    let nul = below(2) == 0 ? [UInt8(0)] : Array("\\u0000".utf8)
    return insertIntoString(of: bytes, nul)
  }

  /// Puts bytes that are not UTF-8 in a random JSON string: a lone lead or continuation byte, an
  /// encoded surrogate, an overlong NUL, or a code point past U+10FFFF.
  ///
  /// - Parameter bytes: The input.
  /// - Returns: The changed input, or `nil` when it holds no string.
  public mutating func putInvalidUTF8(inStringOf bytes: [UInt8]) -> [UInt8]? {
    insertIntoString(
      of: bytes,
      pick([[0xFF], [0xC3], [0x80], [0xED, 0xA0, 0x80], [0xC0, 0x80], [0xF4, 0x90, 0x80, 0x80]]))
  }

  /// Puts an escaped lone surrogate (`\uD800` or `\uDC00`) in a random JSON string.
  ///
  /// - Parameter bytes: The input.
  /// - Returns: The changed input, or `nil` when it holds no string.
  public mutating func putLoneSurrogate(inStringOf bytes: [UInt8]) -> [UInt8]? {
    insertIntoString(of: bytes, Array(pick(["\\uD800", "\\uDC00", "\\uDBFF\\u0041"]).utf8))
  }

  /// Replaces a random string that holds a UUID by a malformed one (a character short or too
  /// many, a letter that is not hexadecimal, no dashes, braces, spaces, nothing) or by the
  /// all-zero UUID, which stands for no window.
  ///
  /// - Parameter bytes: The input.
  /// - Returns: The changed input, or `nil` when no string holds a UUID.
  public mutating func breakUUID(_ bytes: [UInt8]) -> [UInt8]? {
    let uuids = JSONTokenScan(bytes).strings.filter { Self.isUUID(bytes[$0]) }
    guard !uuids.isEmpty else { return nil }
    let range = pick(uuids)
    let uuid = String(
      decoding: bytes[(range.lowerBound + 1)..<(range.upperBound - 1)], as: UTF8.self)
    let broken = pick([
      String(uuid.dropLast()), uuid + "0", "g" + uuid.dropFirst(), uuid.replacingDashes(),
      "{" + uuid + "}", " " + uuid, uuid.lowercased(), "00000000-0000-0000-0000-000000000000",
      "", "not a uuid",
    ])
    var result = bytes
    result.replaceSubrange(range, with: Array("\"\(broken)\"".utf8))
    return result
  }

  /// Renames a random key of a JSON object: in capitals, with a character more or less, empty,
  /// or to the name of another key of the input (which may then be there twice).
  ///
  /// - Parameter bytes: The input.
  /// - Returns: The changed input, or `nil` when it has no key.
  public mutating func renameKey(_ bytes: [UInt8]) -> [UInt8]? {
    let keys = JSONTokenScan(bytes).keys.filter { $0.count >= 2 }
    guard !keys.isEmpty else { return nil }
    let range = pick(keys)
    let name = String(
      decoding: bytes[(range.lowerBound + 1)..<(range.upperBound - 1)], as: UTF8.self)
    let other = pick(keys)
    let otherName = String(
      decoding: bytes[(other.lowerBound + 1)..<(other.upperBound - 1)], as: UTF8.self)
    let renamed = pick([name.uppercased(), name + "_", String(name.dropFirst()), "", otherName])
    var result = bytes
    result.replaceSubrange(range, with: Array("\"\(renamed)\"".utf8))
    return result
  }

  /// Changes the value of a random key whose name holds `ersion` (`version`, `formatVersion`):
  /// to an older, newer or negative version, a fraction, `Int.max`, a string, `null`, `true`,
  /// an array or an object.
  ///
  /// - Parameter bytes: The input.
  /// - Returns: The changed input, or `nil` when no key names a version.
  public mutating func changeVersion(_ bytes: [UInt8]) -> [UInt8]? {
    let versions = JSONTokenScan(bytes).keys.filter {
      String(decoding: bytes[$0], as: UTF8.self).contains("ersion")
    }
    guard !versions.isEmpty else { return nil }
    var start = pick(versions).upperBound
    while start < bytes.count, bytes[start] != UInt8(ascii: ":") { start += 1 }
    start += 1
    while start < bytes.count, bytes[start] == UInt8(ascii: " ") { start += 1 }
    guard start < bytes.count else { return nil }
    let end = JSONTokenScan.valueEnd(in: bytes, from: start)
    let value = pick([
      "0", "2", "3", "-1", "1.5", "\"1\"", "null", "true", "9223372036854775807", "1e3", "[]",
      "{}",
    ])
    var result = bytes
    result.replaceSubrange(start..<end, with: Array(value.utf8))
    return result
  }

  /// Wraps a random JSON value in 8, 100, 600 or 5 000 arrays (`[[…]]`) or objects
  /// (`{"n":{"n":…}}`), deeper than some parsers accept.
  ///
  /// - Parameter bytes: The input.
  /// - Returns: The changed input, or `nil` when it holds no value.
  public mutating func nestDeeply(_ bytes: [UInt8]) -> [UInt8]? {
    let starts = JSONTokenScan(bytes).valueStarts
    guard !starts.isEmpty else { return nil }
    let start = pick(starts)
    let end = JSONTokenScan.valueEnd(in: bytes, from: start)
    let depth = pick([8, 100, 600, 5_000])
    let (open, close) = below(2) == 0 ? ("[", "]") : ("{\"n\":", "}")
    var result = Array(bytes[..<start])
    result += Array(String(repeating: open, count: depth).utf8)
    result += bytes[start..<end]
    result += Array(String(repeating: close, count: depth).utf8)
    result += bytes[end...]
    return result
  }

  // MARK: Helpers

  /// Replaces the content of a random string (between its quotes) with `content`'s result.
  private mutating func replaceStringContent(
    in bytes: [UInt8], _ content: ([UInt8]) -> [UInt8]
  ) -> [UInt8]? {
    let strings = JSONTokenScan(bytes).strings.filter { $0.count >= 2 }
    guard !strings.isEmpty else { return nil }
    let range = pick(strings)
    let inner = (range.lowerBound + 1)..<(range.upperBound - 1)
    var result = bytes
    result.replaceSubrange(inner, with: content(Array(bytes[inner])))
    return result
  }

  /// Inserts bytes at a random place inside a random string, between two Unicode scalars.
  private mutating func insertIntoString(of bytes: [UInt8], _ inserted: [UInt8]) -> [UInt8]? {
    let strings = JSONTokenScan(bytes).strings.filter { $0.count >= 2 }
    guard !strings.isEmpty else { return nil }
    let range = pick(strings)
    var place = range.lowerBound + 1 + below(range.count - 1)
    while place > range.lowerBound + 1, bytes[place] & 0xC0 == 0x80 { place -= 1 }
    // Not between a backslash and the character it escapes.
    guard bytes[place - 1] != UInt8(ascii: "\\") else { return nil }
    var result = bytes
    result.insert(contentsOf: inserted, at: place)
    return result
  }

  /// Whether a string token, quotes included, holds a UUID: 8-4-4-4-12 hexadecimal digits.
  private static func isUUID(_ token: ArraySlice<UInt8>) -> Bool {
    guard token.count == 38 else { return false }
    for (offset, byte) in token.dropFirst().dropLast().enumerated() {
      if [8, 13, 18, 23].contains(offset) {
        guard byte == UInt8(ascii: "-") else { return false }
      } else {
        guard Character(UnicodeScalar(byte)).isHexDigit else { return false }
      }
    }
    return true
  }

  private static let oddNumbers = [
    "-1", "0", "-0", "1.5", "0.000001", "1e300", "-1e300", "1e-400", "2147483648",
    "9007199254740993", "9223372036854775807", "9223372036854775808", "-9223372036854775809",
    "4611686018427387905", "18446744073709551616", "99999999999999999999999999999",
  ]
}

extension String {
  /// The string without its dashes.
  fileprivate func replacingDashes() -> String {
    filter { $0 != "-" }
  }
}

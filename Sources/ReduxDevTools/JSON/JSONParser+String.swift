import Foundation

extension JSONParser {
  /// Reads a string literal at the current `"`, with its escapes; refuses control characters,
  /// lone surrogates and bytes that are not UTF-8.
  mutating func string() throws(Failure) -> String {
    index += 1
    var string = ""
    var run = index
    func flush(_ end: Int) throws(Failure) {
      guard run < end else { return }
      guard let text = String(bytes: bytes[run..<end], encoding: .utf8) else {
        throw failure("a string is not UTF-8")
      }
      string += text
    }
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        try flush(index)
        index += 1
        return string
      }
      if byte < 0x20 { throw failure("a control character in a string") }
      if byte != UInt8(ascii: "\\") {
        index += 1
        continue
      }
      try flush(index)
      index += 1
      guard index < bytes.count else { break }
      let escape = bytes[index]
      index += 1
      switch escape {
      case UInt8(ascii: "\""): string.unicodeScalars.append("\"")
      case UInt8(ascii: "\\"): string.unicodeScalars.append("\\")
      case UInt8(ascii: "/"): string.unicodeScalars.append("/")
      case UInt8(ascii: "b"): string.unicodeScalars.append("\u{08}")
      case UInt8(ascii: "f"): string.unicodeScalars.append("\u{0C}")
      case UInt8(ascii: "n"): string.unicodeScalars.append("\n")
      case UInt8(ascii: "r"): string.unicodeScalars.append("\r")
      case UInt8(ascii: "t"): string.unicodeScalars.append("\t")
      case UInt8(ascii: "u"): string.unicodeScalars.append(try unicodeEscape())
      default: throw failure("an unknown escape in a string")
      }
      run = index
    }
    throw failure("a string is not closed")
  }

  /// The scalar of `\uXXXX`, or of a surrogate pair `\uD83D\uDE42`.
  private mutating func unicodeEscape() throws(Failure) -> Unicode.Scalar {
    let first = try hexQuad()
    if (0xD800..<0xDC00).contains(first) {
      guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
        bytes[index + 1] == UInt8(ascii: "u")
      else { throw failure("a lone surrogate in a string") }
      index += 2
      let second = try hexQuad()
      guard (0xDC00..<0xE000).contains(second),
        let scalar = Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))
      else { throw failure("a lone surrogate in a string") }
      return scalar
    }
    guard let scalar = Unicode.Scalar(first) else { throw failure("a lone surrogate in a string") }
    return scalar
  }

  /// The four hexadecimal digits after `\u`: no sign, no space, no fewer.
  private mutating func hexQuad() throws(Failure) -> UInt32 {
    guard index + 4 <= bytes.count else {
      throw failure("a \\u escape needs four hexadecimal digits")
    }
    var value: UInt32 = 0
    for byte in bytes[index..<index + 4] {
      guard let digit = Self.hexadecimalDigit(byte) else {
        throw failure("a \\u escape needs four hexadecimal digits")
      }
      value = value << 4 | digit
    }
    index += 4
    return value
  }

  private static func hexadecimalDigit(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a")) + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A")) + 10
    default: nil
    }
  }
}

/// A JSON value as a tree: what a state or a payload encodes to, compared and written by the
/// inspector and the DevTools export.
///
/// Numbers keep the text they are written with, so that a large integer, such as a screen
/// instance's number, is written back digit for digit.
package indirect enum JSONValue: Equatable, Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number, as its JSON text.
  case number(String)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object; written with its keys sorted.
  case object([String: JSONValue])

  /// The value's JSON text, keys sorted, with every `<` escaped so that the text can sit inside
  /// an HTML `<script>` element.
  package var text: String {
    var output = ""
    write(to: &output)
    return output
  }

  /// Appends the value's JSON text to `output`.
  ///
  /// - Parameter output: The text to append to.
  package func write(to output: inout String) {
    switch self {
    case .null: output += "null"
    case .bool(let value): output += value ? "true" : "false"
    case .number(let text): output += text
    case .string(let string): Self.writeString(string, to: &output)
    case .array(let elements):
      output += "["
      for (index, element) in elements.enumerated() {
        if index > 0 { output += "," }
        element.write(to: &output)
      }
      output += "]"
    case .object(let members):
      output += "{"
      for (index, key) in members.keys.sorted().enumerated() {
        if index > 0 { output += "," }
        Self.writeString(key, to: &output)
        output += ":"
        members[key]?.write(to: &output)
      }
      output += "}"
    }
  }

  /// Appends a string as a JSON string literal, with `<`, `>`, `&` and the line and paragraph
  /// separators escaped.
  ///
  /// - Parameters:
  ///   - string: The string.
  ///   - output: The text to append to.
  package static func writeString(_ string: String, to output: inout String) {
    output += "\""
    // Most strings hold nothing to escape: they are appended whole rather than scalar by scalar
    // (the page's JSON is megabytes of them).
    guard string.utf8.contains(where: mayNeedEscaping) else {
      output += string
      output += "\""
      return
    }
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case "<": output += "\\u003c"
      case ">": output += "\\u003e"
      case "&": output += "\\u0026"
      case "\u{2028}": output += "\\u2028"
      case "\u{2029}": output += "\\u2029"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: output.unicodeScalars.append(scalar)
      }
    }
    output += "\""
  }

  /// Whether a byte of a string's UTF-8 may start something ``writeString(_:to:)`` escapes: a
  /// quote, a backslash, a control character, `<`, `>`, `&`, or the first byte of U+2028 and
  /// U+2029 (and of other characters, which are then looked at scalar by scalar).
  private static func mayNeedEscaping(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "<"), UInt8(ascii: ">"),
      UInt8(ascii: "&"), 0xE2:
      return true
    default:
      return byte < 0x20
    }
  }

  /// The member of an object, or `nil` for another value or a missing key.
  package subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members[key]
  }

  /// The string of a `.string`, or `nil`.
  package var stringValue: String? {
    guard case .string(let string) = self else { return nil }
    return string
  }

  /// A finite `Double` as JSON text: whole numbers without a fraction, others as Swift prints
  /// them, which JavaScript reads back to the same number.
  ///
  /// - Parameter value: A finite number.
  /// - Returns: Its JSON text.
  package static func numberText(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 9_007_199_254_740_992 {
      return String(Int64(value))
    }
    return "\(value)"
  }
}

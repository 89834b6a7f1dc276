/// Reading JSON text into a ``JSONValue``: what a DevTools export's actions and states are
/// read as.
extension JSONValue: Decodable {
  /// Decodes any JSON value.
  ///
  /// - Parameter decoder: The decoder to read from.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let bool = try? container.decode(Bool.self) {
      self = .bool(bool)
    } else if let integer = try? container.decode(Int64.self) {
      self = .number(String(integer))
    } else if let unsigned = try? container.decode(UInt64.self) {
      self = .number(String(unsigned))
    } else if let double = try? container.decode(Double.self) {
      self = .number(JSONValue.numberText(double))
    } else if let string = try? container.decode(String.self) {
      self = .string(string)
    } else if let array = try? container.decode([JSONValue].self) {
      self = .array(array)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
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

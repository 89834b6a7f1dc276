extension StateTree {
  /// The tree as compact JSON on one line, keys in the tree's order.
  ///
  /// ```swift
  /// StateTree.object([(key: "count", value: .number("2"))]).json  // {"count":2}
  /// ```
  var json: String {
    switch self {
    case .null:
      return "null"
    case .bool(let value):
      return value ? "true" : "false"
    case .number(let value):
      return value
    case .string(let value), .symbol(let value):
      return Self.jsonString(value)
    case .array(let values):
      return "[" + values.map(\.json).joined(separator: ",") + "]"
    case .object(let entries):
      return "{"
        + entries.map { Self.jsonString($0.key) + ":" + $0.value.json }
        .joined(separator: ",") + "}"
    }
  }

  /// The tree as indented text, one field per line, for people:
  ///
  /// ```text
  /// items:
  ///   - title: "Buy milk"
  ///     isCompleted: false
  /// suggestion: nil
  /// backgroundColor: red
  /// ```
  ///
  /// Strings are quoted, names (``symbol(_:)``) are not; empty optionals are `nil`, empty lists
  /// `[]` and empty objects `{}`.
  ///
  /// - Parameters:
  ///   - indent: The spaces before each line of the top level.
  /// - Returns: The lines.
  func textLines(indent: Int = 0) -> [String] {
    let pad = String(repeating: " ", count: indent)
    switch self {
    case .array(let values) where !values.isEmpty:
      return values.flatMap { value -> [String] in
        let lines = value.textLines(indent: indent + 2)
        guard let first = lines.first else { return [] }
        // The dash takes the place of the first line's indentation.
        return [pad + "- " + first.dropFirst(indent + 2)] + lines.dropFirst()
      }
    case .object(let entries) where !entries.isEmpty:
      return entries.flatMap { entry -> [String] in
        if let inline = entry.value.inlineText {
          return [pad + entry.key + ": " + inline]
        }
        return [pad + entry.key + ":"] + entry.value.textLines(indent: indent + 2)
      }
    default:
      return [pad + (inlineText ?? "")]
    }
  }

  /// The value on one line, for leaves and empty containers; `nil` for others.
  private var inlineText: String? {
    switch self {
    case .null: return "nil"
    case .bool(let value): return value ? "true" : "false"
    case .number(let value): return value
    case .string(let value): return String(reflecting: value)
    case .symbol(let value): return value
    case .array(let values): return values.isEmpty ? "[]" : nil
    case .object(let entries): return entries.isEmpty ? "{}" : nil
    }
  }

  /// A string as a JSON string literal.
  private static func jsonString(_ value: String) -> String {
    var result = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default:
        result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}

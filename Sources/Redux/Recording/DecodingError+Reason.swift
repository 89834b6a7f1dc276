extension DecodingError {
  /// What went wrong, in a few words, with the field's path: for ``RecordingError``'s messages,
  /// and for those of a DevTools file's cost, so that a field gets the same words in both.
  package var reason: String {
    switch self {
    case .keyNotFound(let key, let context):
      return "no '\(key.stringValue)'\(Self.place(context.codingPath))"
    case .typeMismatch(let type, let context):
      return "expected \(type)\(Self.place(context.codingPath))"
    case .valueNotFound(let type, let context):
      return "expected \(type), found null\(Self.place(context.codingPath))"
    case .dataCorrupted(let context):
      // Foundation's decoder says the data is "not valid JSON" of a valid document whose number
      // does not fit the field it fills, and names no field; the readers check that a line is
      // JSON before they decode it, and a DevTools file's cost is decoded from the text of JSON
      // already parsed, so that is what it means there.
      guard context.codingPath.isEmpty, context.debugDescription == Self.foundationInvalidJSON
      else { return context.debugDescription + Self.place(context.codingPath) }
      return "a number does not fit its field: too large, or a fraction where a whole number "
        + "belongs"
    @unknown default:
      return String(describing: self)
    }
  }

  /// What Foundation's `JSONDecoder` says of a number it cannot convert to its field's type.
  private static let foundationInvalidJSON = "The given data was not valid JSON."

  /// ` at payload.add.title`, or nothing for the top level.
  private static func place(_ path: [any CodingKey]) -> String {
    guard !path.isEmpty else { return "" }
    return " at " + path.map(\.stringValue).joined(separator: ".")
  }
}

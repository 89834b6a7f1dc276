extension DecodingError {
  /// What went wrong, in a few words, with the path of the field: for the messages of
  /// ``RecordingError``.
  var reason: String {
    switch self {
    case .keyNotFound(let key, let context):
      return "no '\(key.stringValue)'\(Self.place(context.codingPath))"
    case .typeMismatch(let type, let context):
      return "expected \(type)\(Self.place(context.codingPath))"
    case .valueNotFound(let type, let context):
      return "expected \(type), found null\(Self.place(context.codingPath))"
    case .dataCorrupted(let context):
      return context.debugDescription + Self.place(context.codingPath)
    @unknown default:
      return String(describing: self)
    }
  }

  /// ` at payload.add.title`, or nothing for the top level.
  private static func place(_ path: [any CodingKey]) -> String {
    guard !path.isEmpty else { return "" }
    return " at " + path.map(\.stringValue).joined(separator: ".")
  }
}

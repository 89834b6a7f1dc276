/// A snapshot as JSON, when the app's screen states are `Codable`:
///
/// ```json
/// {"closedWindows":["0C5A…"],"formatVersion":1,
///  "windows":[{"screens":[{"instance":7,"state":{"todoList":{…}}}],"window":"E621…"}]}
/// ```
///
/// Decoding reads `formatVersion` first and refuses a missing, older-unknown or newer version
/// with a ``WindowsSnapshotError``, then checks the content as
/// ``WindowsSnapshot/init(windows:closedWindows:)`` does.
extension WindowsSnapshot: Codable where AppScreenState: Codable {
  private enum CodingKeys: String, CodingKey {
    case formatVersion
    case windows
    case closedWindows
  }

  /// Encodes the format version, the open windows with their screens, and the closed windows.
  ///
  /// - Parameter encoder: The encoder to write to.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(Self.currentFormatVersion, forKey: .formatVersion)
    try container.encode(windows, forKey: .windows)
    try container.encode(closedWindows, forKey: .closedWindows)
  }

  /// Decodes and checks a snapshot.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: ``WindowsSnapshotError`` for a missing or unsupported format version or
  ///   inconsistent content; `DecodingError` for JSON of another shape.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    guard container.contains(.formatVersion) else {
      throw WindowsSnapshotError.missingFormatVersion
    }
    let version = try container.decode(Int.self, forKey: .formatVersion)
    guard version == Self.currentFormatVersion else {
      throw WindowsSnapshotError.unsupportedFormatVersion(
        found: version, supported: Self.currentFormatVersion)
    }
    try self.init(
      windows: container.decode([Window].self, forKey: .windows),
      closedWindows: container.decode([WindowUUID].self, forKey: .closedWindows))
  }
}

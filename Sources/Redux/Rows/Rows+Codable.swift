extension Rows: Encodable where Row: Encodable {
  /// Encodes the rows as a plain array.
  ///
  /// - Parameter encoder: The encoder.
  public func encode(to encoder: any Encoder) throws {
    try elements.encode(to: encoder)
  }
}

extension Rows: Decodable where Row: Decodable {
  /// Decodes a plain array of rows; each row takes a fresh revision.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: `DecodingError.dataCorrupted` naming the id when two rows share one.
  public init(from decoder: any Decoder) throws {
    let rows = try [Row](from: decoder)
    do {
      try self.init(validating: rows)
    } catch {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: decoder.codingPath, debugDescription: error.description))
    }
  }
}

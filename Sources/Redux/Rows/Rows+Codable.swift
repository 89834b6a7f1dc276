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
    var seen = Set<Row.ID>(minimumCapacity: rows.count)
    for row in rows where !seen.insert(row.id).inserted {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath,
          debugDescription: "Two rows have the id \(row.id); each row needs its own id."))
    }
    self.init(rows)
  }
}

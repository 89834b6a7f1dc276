/// An instance identity as its number, so that a ``WindowsSnapshot`` can be saved.
///
/// Decoding an identity moves the process's numbering past it: a ``ScreenInstanceID`` made
/// afterwards, anywhere in the process, is larger, so a restored instance never shares its
/// identity with one shown later.
extension ScreenInstanceID: Codable {
  /// The largest number a decoded identity may have; larger ones are refused, so that moving
  /// the numbering past them leaves the process room for as many identities as it can use.
  public static var largestDecodableNumber: UInt64 { UInt64(1) << 62 }

  /// Decodes an identity and moves the process's numbering past it.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError.dataCorrupted` for 0 (no instance has it) or a number larger than
  ///   ``largestDecodableNumber``.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let number = try container.decode(UInt64.self)
    guard number > 0, number <= Self.largestDecodableNumber else {
      throw DecodingError.dataCorruptedError(
        in: container,
        debugDescription: "\(number) is not a screen instance number (1 to "
          + "\(Self.largestDecodableNumber))")
    }
    RevisionClock.advance(past: number)
    self.init(clockNumber: number)
  }

  /// Encodes the identity as its number.
  ///
  /// - Parameter encoder: The encoder to write to.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(number)
  }
}

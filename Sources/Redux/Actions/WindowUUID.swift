import Foundation

/// The identity of one window of the app, made once when the window opens.
///
/// Actions carry the window they were dispatched for, so that only that window's screens react
/// to them; ``unavailable`` means "no particular window": an action dispatched with it reaches
/// every window. A `WindowUUID` encodes to, and decodes from, a single UUID string.
///
/// ```swift
/// let window = WindowUUID()
/// store.dispatch(ExampleAction(windowUUID: window, actionType: ExampleActionType.tapped))
/// ```
public struct WindowUUID: Hashable, Sendable, Codable, CustomStringConvertible {
  // The 128 bits, most significant byte first, kept as two words rather than as a `UUID`: every
  // action compares and looks up its window several times, and two words compare in two
  // instructions where a `UUID`'s bytes are reached through Foundation.
  @usableFromInline let high: UInt64
  @usableFromInline let low: UInt64

  /// Makes the identity of a new window: a fresh, random UUID.
  public init() {
    self.init(uuid: UUID())
  }

  /// Wraps an existing UUID, for example one restored from saved window state.
  ///
  /// - Parameter uuid: The identifier of the window.
  public init(uuid: UUID) {
    let b = uuid.uuid
    high =
      UInt64(b.0) << 56 | UInt64(b.1) << 48 | UInt64(b.2) << 40 | UInt64(b.3) << 32
      | UInt64(b.4) << 24 | UInt64(b.5) << 16 | UInt64(b.6) << 8 | UInt64(b.7)
    low =
      UInt64(b.8) << 56 | UInt64(b.9) << 48 | UInt64(b.10) << 40 | UInt64(b.11) << 32
      | UInt64(b.12) << 24 | UInt64(b.13) << 16 | UInt64(b.14) << 8 | UInt64(b.15)
  }

  @inlinable
  init(high: UInt64, low: UInt64) {
    self.high = high
    self.low = low
  }

  /// Parses a window identity from its UUID string, such as
  /// `"E621E1F8-C36C-495A-93FC-0C247A3E6E5F"`.
  ///
  /// - Parameter uuidString: The UUID in its canonical textual form.
  /// - Returns: `nil` when the string is not a UUID.
  public init?(uuidString: String) {
    guard let uuid = UUID(uuidString: uuidString) else { return nil }
    self.init(uuid: uuid)
  }

  /// The underlying universally unique identifier.
  public var uuid: UUID {
    func byte(_ word: UInt64, _ index: UInt64) -> UInt8 {
      UInt8(truncatingIfNeeded: word >> (56 - 8 * index))
    }
    return UUID(
      uuid: (
        byte(high, 0), byte(high, 1), byte(high, 2), byte(high, 3),
        byte(high, 4), byte(high, 5), byte(high, 6), byte(high, 7),
        byte(low, 0), byte(low, 1), byte(low, 2), byte(low, 3),
        byte(low, 4), byte(low, 5), byte(low, 6), byte(low, 7)
      ))
  }

  /// "No particular window": an action with this identity reaches every window, for changes that
  /// concern the whole app, such as its settings. It is the nil UUID, all zeros.
  @inlinable
  public static var unavailable: WindowUUID {
    WindowUUID(high: 0, low: 0)
  }

  /// Whether two ids are the same window.
  ///
  /// - Parameters:
  ///   - lhs: An id.
  ///   - rhs: Another id.
  @inlinable
  public static func == (lhs: WindowUUID, rhs: WindowUUID) -> Bool {
    lhs.high == rhs.high && lhs.low == rhs.low
  }

  /// Whether this is ``unavailable``, the identity that stands for every window. Checks the
  /// bits directly: every dispatch asks this several times.
  @inlinable
  public var isUnavailable: Bool {
    high == 0 && low == 0
  }

  /// The full UUID string.
  public var uuidString: String { uuid.uuidString }

  /// The first eight hexadecimal digits, enough to tell windows apart in logs and on screen;
  /// `all` for ``unavailable``.
  public var shortDescription: String {
    isUnavailable ? "all" : String(uuid.uuidString.prefix(8))
  }

  /// The full UUID string, or `unavailable` for ``unavailable``.
  public var description: String {
    isUnavailable ? "unavailable" : uuid.uuidString
  }

  /// Decodes a window identity from a single UUID string.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError.dataCorrupted` saying "not a UUID" for a string that is not one,
  ///   and the decoder's own error for a value that is not a string.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    guard let uuid = UUID(uuidString: try container.decode(String.self)) else {
      throw DecodingError.dataCorruptedError(
        in: container,
        debugDescription: "not a UUID, such as E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
    }
    self.init(uuid: uuid)
  }

  /// Hashes the identity's 128 bits as two 64-bit words.
  ///
  /// - Parameter hasher: The hasher to feed.
  @inlinable
  public func hash(into hasher: inout Hasher) {
    hasher.combine(high)
    hasher.combine(low)
  }

  @inlinable
  var words: (UInt64, UInt64) {
    (high, low)
  }

  /// Encodes the window identity as a single UUID string.
  ///
  /// - Parameter encoder: The encoder to write to.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(uuid)
  }
}

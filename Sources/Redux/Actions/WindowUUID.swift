import Foundation

/// The identity of one window of the app.
///
/// Every window an app shows gets its own `WindowUUID`, made once when the window opens.
/// Actions carry the window they were dispatched for, so that only that window's screens
/// react to them. The special value ``unavailable`` means "no particular window": an action
/// dispatched with it reaches every window.
///
/// ```swift
/// let window = WindowUUID()
/// store.dispatch(ExampleAction(windowUUID: window, actionType: ExampleActionType.tapped))
/// ```
///
/// A `WindowUUID` encodes to, and decodes from, a single UUID string.
public struct WindowUUID: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The underlying universally unique identifier.
  public let uuid: UUID

  /// Makes the identity of a new window: a fresh, random UUID.
  public init() {
    self.uuid = UUID()
  }

  /// Wraps an existing UUID, for example one restored from saved window state.
  ///
  /// - Parameter uuid: The identifier of the window.
  public init(uuid: UUID) {
    self.uuid = uuid
  }

  /// Parses a window identity from its UUID string, such as
  /// `"E621E1F8-C36C-495A-93FC-0C247A3E6E5F"`.
  ///
  /// - Parameter uuidString: The UUID in its canonical textual form.
  /// - Returns: `nil` when the string is not a UUID.
  public init?(uuidString: String) {
    guard let uuid = UUID(uuidString: uuidString) else { return nil }
    self.uuid = uuid
  }

  /// "No particular window": an action with this identity reaches every window.
  ///
  /// Use it for actions that concern the whole app, such as a change of app-wide settings.
  public static let unavailable = WindowUUID(
    uuid: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)))

  /// Whether this is ``unavailable``, the identity that stands for every window.
  ///
  /// Checks the id's bits directly: every dispatch asks this several times.
  @inlinable
  public var isUnavailable: Bool {
    let words = self.words
    return words.0 == 0 && words.1 == 0
  }

  /// The full UUID string.
  public var uuidString: String { uuid.uuidString }

  /// The first eight hexadecimal digits, enough to tell windows apart in logs and on screen.
  ///
  /// ``unavailable`` is shown as `all`.
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
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    self.uuid = try container.decode(UUID.self)
  }

  /// Hashes the identity's 128 bits as two 64-bit words.
  ///
  /// Feeding the hasher two words is cheaper than feeding it sixteen bytes. Equal identities
  /// hash equally, as `Hashable` requires.
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    let words = self.words
    hasher.combine(words.0)
    hasher.combine(words.1)
  }

  /// The id's 128 bits as two words, for hashing and for comparing ids in a `WindowTable`.
  @inlinable
  var words: (UInt64, UInt64) {
    // The 16 bytes of the UUID gathered into two words, most significant byte first; the
    // optimizer turns each word into one load.
    let b = uuid.uuid
    let first =
      UInt64(b.0) << 56 | UInt64(b.1) << 48 | UInt64(b.2) << 40 | UInt64(b.3) << 32
      | UInt64(b.4) << 24 | UInt64(b.5) << 16 | UInt64(b.6) << 8 | UInt64(b.7)
    let second =
      UInt64(b.8) << 56 | UInt64(b.9) << 48 | UInt64(b.10) << 40 | UInt64(b.11) << 32
      | UInt64(b.12) << 24 | UInt64(b.13) << 16 | UInt64(b.14) << 8 | UInt64(b.15)
    return (first, second)
  }

  /// Encodes the window identity as a single UUID string.
  ///
  /// - Parameter encoder: The encoder to write to.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(uuid)
  }
}

import Foundation

/// The identity of one request for a suggestion: a result is applied only to the request its
/// list shows in flight.
///
/// The request action carries a new identity, so a recording replays it exactly; the list keeps
/// it in ``TodoListState/suggestionRequest`` while the request is in flight, and the result
/// carries it back. An identity is never made twice, in this process or any other: a counter
/// kept in the state would be made again after a jump back in time, and a result of the
/// abandoned timeline would then match a request of the new one.
///
/// ```swift
/// let request = SuggestionRequestID()
/// store.dispatch(TodoListAction.requestSuggestion(request), forWindowUUID: window)
/// ```
public struct SuggestionRequestID: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The identity's value.
  public let uuid: UUID

  /// Makes an identity that was never made before.
  public init() {
    uuid = UUID()
  }

  /// Reads an identity written by ``encode(to:)``: its value as a string.
  ///
  /// - Parameters:
  ///   - decoder: The decoder to read from.
  public init(from decoder: any Decoder) throws {
    uuid = try decoder.singleValueContainer().decode(UUID.self)
  }

  /// Writes the identity as its value, a string such as `"E621E1F8-C36C-495A-93FC-0C247A3E6E5F"`.
  ///
  /// - Parameters:
  ///   - encoder: The encoder to write to.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(uuid)
  }

  /// The identity's first eight digits, as logs show window ids.
  public var description: String {
    String(uuid.uuidString.prefix(8))
  }
}

/// One todo: an id, a title, and whether it is done.
///
/// A todo is a row of its list's ``Rows``: its ``id`` names it for as long as it is in the list,
/// wherever it moves, so that a cell (``TodoCellController``) can follow it. The list gives each
/// todo it adds the next id it holds (``TodoListState/nextItemID``), so a recording replays the
/// same ids.
///
/// Encoded with its id: `{"id":1,"title":"Milk","isCompleted":false}`. A todo written before
/// todos had ids (`{"title":"Milk","isCompleted":false}`) is read as an element of a list (a
/// state, a todo file, a recorded restore), and takes its position there, from 1, as its id.
public struct TodoItem: Identifiable, Equatable, Codable, Sendable {
  /// The todo's identity in its list; it never changes.
  public let id: Int
  /// What there is to do.
  public var title: String
  /// Whether it is done.
  public var isCompleted: Bool

  /// Makes a todo.
  ///
  /// - Parameters:
  ///   - id: The todo's identity in its list, from 1 to 2^53 − 1.
  ///   - title: What there is to do.
  ///   - isCompleted: Whether it is done; `false` by default.
  public init(id: Int, title: String, isCompleted: Bool = false) {
    precondition(Self.ids.contains(id), "TodoItem: the id \(id) is not in 1...2^53 - 1.")
    self.id = id
    self.title = title
    self.isCompleted = isCompleted
  }

  /// The ids a todo may have: from 1 to 2^53 − 1, the integers a web page (the inspector) reads
  /// exactly.
  static let ids: ClosedRange<Int> = 1...((1 << 53) - 1)

  private enum CodingKeys: String, CodingKey {
    case id
    case title
    case isCompleted
  }

  /// Reads a todo; one without an id takes its position in the list being read, from 1.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: `DecodingError` when the title or done flag is missing, when the id is not in
  ///   1...2^53 − 1, or when a todo without an id is not read as an element of a list.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    if let id = try container.decodeIfPresent(Int.self, forKey: .id) {
      guard Self.ids.contains(id) else {
        throw DecodingError.dataCorruptedError(
          forKey: .id, in: container,
          debugDescription: "A todo's id is from 1 to \(Self.ids.upperBound); \(id) is not.")
      }
      self.id = id
    } else if let position = decoder.codingPath.last?.intValue {
      // Written before todos had ids: its position in the list names it.
      self.id = position + 1
    } else {
      throw DecodingError.keyNotFound(
        CodingKeys.id,
        DecodingError.Context(
          codingPath: decoder.codingPath,
          debugDescription: "A todo needs an id, unless it is read as part of a list."))
    }
    title = try container.decode(String.self, forKey: .title)
    isCompleted = try container.decode(Bool.self, forKey: .isCompleted)
  }

  /// Writes the todo with its id.
  ///
  /// - Parameter encoder: The encoder.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(title, forKey: .title)
    try container.encode(isCompleted, forKey: .isCompleted)
  }
}

import Foundation
import Redux

/// The todo lists of every window, as the todo file holds them: a versioned JSON document.
///
/// ```json
/// {
///   "version" : 1,
///   "windows" : [
///     {
///       "items" : [
///         {
///           "id" : 1,
///           "isCompleted" : false,
///           "title" : "Milk"
///         }
///       ],
///       "windowUUID" : "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
///     }
///   ]
/// }
/// ```
///
/// Windows are kept in an array, in the order they were first saved, so the file does not
/// reorder itself from one save to the next; keys are sorted and the JSON is pretty printed, so
/// two versions of the file compare line by line.
///
/// Decoding is strict: a file of another ``currentVersion`` is rejected rather than guessed at,
/// and so is a file that names a window twice or names ``WindowUUID/unavailable``.
public struct TodoFile: Equatable, Sendable, Codable {
  /// The format version this app writes and reads.
  ///
  /// Raise it when the format changes in a way older apps cannot read; they then report the
  /// file instead of misreading it.
  public static let currentVersion = 1

  /// The windows that have a list, in the order they were first saved.
  public private(set) var windowUUIDs: [WindowUUID] = []
  private var itemsByWindow: [WindowUUID: [TodoItem]] = [:]

  /// Makes a file with no lists.
  public init() {}

  /// Every window's list, by window. Use ``windowUUIDs`` for their order.
  public var lists: [WindowUUID: [TodoItem]] {
    itemsByWindow
  }

  /// Whether no window has a list.
  public var isEmpty: Bool {
    windowUUIDs.isEmpty
  }

  /// The list of one window.
  ///
  /// Setting a list for a window that has none adds the window at the end of ``windowUUIDs``;
  /// setting `nil` removes the window. ``WindowUUID/unavailable`` stands for every window, not
  /// one, so it never has a list: setting one for it changes nothing.
  ///
  /// ```swift
  /// var file = TodoFile()
  /// file[window] = [TodoItem(id: 1, title: "Milk")]
  /// ```
  ///
  /// - Parameter window: The window.
  public subscript(window: WindowUUID) -> [TodoItem]? {
    get { itemsByWindow[window] }
    set {
      guard !window.isUnavailable else { return }
      guard let newValue else {
        if itemsByWindow.removeValue(forKey: window) != nil {
          windowUUIDs.removeAll { $0 == window }
        }
        return
      }
      if itemsByWindow.updateValue(newValue, forKey: window) == nil {
        windowUUIDs.append(window)
      }
    }
  }

  /// The file's content: pretty-printed JSON with sorted keys, in format ``currentVersion``.
  ///
  /// - Returns: The bytes to write to the file.
  /// - Throws: `EncodingError` if a value cannot be encoded; titles and flags always can.
  public func jsonData() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(self)
  }

  // MARK: Codable

  private enum CodingKeys: String, CodingKey {
    case version
    case windows
  }

  /// One window's entry in the file.
  private struct WindowList: Codable {
    var windowUUID: WindowUUID
    var items: [TodoItem]
  }

  /// The position of an entry in an array, for the coding path of an error.
  private struct IndexKey: CodingKey {
    var intValue: Int?
    var stringValue: String { "Index \(intValue ?? 0)" }

    init(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { nil }
  }

  /// Decodes a todo file, checking its version and that every window appears once.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` when the document is not a todo file of ``currentVersion``, names
  ///   a window twice, or names ``WindowUUID/unavailable``.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    try VersionedJSONReader.checkVersion(in: container, forKey: .version, is: Self.currentVersion) {
      "format version \($0) is not supported; this app reads version \(Self.currentVersion)"
    }
    let windows = try container.decode([WindowList].self, forKey: .windows)
    for (index, window) in windows.enumerated() {
      let problem: String?
      if window.windowUUID.isUnavailable {
        problem = "\(window.windowUUID.uuidString) is not the identity of a window"
      } else if itemsByWindow[window.windowUUID] != nil {
        problem = "window \(window.windowUUID.uuidString) appears more than once"
      } else {
        problem = nil
      }
      if let problem {
        let path = container.codingPath + [CodingKeys.windows, IndexKey(intValue: index)]
        throw DecodingError.dataCorrupted(
          DecodingError.Context(codingPath: path, debugDescription: problem))
      }
      self[window.windowUUID] = window.items
    }
  }

  /// Encodes the file in format ``currentVersion``, windows in order.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: `EncodingError` if the encoder fails.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(Self.currentVersion, forKey: .version)
    let windows = windowUUIDs.map { WindowList(windowUUID: $0, items: itemsByWindow[$0] ?? []) }
    try container.encode(windows, forKey: .windows)
  }

  // MARK: Reading a file's bytes

  /// Reads a todo file from its bytes, saying precisely what is wrong when it cannot.
  ///
  /// Any bytes give a result: nothing a file holds makes this trap (see
  /// ``VersionedJSONReader``).
  ///
  /// - Parameter data: The file's content.
  /// - Returns: The file.
  /// - Throws: What is wrong with the bytes.
  static func decode(_ data: Data) throws(TodoFileError.Problem) -> TodoFile {
    let reader = try VersionedJSONReader(data)
    guard reader.version == currentVersion else { throw .unsupportedVersion(reader.version) }
    return try reader.decode(TodoFile.self)
  }
}

import Foundation
import Redux

/// Reading and writing a ``SessionFile``, and checking what a file holds.
extension SessionFile: Codable {
  private enum CodingKeys: String, CodingKey {
    case version
    case windows
    case settings
    case windowOrder
  }

  /// Decodes a session of the current version and checks that its window order lists windows
  /// once each, every open window among them.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` for another version or shape; ``WindowsSnapshotError`` for bad
  ///   windows.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    try VersionedJSONReader.checkVersion(in: container, forKey: .version, is: Self.currentVersion) {
      "format version \($0) is not \(Self.currentVersion)"
    }
    let windows = try container.decode(WindowsSnapshot<AppScreenState>.self, forKey: .windows)
    let order = try container.decode([WindowUUID].self, forKey: .windowOrder)
    var seen = Set<WindowUUID>()
    for window in order where !seen.insert(window).inserted || window.isUnavailable {
      throw DecodingError.dataCorruptedError(
        forKey: .windowOrder, in: container,
        debugDescription: "window \(window.uuidString) is listed more than once, or is not a "
          + "window")
    }
    if let missing = windows.windows.map(\.window).first(where: { !seen.contains($0) }) {
      throw DecodingError.dataCorruptedError(
        forKey: .windowOrder, in: container,
        debugDescription: "window \(missing.uuidString) is not listed")
    }
    self.init(
      windows: windows, settings: try container.decode(SettingsState.self, forKey: .settings),
      windowOrder: order)
  }

  /// Encodes the version, the windows, the settings and the window order.
  ///
  /// - Parameter encoder: The encoder to write to.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(Self.currentVersion, forKey: .version)
    try container.encode(windows, forKey: .windows)
    try container.encode(settings, forKey: .settings)
    try container.encode(windowOrder, forKey: .windowOrder)
  }

  // MARK: Reading a file's bytes

  /// Decodes a file's bytes, migrating a todo file (version 1).
  ///
  /// - Parameter data: The file's content.
  /// - Returns: The session.
  /// - Throws: What is wrong with the content.
  static func decode(_ data: Data) throws(TodoFileError.Problem) -> SessionFile {
    let reader = try VersionedJSONReader(data)
    switch reader.version {
    case TodoFile.currentVersion:
      return migrated(try reader.decode(TodoFile.self))
    case currentVersion:
      return try reader.decode(SessionFile.self)
    default:
      throw .unsupportedVersion(reader.version)
    }
  }

  /// The session a todo file stands for: each window it lists open, in its order, showing a
  /// todo list with the window's items.
  static func migrated(_ todos: TodoFile) -> SessionFile {
    var screens = ActiveScreensState<AppScreenState>()
    for window in todos.windowUUIDs {
      screens.reduce(ScreenAction(windowUUID: window, actionType: .showScreen, screen: .todoList))
      screens.reduce(
        Action(TodoListAction.restore(todos[window] ?? []), windowUUID: window))
    }
    return SessionFile(
      windows: screens.snapshot(), settings: SettingsState(), windowOrder: todos.windowUUIDs)
  }
}

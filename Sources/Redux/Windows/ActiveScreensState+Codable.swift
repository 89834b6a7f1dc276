/// The screens of every window as JSON, when the app's screen states are `Codable`: so that an
/// app state holding them can be written in a recording's header, or saved.
///
/// The open windows are written in the order they opened, each with its screens in the order
/// they were shown; the closed windows, which stay closed, are written sorted:
/// `{"closedWindows":["0C5A…"],"windows":[{"screens":[{"todoList":{…}}],"window":"E621…"}]}`.
///
/// Revisions are bookkeeping and are not written: a decoded state, with fresh ones, equals the
/// state that was encoded.
extension ActiveScreensState: Codable where AppScreenState: Codable {
  private enum CodingKeys: String, CodingKey {
    case windows
    case closedWindows
  }

  private struct OpenWindow: Codable, Equatable {
    var window: WindowUUID
    var screens: [AppScreenState]
  }

  /// Encodes the open windows with their screens, and the closed windows.
  ///
  /// - Parameter encoder: The encoder to write to.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    let windows = openWindows.map { OpenWindow(window: $0, screens: screens(in: $0)) }
    try container.encode(windows, forKey: .windows)
    let closed = closedWindows.members.sorted { $0.uuidString < $1.uuidString }
    try container.encode(closed, forKey: .closedWindows)
  }

  /// Decodes the open windows with their screens, and the closed windows.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError.dataCorrupted` when a window is listed twice, or both open and
  ///   closed.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let windows = try container.decode([OpenWindow].self, forKey: .windows)
    let closed = try container.decode([WindowUUID].self, forKey: .closedWindows)
    self.init()
    for window in closed {
      closedWindows.insert(window)
    }
    for open in windows {
      guard screensByWindow[open.window] == nil, !closedWindows.contains(open.window) else {
        throw DecodingError.dataCorruptedError(
          forKey: .windows, in: container,
          debugDescription: "window \(open.window) is listed twice, or both open and closed")
      }
      var screens = WindowScreens<AppScreenState>()
      for state in open.screens {
        screens.append(state)
      }
      screensByWindow[open.window] = screens
      openWindows.append(open.window)
    }
  }
}

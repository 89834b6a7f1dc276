/// Why a ``WindowsSnapshot`` was refused: its format version is not one this build reads, or its
/// content does not describe windows that can exist together.
///
/// A snapshot read from a file is outside data. Decoding it (or making one with
/// ``WindowsSnapshot/init(windows:closedWindows:)``) checks it whole and throws one of these
/// errors instead of restoring something inconsistent; nothing traps.
public enum WindowsSnapshotError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The snapshot has no `formatVersion`.
  case missingFormatVersion
  /// The snapshot's format version is newer than, or otherwise not, one this build reads.
  case unsupportedFormatVersion(found: Int, supported: Int)
  /// A window is listed more than once, among the open or among the closed windows.
  case duplicateWindow(WindowUUID)
  /// A window is listed both open and closed.
  case windowOpenAndClosed(WindowUUID)
  /// ``WindowUUID/unavailable``, which stands for every window, is listed as a window.
  case notAWindow(WindowUUID)
  /// A screen instance is listed more than once, in one window or in several.
  case duplicateInstance(ScreenInstanceID)
  /// A screen's state belongs to another window than the one that lists it.
  case screenOfAnotherWindow(window: WindowUUID, stateWindow: WindowUUID)

  /// A sentence that says what is wrong.
  public var description: String {
    switch self {
    case .missingFormatVersion:
      return "the windows snapshot has no formatVersion"
    case .unsupportedFormatVersion(let found, let supported):
      let kind = found > supported ? "newer than the one" : "not the one"
      return "the windows snapshot has format version \(found), \(kind) this build reads "
        + "(\(supported))"
    case .duplicateWindow(let window):
      return "window \(window.uuidString) is listed more than once in the windows snapshot"
    case .windowOpenAndClosed(let window):
      return "window \(window.uuidString) is listed both open and closed in the windows snapshot"
    case .notAWindow(let window):
      return "\(window.uuidString) is not the identity of a window"
    case .duplicateInstance(let instance):
      return "screen instance \(instance) is listed more than once in the windows snapshot"
    case .screenOfAnotherWindow(let window, let stateWindow):
      return "window \(window.uuidString) lists a screen state of window "
        + "\(stateWindow.uuidString)"
    }
  }
}

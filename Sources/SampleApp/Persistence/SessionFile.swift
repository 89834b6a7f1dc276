import Foundation
import Redux

/// Everything `--state-file` keeps of a session: the windows with their screens and states, the
/// app-wide settings, and every window the session opened, in opening order.
///
/// ```json
/// {
///   "settings" : { "backgroundColor" : "blue", "textColor" : "white" },
///   "version" : 2,
///   "windowOrder" : [ "E621…", "0C5A…" ],
///   "windows" : { "closedWindows" : [ "0C5A…" ], "formatVersion" : 1, "windows" : [ … ] }
/// }
/// ```
///
/// `windows` is the framework's ``WindowsSnapshot``: open windows in order, the screens of each
/// with their instances, and each screen's lasting state (``AppScreenState/defaultState(from:)``
/// resets confirmations and drops a suggestion being fetched). `windowOrder` lists every window
/// the session opened, open or closed, so that a program numbering windows (as `redux-cli
/// simulate` does) numbers them the same way in the next run and never gives a closed window's
/// number again.
///
/// A file of version 1, the todo file that ``TodoFile`` describes, is read too: each window it
/// lists comes back open, in its order, showing a todo list with its items.
public struct SessionFile: Equatable, Sendable {
  /// The format version this app writes, and the newest it reads.
  public static let currentVersion = 2

  /// The windows, their screens and the screens' lasting states.
  public var windows: WindowsSnapshot<AppScreenState>
  /// The app-wide settings.
  public var settings: SettingsState
  /// Every window the session opened, open or closed, in the order they first opened.
  public var windowOrder: [WindowUUID]

  /// Makes the file of a session.
  ///
  /// - Parameters:
  ///   - windows: The windows, as ``ActiveScreensState/snapshot()`` takes them.
  ///   - settings: The app-wide settings.
  ///   - windowOrder: Every window opened, in opening order; it must list each open window of
  ///     `windows` once.
  public init(
    windows: WindowsSnapshot<AppScreenState>, settings: SettingsState, windowOrder: [WindowUUID]
  ) {
    self.windows = windows
    self.settings = settings
    self.windowOrder = windowOrder
  }

  /// The file of a session that opened no window, with the default settings.
  public static var empty: SessionFile {
    SessionFile(windows: .none, settings: SettingsState(), windowOrder: [])
  }

  /// The file of a session as an app state holds it.
  ///
  /// - Parameters:
  ///   - state: The app's state.
  ///   - windowOrder: Every window opened, in opening order.
  public init(of state: AppState, windowOrder: [WindowUUID]) {
    self.init(
      windows: state.activeScreens.snapshot(), settings: state.settings, windowOrder: windowOrder)
  }

  /// The file as pretty-printed JSON with sorted keys.
  ///
  /// - Returns: The bytes to write.
  /// - Throws: An `EncodingError` if a state cannot be encoded.
  public func jsonData() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(self)
  }
}

extension WindowsSnapshot where AppScreenState == SampleApp.AppScreenState {
  /// A snapshot with no window.
  static var none: Self {
    ActiveScreensState<AppScreenState>().snapshot()
  }
}

/// The windows of an app at one moment: which are open and in what order, the screens each shows in
/// order with the identity of each instance, and each screen's lasting state.
///
/// Take one with ``ActiveScreensState/snapshot()``, save it (it is `Codable` when the screen states
/// are), and give it back to a store with a ``RestoreWindowsAction``, for example after the app
/// relaunched.
///
/// Each screen state is kept as ``StateType/defaultState(from:)`` returns it, so transient data (a
/// confirmation on show, a fetch on its way) comes back reset. A snapshot is checked whole when it
/// is made or decoded (see ``WindowsSnapshotError``), and decoding one moves the process's instance
/// numbering past every instance it holds, so a ``ScreenInstanceID`` made later never equals a
/// restored one. See <doc:RestoringWindows>.
public struct WindowsSnapshot<AppScreenState: ActiveScreenState>: Equatable, Sendable {
  /// The format version this build writes, and the newest it reads.
  public static var currentFormatVersion: Int { 1 }

  /// One open window: its identity and its screens, in the order they were shown.
  public struct Window: Equatable, Sendable {
    /// The window's identity.
    public let window: WindowUUID
    /// The window's screens, in the order they were shown.
    public let screens: [Screen]

    /// Makes the description of one open window.
    ///
    /// - Parameters:
    ///   - window: The window's identity.
    ///   - screens: Its screens, in the order they are shown.
    public init(window: WindowUUID, screens: [Screen]) {
      self.window = window
      self.screens = screens
    }
  }

  /// One instance of a screen in a window: its identity and its lasting state.
  public struct Screen: Equatable, Sendable {
    /// The instance's identity.
    public let instance: ScreenInstanceID
    /// The instance's state, with its transient data reset.
    public let state: AppScreenState

    /// Makes the description of one screen instance.
    ///
    /// - Parameters:
    ///   - instance: The instance's identity.
    ///   - state: Its state.
    public init(instance: ScreenInstanceID, state: AppScreenState) {
      self.instance = instance
      self.state = state
    }
  }

  /// The open windows, in the order they opened.
  public let windows: [Window]
  /// The windows that were closed and stay closed, sorted by identity.
  public let closedWindows: [WindowUUID]

  /// Makes a snapshot from its parts, after checking that they can exist together.
  ///
  /// - Parameters:
  ///   - windows: The open windows, in order, each with its screens.
  ///   - closedWindows: The windows that were closed and must stay closed.
  /// - Throws: ``WindowsSnapshotError`` when a window is listed twice, both open and closed, or
  ///   is ``WindowUUID/unavailable``; when an instance is listed twice; or when a screen's state
  ///   belongs to another window.
  public init(windows: [Window], closedWindows: [WindowUUID]) throws(WindowsSnapshotError) {
    var seenWindows = Set<WindowUUID>()
    var seenInstances = Set<ScreenInstanceID>()
    for window in windows {
      guard !window.window.isUnavailable else { throw .notAWindow(window.window) }
      guard seenWindows.insert(window.window).inserted else {
        throw .duplicateWindow(window.window)
      }
      for screen in window.screens {
        guard seenInstances.insert(screen.instance).inserted else {
          throw .duplicateInstance(screen.instance)
        }
        if let owner = screen.state.windowUUID, owner != window.window {
          throw .screenOfAnotherWindow(window: window.window, stateWindow: owner)
        }
      }
    }
    var seenClosed = Set<WindowUUID>()
    for window in closedWindows {
      guard !window.isUnavailable else { throw .notAWindow(window) }
      guard seenClosed.insert(window).inserted else { throw .duplicateWindow(window) }
      guard !seenWindows.contains(window) else { throw .windowOpenAndClosed(window) }
    }
    self.windows = windows
    self.closedWindows = closedWindows.sorted { $0.uuidString < $1.uuidString }
  }

  /// Without checks: a state holds each window once, never both open and closed, so only an app
  /// that showed one instance identity in two windows, or whose screen state names another
  /// window, makes a snapshot that decoding then refuses. Taking it never traps.
  init(reflecting windows: [Window], closedWindows: [WindowUUID]) {
    self.windows = windows
    self.closedWindows = closedWindows.sorted { $0.uuidString < $1.uuidString }
  }

  var largestInstanceNumber: UInt64 {
    windows.lazy.flatMap(\.screens).map(\.instance.number).max() ?? 0
  }
}

/// A window as `{"screens":[…],"window":"E621…"}`.
extension WindowsSnapshot.Window: Codable where AppScreenState: Codable {}

/// A screen instance as `{"instance":7,"state":{…}}`.
extension WindowsSnapshot.Screen: Codable where AppScreenState: Codable {}

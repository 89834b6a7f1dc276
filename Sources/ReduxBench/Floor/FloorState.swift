import Redux

/// The floors' whole state: the windows with their screen states inline, and the subscriber of
/// each screen, called directly when its screen changes.
///
/// Built once; a dispatch reduces one window in place and calls the subscribers of the screens
/// that changed, and allocates nothing.
@MainActor
struct FloorState {
  /// The open windows, in the order of the script's windows.
  private(set) var windows: [FloorWindow]
  /// Each screen's subscriber: window after window, screen after screen in the order of
  /// `BenchScreen.allCases`, as the store's subject subscribes its probes.
  let probes: [ScreenProbe]

  /// A state with nothing in it, to stand in while a batch works on the real one.
  static let empty = FloorState(windows: [], probes: [])

  /// Opens windows showing every screen, each screen with its own subscriber.
  ///
  /// - Parameters:
  ///   - windowUUIDs: The windows, in order.
  init(windowUUIDs: [WindowUUID]) {
    windows = windowUUIDs.map { FloorWindow(window: $0) }
    probes = (0..<(windowUUIDs.count * Self.screensPerWindow)).map { _ in ScreenProbe() }
  }

  /// Makes a state from its parts.
  private init(windows: [FloorWindow], probes: [ScreenProbe]) {
    self.windows = windows
    self.probes = probes
  }

  /// The screens each window shows.
  static let screensPerWindow = BenchScreen.allCases.count

  /// Reduces a tap on a screen of the window at `index`, then calls the subscriber of each
  /// screen of that window whose state changed, with its new state.
  ///
  /// - Parameters:
  ///   - screen: The screen tapped.
  ///   - index: The window's position in ``windows``.
  @inline(__always)
  mutating func tap(_ screen: BenchScreen, inWindowAt index: Int) {
    var changed = windows[index].reduce(tapping: screen).rawValue
    let first = index * Self.screensPerWindow
    while changed != 0 {
      let position = changed.trailingZeroBitCount
      changed &= changed - 1
      probes[first + position].newState(state: windows[index].state(at: position))
    }
  }
}

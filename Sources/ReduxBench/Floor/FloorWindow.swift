import Redux

/// One window of the floors' state: its five screen states held inline, reduced in place by a
/// `switch`.
///
/// The reduction is the store's, screen for screen: the tapped screen counts the tap and sets
/// its transient flag, every other screen of the window resets its flag
/// (``BenchPanelState/reducer``). Nothing else is read or written.
struct FloorWindow: Sendable {
  /// The feed screen's state.
  var feed: BenchPanelState
  /// The search screen's state.
  var search: BenchPanelState
  /// The inbox screen's state.
  var inbox: BenchPanelState
  /// The profile screen's state.
  var profile: BenchPanelState
  /// The settings screen's state.
  var settings: BenchPanelState

  /// A window showing every screen in its initial state, as the store's `showScreen` makes it.
  ///
  /// - Parameters:
  ///   - window: The window's identifier, kept in each screen's state as the store keeps it.
  init(window: WindowUUID) {
    feed = BenchPanelState(windowUUID: window, screen: .feed)
    search = BenchPanelState(windowUUID: window, screen: .search)
    inbox = BenchPanelState(windowUUID: window, screen: .inbox)
    profile = BenchPanelState(windowUUID: window, screen: .profile)
    settings = BenchPanelState(windowUUID: window, screen: .settings)
  }

  /// Reduces a tap on one screen, in place.
  ///
  /// - Parameters:
  ///   - screen: The screen tapped.
  /// - Returns: The screens whose state changed: the tapped one, and each other one whose flag
  ///   was set.
  @inline(__always)
  mutating func reduce(tapping screen: BenchScreen) -> FloorChangedScreens {
    var changed = FloorChangedScreens(screen)
    Self.resetFlag(&feed, .feed, &changed)
    Self.resetFlag(&search, .search, &changed)
    Self.resetFlag(&inbox, .inbox, &changed)
    Self.resetFlag(&profile, .profile, &changed)
    Self.resetFlag(&settings, .settings, &changed)
    switch screen {
    case .feed: Self.tap(&feed)
    case .search: Self.tap(&search)
    case .inbox: Self.tap(&inbox)
    case .profile: Self.tap(&profile)
    case .settings: Self.tap(&settings)
    }
    return changed
  }

  /// The state of the screen whose raw value is `position`.
  ///
  /// - Parameters:
  ///   - position: A ``BenchScreen`` raw value, from 0 to 4.
  @inline(__always)
  func state(at position: Int) -> BenchPanelState {
    switch position {
    case 0: return feed
    case 1: return search
    case 2: return inbox
    case 3: return profile
    default: return settings
    }
  }

  /// Resets a screen's transient flag, noting the screen as changed if the flag was set.
  @inline(__always)
  private static func resetFlag(
    _ state: inout BenchPanelState, _ screen: BenchScreen, _ changed: inout FloorChangedScreens
  ) {
    if state.wasJustTapped {
      state.wasJustTapped = false
      changed.insert(FloorChangedScreens(screen))
    }
  }

  /// Counts a tap and sets the transient flag.
  @inline(__always)
  private static func tap(_ state: inout BenchPanelState) {
    state.taps += 1
    state.wasJustTapped = true
  }
}

import Foundation
import Redux

// Fixtures of the five-screen count tests: the shape `redux-bench` measures, with five
// screens per window, each handling its own action type, and a reducer that reports its runs.

/// The five screens of the count tests.
enum PanelScreen: Hashable, Sendable, CaseIterable {
  case first, second, third, fourth, fifth
}

/// A tap on one screen; every other screen of the window resets its transient flag.
enum PanelTapActionType: ActionType {
  case tap(PanelScreen)
}

/// One screen's state, as the wiki writes it: a counter and a transient flag.
struct PanelScreenState: ScreenState {
  var windowUUID: WindowUUID
  var screen: PanelScreen
  var taps = 0
  var wasTapped = false

  static let reducer: Reducer<Self> = { state, action in
    guard action.windowUUID == .unavailable || action.windowUUID == state.windowUUID else {
      return defaultState(from: state)
    }
    guard case PanelTapActionType.tap(let screen) = action.actionType, screen == state.screen else {
      return defaultState(from: state)
    }
    return PanelScreenState(
      windowUUID: state.windowUUID, screen: state.screen, taps: state.taps + 1, wasTapped: true)
  }

  static func defaultState(from state: PanelScreenState) -> PanelScreenState {
    PanelScreenState(windowUUID: state.windowUUID, screen: state.screen, taps: state.taps)
  }
}

/// Counts screen reducer runs, window by window; the reducer reports to the recorder that is
/// current for the task, so tests running in parallel count only their own runs.
final class PanelRunRecorder: @unchecked Sendable {
  // Safety: `windows` is only read or written while `lock` is held.
  @TaskLocal static var current: PanelRunRecorder?

  private let lock = NSLock()
  private var windows: [WindowUUID?] = []

  /// The windows whose screen reducers ran, one entry per run.
  var runs: [WindowUUID?] { lock.withLock { windows } }

  func record(_ window: WindowUUID?) {
    lock.withLock { windows.append(window) }
  }

  func reset() {
    lock.withLock { windows.removeAll() }
  }

  /// Runs `body` with this recorder current.
  func counting<Result>(_ body: () throws -> Result) rethrows -> Result {
    try Self.$current.withValue(self, operation: body)
  }
}

/// The screen-state type of the five-screen tests; its reducer reports each run.
struct PanelSlot: ActiveScreenState {
  var state: PanelScreenState

  static let reducer: Reducer<Self> = { slot, action in
    PanelRunRecorder.current?.record(slot.windowUUID)
    return PanelSlot(state: PanelScreenState.reducer(slot.state, action))
  }

  static func initialState(for screen: PanelScreen, window: WindowUUID) -> PanelSlot {
    PanelSlot(state: PanelScreenState(windowUUID: window, screen: screen))
  }

  var associatedAppScreen: PanelScreen { state.screen }

  var windowUUID: WindowUUID? { state.windowUUID }
}

/// An app state of windows showing the five screens, reduced in place.
struct PanelAppState: WindowedState {
  var activeScreens = ActiveScreensState<PanelSlot>()

  static func defaultState(from state: PanelAppState) -> PanelAppState { state }

  static let reducer: InPlaceReducer<PanelAppState> = { state, action in
    state.activeScreens.reduce(action)
  }

  /// A state whose windows each show the five screens.
  static func showingEveryScreen(in windows: [WindowUUID]) -> PanelAppState {
    var state = PanelAppState()
    for window in windows {
      for screen in PanelScreen.allCases {
        state.activeScreens.reduce(
          ScreenAction<PanelScreen>(windowUUID: window, actionType: .showScreen, screen: screen))
      }
    }
    return state
  }
}

import Redux

// Fixtures of the StateRecorder tests: a small store-wide state, and a windowed app with one
// screen.

enum TallyActionType: ActionType {
  case increment
  /// Changes `touches` only, so a selection of `count` stays the same.
  case touch
  case rename(String)
  case noop
}

/// A small state: a selection of `count` is unchanged by `touch` and `rename`.
struct Tally: StateType {
  var count = 0
  var touches = 0
  var name = ""

  static func defaultState(from state: Tally) -> Tally { state }

  static let reducer: Reducer<Tally> = { state, action in
    var next = state
    switch action.actionType {
    case TallyActionType.increment:
      next.count += 1
    case TallyActionType.touch:
      next.touches += 1
    case TallyActionType.rename(let name):
      next.name = name
    default:
      break
    }
    return next
  }
}

func tallyAction(_ type: TallyActionType) -> Action {
  Action(windowUUID: .unavailable, actionType: type)
}

/// A selection that is not `Equatable`, so the store sends it after every action.
struct CountBox {
  let count: Int
}

enum PadScreen: Hashable, Sendable {
  case pad
}

enum PadActionType: ActionType {
  case tap
  /// Reaches the pad's reducer but changes nothing.
  case look
}

/// A windowed app with one screen: a pad that counts the taps of its window.
enum PadScreenState: ActiveScreenState {
  case pad(taps: Int, window: WindowUUID)

  static let reducer: Reducer<PadScreenState> = { state, action in
    guard case .pad(let taps, let window) = state else { return state }
    switch action.actionType {
    case PadActionType.tap:
      return .pad(taps: taps + 1, window: window)
    default:
      return state
    }
  }

  static func initialState(for screen: PadScreen, window: WindowUUID) -> PadScreenState {
    .pad(taps: 0, window: window)
  }

  var associatedAppScreen: PadScreen { .pad }

  var windowUUID: WindowUUID? {
    guard case .pad(_, let window) = self else { return nil }
    return window
  }

  var taps: Int {
    guard case .pad(let taps, _) = self else { return 0 }
    return taps
  }
}

struct PadAppState: WindowedState {
  var activeScreens = ActiveScreensState<PadScreenState>()

  static func defaultState(from state: PadAppState) -> PadAppState { state }

  static let reducer: Reducer<PadAppState> = { state, action in
    var next = state
    next.activeScreens.reduce(action)
    return next
  }

  /// The taps of a window's pad, or `nil` when the window shows none.
  func taps(in window: WindowUUID) -> Int? {
    activeScreens.screenState(for: .pad, window: window)?.taps
  }
}

/// A store with a pad shown in each of `windows`.
@MainActor
func makePadStore(showingPadIn windows: [WindowUUID]) -> Store<PadAppState> {
  let store = Store(state: PadAppState(), reducer: PadAppState.reducer)
  for window in windows {
    store.dispatch(
      ScreenAction(
        windowUUID: window, actionType: ScreenActionType.showScreen, screen: PadScreen.pad)
    )
  }
  return store
}

func padAction(_ type: PadActionType, _ window: WindowUUID) -> Action {
  Action(windowUUID: window, actionType: type)
}

import Foundation
import Redux
import Testing

// Fixtures of the queued-order tests: a screen that counts the task results it reduces, whether
// a result is a class action or an enum action; the three actions of the race, in every order;
// and a store for results that keeps one until the test lets it go.

/// The one screen of ``TallyAppState``.
enum TallyScreen: Hashable, Sendable {
  case tally
}

typealias TallyScreenAction = ScreenAction<TallyScreen>

/// What a tally's task result is, as a class action's type.
enum TallyActionType: ActionType {
  case counted
  /// Asks the window's first tally to start its task.
  case request
}

/// A task's result written as a class action.
final class TallyResultAction: Action {
  init(windowUUID: WindowUUID) {
    super.init(windowUUID: windowUUID, actionType: TallyActionType.counted)
  }
}

/// A task's result written as an enum action.
enum TallyEnumAction: ModernAction {
  case counted
}

/// How a test's task writes its result.
enum TallyResultKind: CaseIterable, Sendable {
  case classAction
  case enumAction

  /// The result for a window, aimed at no instance: the window's first tally takes it.
  func result(in window: WindowUUID) -> Action {
    switch self {
    case .classAction: return TallyResultAction(windowUUID: window)
    case .enumAction: return Action(TallyEnumAction.counted, windowUUID: window)
    }
  }

  /// Whether an action is a result of this kind.
  func isResult(_ action: Action) -> Bool {
    switch self {
    case .classAction: return action is TallyResultAction
    case .enumAction: return action.actionType(as: TallyEnumAction.self) == .counted
    }
  }
}

/// A tally: how many task results it reduced, of either kind.
struct TallyScreenState: ActiveScreenState {
  var windowUUID: WindowUUID?
  var results = 0

  static let reducer: Reducer<Self> = { state, action in
    switch action.actionType {
    case TallyActionType.counted, TallyEnumAction.counted:
      var counted = state
      counted.results += 1
      return counted
    default:
      return state
    }
  }

  static func initialState(for screen: TallyScreen, window: WindowUUID) -> Self {
    Self(windowUUID: window)
  }

  var associatedAppScreen: TallyScreen { .tally }
}

/// An app state whose windows show tallies, reduced in place.
struct TallyAppState: WindowedState {
  var activeScreens = ActiveScreensState<TallyScreenState>()

  static func defaultState(from state: TallyAppState) -> TallyAppState { state }

  static let reducer: InPlaceReducer<TallyAppState> = { state, action in
    state.activeScreens.reduce(action)
  }

  /// The results one tally reduced, or `nil` when its window does not show it.
  func results(of instance: ScreenInstanceID, in window: WindowUUID) -> Int? {
    activeScreens.screenState(of: instance, window: window)?.results
  }
}

/// One of the three actions of the race.
enum QueuedStep: Sendable {
  /// The result of the task started for the window's first tally.
  case result
  /// Hides that tally.
  case hide
  /// Shows a new tally, with an identity of its own.
  case show
}

/// An order in which the three actions of the race reach the store.
struct QueuedOrder: Sendable, CustomTestStringConvertible {
  let steps: [QueuedStep]

  /// The six orders.
  static let all: [QueuedOrder] = [
    [.result, .hide, .show], [.result, .show, .hide], [.hide, .result, .show],
    [.hide, .show, .result], [.show, .result, .hide], [.show, .hide, .result],
  ].map(QueuedOrder.init)

  var testDescription: String {
    steps.map { "\($0)" }.joined(separator: " → ")
  }
}

/// A store for window-task results that keeps each one until the test lets it go, then passes
/// it on to another store.
///
/// The result has been handed over by its task (its `WindowTasks` counts it as dispatched),
/// but the store has not seen it yet. No thread waits meanwhile: the result is kept, not its
/// task's thread.
final class HeldResults: DispatchStore, @unchecked Sendable {
  // Safety: `held` is read and written only inside `lock.withLock`; `target` is a constant and
  // `Sendable`. An action kept is handed over by `dispatch` (`sending`) and handed on once, by
  // `letGo`: no one else reaches it meanwhile.
  private let lock = NSLock()
  private let target: any DispatchStore
  private var held: [Action] = []

  init(forwardingTo target: any DispatchStore) {
    self.target = target
  }

  /// How many results are kept.
  var count: Int { lock.withLock { held.count } }

  func dispatch(_ action: sending Action) {
    nonisolated(unsafe) let action = action
    lock.withLock { held.append(action) }
  }

  /// Passes the results kept on to the store, in the order they came.
  func letGo() {
    nonisolated(unsafe) let actions = lock.withLock { () -> [Action] in
      defer { held = [] }
      return held
    }
    for action in actions {
      nonisolated(unsafe) let action = action
      target.dispatch(action)
    }
  }
}

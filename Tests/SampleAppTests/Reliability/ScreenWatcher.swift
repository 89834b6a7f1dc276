import Redux
import SampleApp

/// A screen subscription of the model-based test: watches one screen of one window, as that
/// screen's controller would.
///
/// Its selection is `Equatable`, so it must be called exactly when the screen's state in its
/// window changed (shown and closed included), and must hold the screen's current state after
/// every step: a screen subscription that missed a change would be found holding an old one.
@MainActor
final class ScreenWatcher: StoreSubscriber {
  typealias SubscriberStateType = AppScreenState?

  let window: WindowUUID
  let screen: AppScreen
  private(set) var latest: AppScreenState??
  private(set) var calls = 0
  /// How many calls it had at the last ``mark()``.
  private var callsAtMark = 0

  /// The number of calls since the last ``mark()``.
  var callsSinceMark: Int {
    calls - callsAtMark
  }

  init(window: WindowUUID, screen: AppScreen, store: Store<AppState>) {
    self.window = window
    self.screen = screen
    store.subscribe(self, to: .screen(screen, in: window)) { [window] in
      $0.select { $0.activeScreens.screenState(for: screen, window: window) }
    }
  }

  /// Starts counting calls afresh.
  func mark() {
    callsAtMark = calls
  }

  func newState(state: AppScreenState?) {
    latest = .some(state)
    calls += 1
  }

  /// What is wrong with the watcher after a step, given the window's state before and after it.
  func problems(before: AppState, after: AppState) -> [String] {
    var problems: [String] = []
    let name = "the watcher of \(screen) in window \(window.shortDescription)"
    let current = after.activeScreens.screenState(for: screen, window: window)
    let changed = before.activeScreens.screenState(for: screen, window: window) != current
    if callsSinceMark != (changed ? 1 : 0) {
      problems.append(
        "\(name) was called \(callsSinceMark) times " + (changed ? "for a change" : "without one"))
    }
    if latest != .some(current) {
      problems.append("\(name) does not hold the screen's state")
    }
    return problems
  }
}

import Redux
import SampleApp

/// A subscriber of the model-based test watching one window's screens, as a screen's controller
/// would watch its window.
///
/// Its selection is `Equatable`, so it must be called exactly when the window's screens
/// changed, and must hold the window's current screens after every step.
@MainActor
final class WindowWatcher: StoreSubscriber {
  typealias SubscriberStateType = [AppScreenState]

  let window: WindowUUID
  private(set) var latest: [AppScreenState]?
  private(set) var calls = 0
  /// How many calls it had at the last ``mark()``.
  private var callsAtMark = 0

  /// The number of calls since the last ``mark()``.
  var callsSinceMark: Int {
    calls - callsAtMark
  }

  init(window: WindowUUID, store: Store<AppState>) {
    self.window = window
    store.subscribe(self, to: .window(window)) { [window] in
      $0.select { $0.activeScreens.screens(in: window) }
    }
  }

  /// Starts counting calls afresh.
  func mark() {
    callsAtMark = calls
  }

  func newState(state: [AppScreenState]) {
    latest = state
    calls += 1
  }
}

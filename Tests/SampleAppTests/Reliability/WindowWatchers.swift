import Redux
import SampleApp

/// The ``WindowWatcher`` of every open window of the model-based test, with a ``ScreenWatcher``
/// for each of the window's screens, and the checks that each heard what it should.
///
/// A window gets its watcher when it opens. When it closes, the store must have ended the
/// watcher's subscription; the watcher is kept for a while to check that it is never called
/// again, then let go of and checked to be released.
@MainActor
final class WindowWatchers {
  private let store: Store<AppState>
  private var watchers: [WindowUUID: WindowWatcher] = [:]
  private var screenWatchers: [WindowUUID: [ScreenWatcher]] = [:]
  /// Watchers of closed windows, with the number of calls they had when their window closed.
  private var retired: [(watcher: WindowWatcher, calls: Int)] = []
  /// Screen watchers of windows closed since the last ``checkRetired()``, with their calls then.
  private var retiredScreens: [(watcher: ScreenWatcher, calls: Int)] = []
  /// How many watchers of closed windows were let go of and found released.
  private(set) var releasedCount = 0

  init(store: Store<AppState>) {
    self.store = store
  }

  /// Starts counting the calls of the watchers of the windows a step is about to touch.
  func prepare(touching windows: [WindowUUID]) {
    for window in windows {
      watchers[window]?.mark()
      for watcher in screenWatchers[window] ?? [] { watcher.mark() }
    }
  }

  /// Checks the watchers of the windows a step touched, given the state before and after it:
  /// each was called once if its window's screens changed and not at all otherwise, and holds
  /// the current screens. Subscribes a watcher to each window the step opened, and retires
  /// those of the windows it closed.
  func check(touched: [WindowUUID], before: AppState, after: AppState) -> [String] {
    var problems: [String] = []
    for window in touched {
      guard let watcher = watchers[window] else {
        if after.activeScreens.isOpen(window) {
          watchers[window] = WindowWatcher(window: window, store: store)
          screenWatchers[window] = AppScreen.allCases.map {
            ScreenWatcher(window: window, screen: $0, store: store)
          }
        }
        continue
      }
      if after.activeScreens.isClosed(window) {
        problems += retire(watcher)
        continue
      }
      for screenWatcher in screenWatchers[window] ?? [] {
        problems += screenWatcher.problems(before: before, after: after)
      }
      var name: String { window.shortDescription }
      let screens = after.activeScreens.screens(in: window)
      let changed = before.activeScreens.screens(in: window) != screens
      if watcher.callsSinceMark != (changed ? 1 : 0) {
        problems.append(
          "the watcher of window \(name) was called \(watcher.callsSinceMark) times "
            + (changed ? "for a change" : "without a change"))
      }
      if watcher.latest != screens {
        problems.append("the watcher of window \(name) does not hold the window's screens")
      }
    }
    return problems
  }

  /// Checks that the watchers of closed windows were never called again, and lets go of all but
  /// the newest few, checking that they are released.
  func checkRetired() -> [String] {
    var problems: [String] = []
    for (watcher, calls) in retired where watcher.calls != calls {
      problems.append(
        "the watcher of closed window \(watcher.window.shortDescription) was called again")
    }
    for (watcher, calls) in retiredScreens where watcher.calls != calls {
      problems.append(
        "the watcher of \(watcher.screen) in closed window \(watcher.window.shortDescription) "
          + "was called again")
    }
    retiredScreens.removeAll()
    while retired.count > 16 {
      weak var released: WindowWatcher?
      released = retired.removeFirst().watcher
      if let released {
        problems.append("the watcher of window \(released.window.shortDescription) outlived it")
      }
      releasedCount += 1
    }
    return problems
  }

  private func retire(_ watcher: WindowWatcher) -> [String] {
    watchers[watcher.window] = nil
    retired.append((watcher, watcher.calls))
    for screenWatcher in screenWatchers.removeValue(forKey: watcher.window) ?? [] {
      retiredScreens.append((screenWatcher, screenWatcher.calls))
    }
    guard store.subscriberCount(in: watcher.window) == 0 else {
      return ["closed window \(watcher.window.shortDescription) still has a subscriber"]
    }
    return []
  }
}

import Foundation
import Redux
import SampleApp

/// The reference model of the whole sample app, written from its rules with plain dictionaries
/// and arrays, independently of `ActiveScreensState` and the app's reducers:
///
/// - a window opens when it is first shown a screen or opened, unless it was closed;
/// - showing a screen a window shows already keeps the one it has; closing a screen the window
///   does not show changes nothing;
/// - closing a window removes it with all its screens, and it stays closed: every later action
///   for it, showing a screen or changing settings included, changes nothing; closing a window
///   never seen closes it too;
/// - an action for every window (`.unavailable`) reaches each open window, in the order they
///   opened: it opens nothing, and closing "every window" closes those that are open;
/// - the colours are app-wide: a settings change from any window that is not closed, even one
///   that never opened, changes them;
/// - after its bookkeeping, an action reaches the screens of its window (of every open window
///   for `.unavailable`), and only those; see ``ReferenceScreen/hearing(_:)``.
struct ReferenceApp {
  var backgroundColor = Color.red
  var textColor = Color.white
  private(set) var screensByWindow: [WindowUUID: [ReferenceScreen]] = [:]
  /// The open windows, in the order they opened.
  private(set) var openWindows: [WindowUUID] = []
  private(set) var closedWindows: Set<WindowUUID> = []

  func isOpen(_ window: WindowUUID) -> Bool {
    screensByWindow[window] != nil
  }

  func isClosed(_ window: WindowUUID) -> Bool {
    closedWindows.contains(window)
  }

  /// The number of todos in a window's list; 0 when it shows none.
  func todoCount(in window: WindowUUID) -> Int {
    for case .todoList(let list) in screensByWindow[window] ?? [] {
      return list.items.count
    }
    return 0
  }

  /// Applies a step.
  ///
  /// - Returns: The windows whose screens the step may have changed: its own window, or every
  ///   window open before or after it for `.unavailable`; none when its window is closed.
  mutating func apply(_ step: AppStep) -> [WindowUUID] {
    let window = step.window
    let isForEveryWindow = window == .unavailable
    if isClosed(window) { return [] }
    if case .settings(let change) = step.kind {
      switch change {
      case .background(let color): backgroundColor = color
      case .text(let color): textColor = color
      }
    }
    let openBefore = openWindows
    switch step.kind {
    case .openWindow:
      openIfNew(window)
    case .closeWindow:
      for target in isForEveryWindow ? openWindows : [window] { close(target) }
    case .showScreen(let screen):
      for target in isForEveryWindow ? openWindows : [window] { show(screen, in: target) }
    case .closeScreen(let screen):
      for target in isForEveryWindow ? openWindows : [window] {
        screensByWindow[target]?.removeAll { $0.screen == screen }
      }
    case .todo, .settings, .example, .unrelated:
      break
    }
    for target in isForEveryWindow ? openWindows : [window] {
      guard let screens = screensByWindow[target] else { continue }
      screensByWindow[target] = screens.map { $0.hearing(step) }
    }
    guard isForEveryWindow else { return [window] }
    return openBefore + openWindows.filter { !openBefore.contains($0) }
  }

  private mutating func openIfNew(_ window: WindowUUID) {
    guard window != .unavailable, !isClosed(window), !isOpen(window) else { return }
    screensByWindow[window] = []
    openWindows.append(window)
  }

  private mutating func close(_ window: WindowUUID) {
    guard window != .unavailable else { return }
    screensByWindow[window] = nil
    openWindows.removeAll { $0 == window }
    closedWindows.insert(window)
  }

  private mutating func show(_ screen: AppScreen, in window: WindowUUID) {
    openIfNew(window)
    guard let screens = screensByWindow[window], !screens.contains(where: { $0.screen == screen }),
      let fresh = ReferenceScreen.fresh(screen)
    else { return }
    screensByWindow[window] = screens + [fresh]
  }
}

import Redux
import SampleApp

/// What a run of the model-based test went through, so that the test can check it really
/// exercised the rules it claims to check.
struct ModelCoverage {
  /// The numbers of open windows seen after a step.
  private(set) var openWindowCounts: Set<Int> = []
  private(set) var stepsForEveryWindow = 0
  private(set) var stepsForClosedWindows = 0
  private(set) var stepsForUnseenWindows = 0
  private(set) var closedWindows = 0
  private(set) var everyWindowClosed = 0
  private(set) var outOfRangeRejections = 0
  private(set) var emptyTitleRejections = 0
  private(set) var noSuggestionRejections = 0
  private(set) var settingsChanges = 0
  private(set) var screensShownTwice = 0

  /// Records a step, given the model before and after it.
  mutating func record(_ step: AppStep, before: ReferenceApp, after: ReferenceApp) {
    openWindowCounts.insert(after.openWindows.count)
    let window = step.window
    if window == .unavailable {
      stepsForEveryWindow += 1
      if step.kind == .closeWindow && !before.openWindows.isEmpty { everyWindowClosed += 1 }
    } else if before.isClosed(window) {
      stepsForClosedWindows += 1
    } else if !before.isOpen(window) {
      stepsForUnseenWindows += 1
    }
    closedWindows += after.closedWindows.count - before.closedWindows.count
    if case .showScreen(let screen) = step.kind,
      before.screensByWindow[window]?.contains(where: { $0.screen == screen }) == true
    {
      screensShownTwice += 1
    }
    if case .settings = step.kind, !before.isClosed(window) { settingsChanges += 1 }
    guard case .todo = step.kind else { return }
    for case .todoList(let list) in after.screensByWindow[window] ?? [] {
      switch list.rejection {
      case .outOfRange?: outOfRangeRejections += 1
      case .emptyTitle?: emptyTitleRejections += 1
      case .noSuggestion?: noSuggestionRejections += 1
      case .noIDLeft?: break
      case nil: break
      }
    }
  }
}

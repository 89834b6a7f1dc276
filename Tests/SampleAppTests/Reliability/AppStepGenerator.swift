import Foundation
import Redux
import ReduxTestSupport
import SampleApp

/// Draws the random steps of the model-based test from a seed.
///
/// It keeps between 1 and 16 windows open: every few thousand steps it picks a new target
/// count, opens new windows while fewer are open and closes some while more are. Most steps go
/// to an open window; some go to every window (`.unavailable`), to a window closed recently, or
/// to a window never seen. Todo operations use positions inside the list most of the time and
/// positions outside it (negative, just past the end, far past it, `Int.min`, `Int.max`) the
/// rest of the time. Windows get readable identities: the short description of the n-th window
/// is n in hexadecimal.
struct AppStepGenerator {
  static let maxOpenWindows = 16
  static let titles = ["Milk", "Eggs", "Call Bob", "", " ", "\t", "  Tea  ", "Zürich 🚆"]
  static let suggestions = ["Water the plants", "Read a chapter", "   "]
  static let failures = ["offline", "every idea is already on the list"]

  private var random: SplitMix64
  private var madeWindows = 0
  private var targetOpenCount = 1
  private var stepsUntilNewTarget = 0
  /// Windows closed recently, at most sixteen.
  private(set) var recentlyClosed: [WindowUUID] = []

  init(seed: TestSeed) {
    random = SplitMix64(seed: seed.value)
  }

  /// The next step, given what the model looks like now.
  mutating func next(for model: ReferenceApp) -> AppStep {
    if stepsUntilNewTarget == 0 {
      targetOpenCount = 1 + random.below(Self.maxOpenWindows)
      stepsUntilNewTarget = 1_000 + random.below(4_000)
    }
    stepsUntilNewTarget -= 1
    let open = model.openWindows
    if open.count < targetOpenCount && random.chance(20) {
      let kind: AppStep.Kind =
        random.chance(80) ? .showScreen(random.pick(ReferenceScreen.knownScreens)) : .openWindow
      return AppStep(kind: kind, window: makeWindow())
    }
    if open.count > targetOpenCount && random.chance(10) {
      return AppStep(kind: .closeWindow, window: random.pick(open))
    }
    let window = pickWindow(open: open)
    let kind = pickKind(for: window, in: model)
    let opensWindow = window != .unavailable && !model.isOpen(window) && !model.isClosed(window)
    if opensWindow && open.count >= Self.maxOpenWindows {
      // Never more than sixteen: a window never seen only hears actions that leave it unopened.
      if case .showScreen(let screen) = kind {
        return AppStep(kind: .closeScreen(screen), window: window)
      }
      if kind == .openWindow { return AppStep(kind: .unrelated, window: window) }
    }
    return AppStep(kind: kind, window: window)
  }

  /// Remembers the windows a step closed, so that later steps can be sent to them.
  mutating func windowsClosed(_ windows: [WindowUUID]) {
    recentlyClosed.append(contentsOf: windows)
    if recentlyClosed.count > 16 { recentlyClosed.removeFirst(recentlyClosed.count - 16) }
  }

  private mutating func pickWindow(open: [WindowUUID]) -> WindowUUID {
    let roll = random.below(100)
    if roll < 4 { return .unavailable }
    if roll < 8 && !recentlyClosed.isEmpty { return random.pick(recentlyClosed) }
    if roll < 10 || open.isEmpty { return makeWindow() }
    return random.pick(open)
  }

  private mutating func pickKind(for window: WindowUUID, in model: ReferenceApp) -> AppStep.Kind {
    let roll = random.below(100)
    switch roll {
    case 0..<8: return .showScreen(random.pick(ReferenceScreen.knownScreens))
    case 8..<12: return .closeScreen(random.pick(ReferenceScreen.knownScreens))
    case 12..<14: return .openWindow
    case 14..<16:
      // Closing every window at once is kept rare, so that windows pile up in between.
      if window == .unavailable && !random.chance(25) { return .unrelated }
      return .closeWindow
    case 16..<60: return .todo(pickTodoOperation(count: model.todoCount(in: window)))
    case 60..<72: return .settings(pickSettingsChange())
    case 72..<84: return .example
    default: return .unrelated
    }
  }

  private mutating func pickTodoOperation(count: Int) -> TodoOperation {
    let roll = random.below(100)
    switch roll {
    case 0..<25 where count < 12: return .add(random.pick(Self.titles))
    case 0..<40: return .remove(pickIndex(count: count))
    case 40..<52: return .move(from: pickIndex(count: count), to: pickIndex(count: count))
    case 52..<67: return .toggle(pickIndex(count: count))
    case 67..<71:
      let saved = (0..<random.below(3)).map { _ in
        ReferenceTodo(title: random.pick(Self.titles), isDone: random.chance(50))
      }
      return .restore(saved)
    case 71..<78: return .requestSuggestion
    case 78..<85: return .suggestionArrived(random.pick(Self.suggestions))
    case 85..<89: return .suggestionFailed(random.pick(Self.failures))
    default: return .acceptSuggestion
    }
  }

  /// A position in a list of `count` todos most of the time, one outside it otherwise.
  private mutating func pickIndex(count: Int) -> Int {
    if count > 0 && random.chance(70) { return random.below(count) }
    let outside = [-1, count, count + 1 + random.below(5), -(2 + random.below(100)), .min, .max]
    return random.pick(outside)
  }

  private mutating func pickSettingsChange() -> SettingsChange {
    let color = random.pick(Color.allCases)
    return random.chance(50) ? .background(color) : .text(color)
  }

  /// A window never seen before.
  private mutating func makeWindow() -> WindowUUID {
    madeWindows += 1
    let text = String(format: "%08X-0000-4000-8000-000000000000", madeWindows)
    return WindowUUID(uuidString: text)!
  }
}

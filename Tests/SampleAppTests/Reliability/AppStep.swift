import Redux
import SampleApp

/// A change of the app-wide colours.
enum SettingsChange: Equatable, CustomStringConvertible {
  case background(Color)
  case text(Color)

  var description: String {
    switch self {
    case .background(let color): return "background \(color.rawValue)"
    case .text(let color): return "text \(color.rawValue)"
    }
  }
}

/// An action no screen of the sample app handles: it only resets transient fields.
enum UnrelatedActionType: ActionType {
  case somethingElseHappened
}

/// One step of the model-based test: an action, described in the test's own terms so that the
/// reference model never looks at the app's action classes.
struct AppStep: CustomStringConvertible {
  enum Kind: Equatable, CustomStringConvertible {
    case openWindow
    case closeWindow
    case showScreen(AppScreen)
    case closeScreen(AppScreen)
    case todo(TodoOperation)
    case settings(SettingsChange)
    case example
    case unrelated

    var description: String {
      switch self {
      case .openWindow: return "open window"
      case .closeWindow: return "close window"
      case .showScreen(let screen): return "show \(screen)"
      case .closeScreen(let screen): return "close \(screen)"
      case .todo(let operation): return "todo \(operation)"
      case .settings(let change): return "settings \(change)"
      case .example: return "example action"
      case .unrelated: return "unrelated action"
      }
    }
  }

  let kind: Kind
  /// The window the action is for, or `.unavailable` for every window.
  let window: WindowUUID

  /// The app's action for this step.
  func makeAction() -> Action {
    switch kind {
    case .openWindow:
      return WindowAction(windowUUID: window, actionType: .openWindow)
    case .closeWindow:
      return WindowAction(windowUUID: window, actionType: .closeWindow)
    case .showScreen(let screen):
      return ScreenAction(windowUUID: window, actionType: .showScreen, screen: screen)
    case .closeScreen(let screen):
      return ScreenAction(windowUUID: window, actionType: .closeScreen, screen: screen)
    case .todo(let operation):
      return Action(Self.actionType(of: operation), windowUUID: window)
    case .settings(.background(let color)):
      return SettingsAction(windowUUID: window, actionType: .changeBackgroundColor(color))
    case .settings(.text(let color)):
      return SettingsAction(windowUUID: window, actionType: .changeTextColor(color))
    case .example:
      return ExampleAction(
        windowUUID: window, actionType: ExampleActionType.anExampleActionForExample)
    case .unrelated:
      return Action(windowUUID: window, actionType: UnrelatedActionType.somethingElseHappened)
    }
  }

  var description: String {
    let target = window == .unavailable ? "every window" : "window \(window.shortDescription)"
    return "\(kind) for \(target)"
  }

  private static func actionType(of operation: TodoOperation) -> TodoListAction {
    switch operation {
    case .add(let title): return .add(title: title)
    case .remove(let index): return .remove(index: index)
    case .move(let from, let to): return .move(from: from, to: to)
    case .toggle(let index): return .toggle(index: index)
    case .restore(let items):
      return .restore(
        items.enumerated().map { offset, item in
          TodoItem(id: offset + 1, title: item.title, isCompleted: item.isDone)
        })
    case .requestSuggestion: return .requestSuggestion(testRequest)
    case .suggestionArrived(let text): return .suggestionReceived(text, request: testRequest)
    case .suggestionFailed(let reason): return .suggestionFailed(reason, request: testRequest)
    case .acceptSuggestion: return .acceptSuggestion
    }
  }
}

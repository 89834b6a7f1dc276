import SampleApp

/// The reference model of one screen shown in one window.
///
/// Every screen hears every action of its window (and every action for all windows):
///
/// - the todo list clears its transient fields, then applies a todo operation;
/// - the settings screen shows a confirmation after a settings change ("Background is now
///   blue", "Text is now blue") and none after any other action;
/// - the example feature remembers that its action happened, and whether it was the window's
///   last action.
enum ReferenceScreen: Equatable, CustomStringConvertible {
  case todoList(ReferenceTodoList)
  case settings(confirmation: String?)
  case exampleFeature(happened: Bool, justHappened: Bool)

  /// The screens the model knows, each as the app names it.
  static let knownScreens: [AppScreen] = [.todoList, .settings, .exampleFeature]

  var description: String {
    switch self {
    case .todoList(let list): return "todoList(\(list))"
    case .settings(let confirmation):
      return "settings(confirmation: \(confirmation.map(\.debugDescription) ?? "none"))"
    case .exampleFeature(let happened, let justHappened):
      return "exampleFeature(happened: \(happened), justHappened: \(justHappened))"
    }
  }

  /// The screen as the app names it.
  var screen: AppScreen {
    switch self {
    case .todoList: return .todoList
    case .settings: return .settings
    case .exampleFeature: return .exampleFeature
    }
  }

  /// How a screen looks when a window first shows it, or `nil` for a screen the model does not
  /// know.
  static func fresh(_ screen: AppScreen) -> ReferenceScreen? {
    if screen == .todoList { return .todoList(ReferenceTodoList()) }
    if screen == .settings { return .settings(confirmation: nil) }
    if screen == .exampleFeature { return .exampleFeature(happened: false, justHappened: false) }
    return nil
  }

  /// The screen after its window heard `step`.
  func hearing(_ step: AppStep) -> ReferenceScreen {
    switch self {
    case .todoList(var list):
      list.forgetTransients()
      if case .todo(let operation) = step.kind { list.apply(operation) }
      return .todoList(list)
    case .settings:
      guard case .settings(let change) = step.kind else { return .settings(confirmation: nil) }
      return .settings(confirmation: Self.confirmation(of: change))
    case .exampleFeature(let happened, _):
      let isExample = step.kind == .example
      return .exampleFeature(happened: happened || isExample, justHappened: isExample)
    }
  }

  /// What the settings screen of the window that made a change says about it.
  private static func confirmation(of change: SettingsChange) -> String {
    switch change {
    case .background(let color): return "Background is now \(color.rawValue)"
    case .text(let color): return "Text is now \(color.rawValue)"
    }
  }
}

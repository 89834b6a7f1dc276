import Redux
import SampleApp

/// The rules the sample app's state must follow after every step of the model-based test.
///
/// ``stepProblems(after:touched:before:after:model:store:)`` checks, after one step: the
/// app-wide colours and the open windows against the model; each window the step touched in
/// full (screens equal to the model's, no screen twice, only the window's own screens, transient
/// fields reset, a closed window left with nothing); and window isolation: every other window's
/// screens are equal to what they were before the step. The windows the step did not touch were
/// compared in full when they were last touched, so equality is enough for them.
/// ``wholeStateProblems(of:model:closedWindows:store:)`` compares every open window and the
/// given closed ones in full, for the periodic and final checks.
@MainActor
enum AppInvariants {
  static func stepProblems(
    after step: AppStep,
    touched: [WindowUUID],
    before: AppState,
    after state: AppState,
    model: ReferenceApp,
    store: Store<AppState>
  ) -> [String] {
    var problems = sharedProblems(of: state, model: model)
    for window in touched {
      problems += windowProblems(window, in: state, model: model, store: store)
      problems += transientProblems(after: step, in: window, of: state)
    }
    if step.window != .unavailable {
      for window in before.activeScreens.windowUUIDs where window != step.window {
        if state.activeScreens.screens(in: window) != before.activeScreens.screens(in: window) {
          problems.append("\(label(window)) changed")
        }
      }
    }
    return problems
  }

  static func wholeStateProblems(
    of state: AppState,
    model: ReferenceApp,
    closedWindows: some Sequence<WindowUUID>,
    store: Store<AppState>
  ) -> [String] {
    var problems = sharedProblems(of: state, model: model)
    for window in model.openWindows {
      problems += windowProblems(window, in: state, model: model, store: store)
    }
    for window in closedWindows {
      problems += windowProblems(window, in: state, model: model, store: store)
    }
    let flat = state.activeScreens.screens
    let perWindow = state.activeScreens.windowUUIDs.map { state.activeScreens.screens(in: $0) }
    if flat != Array(perWindow.joined()) {
      problems.append("the flat list of screens does not list each window's screens in order")
    }
    return problems
  }

  /// The colours and the open windows, in opening order.
  private static func sharedProblems(of state: AppState, model: ReferenceApp) -> [String] {
    var problems: [String] = []
    if state.settings
      != SettingsState(
        backgroundColor: model.backgroundColor, textColor: model.textColor)
    {
      problems.append(
        "the colours are \(state.settings), the model's \(model.backgroundColor) on "
          + "\(model.textColor)")
    }
    if state.activeScreens.windowUUIDs != model.openWindows {
      problems.append(
        "the open windows are \(names(state.activeScreens.windowUUIDs)), "
          + "the model's \(names(model.openWindows))")
    }
    return problems
  }

  /// One window, compared in full with the model: open, closed or never seen.
  private static func windowProblems(
    _ window: WindowUUID, in state: AppState, model: ReferenceApp, store: Store<AppState>
  ) -> [String] {
    let screens = state.activeScreens.screens(in: window)
    var problems: [String] = []
    // Built only for a problem: formatting a window's identity costs more than the checks.
    var name: String { label(window) }
    if state.activeScreens.isClosed(window) != model.isClosed(window) {
      problems.append("\(name) is \(model.isClosed(window) ? "not " : "")closed")
    }
    if state.activeScreens.isOpen(window) != model.isOpen(window) {
      problems.append("\(name) is \(model.isOpen(window) ? "not " : "")open")
    }
    guard let expected = model.screensByWindow[window] else {
      // Closed, or never seen: nothing may be left of it.
      if !screens.isEmpty { problems.append("\(name) is not open but has screens") }
      if store.subscriberCount(in: window) != 0 {
        problems.append("\(name) is not open but has subscribers")
      }
      return problems
    }
    for (position, screen) in screens.enumerated() {
      if screen.windowUUID != window {
        problems.append("\(name) holds another window's screen")
      }
      let kind = screen.associatedAppScreen
      if screens[..<position].contains(where: { $0.associatedAppScreen == kind }) {
        problems.append("\(name) shows \(kind) twice")
      }
    }
    let matches =
      screens.count == expected.count
      && zip(expected, screens).allSatisfy { expected, screen in expected.matches(screen) }
    if !matches {
      let shown = screens.map { screen in
        ReferenceScreen(projecting: screen).map(String.init(describing:))
          ?? "\(screen.associatedAppScreen), which the model does not know"
      }
      problems.append("\(name) shows \(shown), the model \(expected)")
    }
    return problems
  }

  /// After a step reached a window, only the step's own kind of action may leave a transient
  /// field set there.
  private static func transientProblems(
    after step: AppStep, in window: WindowUUID, of state: AppState
  ) -> [String] {
    var isTodo = false
    var isSettings = false
    if case .todo = step.kind { isTodo = true }
    if case .settings = step.kind { isSettings = true }
    var problems: [String] = []
    var name: String { label(window) }
    for screen in state.activeScreens.screens(in: window) {
      if case .todoList(let list) = screen, !isTodo,
        list.rejection != nil || list.suggestionError != nil
      {
        problems.append("\(name) kept a todo list's transient fields")
      }
      if case .settings(let settings) = screen, !isSettings, settings.confirmation != nil {
        problems.append("\(name) kept a settings confirmation")
      }
      if case .exampleFeature(let example) = screen, step.kind != .example,
        example.exampleTransientProperty
      {
        problems.append("\(name) kept the example's transient property")
      }
    }
    return problems
  }

  private static func label(_ window: WindowUUID) -> String {
    "window \(window.shortDescription)"
  }

  private static func names(_ windows: [WindowUUID]) -> String {
    "[" + windows.map(\.shortDescription).joined(separator: ", ") + "]"
  }
}

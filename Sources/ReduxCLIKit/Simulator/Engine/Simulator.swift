import Foundation
import Redux
import SampleApp

/// The sample app running headless: one store, the windows a user opens, and in each window the
/// controllers of the screens it shows.
///
/// The simulator is what `redux-cli simulate` and `redux-cli demo` drive. It does what an app's
/// windows would do: a window that opens dispatches `openWindow`; a screen that appears gets its
/// controller from ``AppScreen/makeController(windowUUID:store:)``, which shows the screen and
/// subscribes to its window; the user's taps are the controllers' intents. It knows nothing of
/// particular screens beyond the features it drives (todo list, settings, example): every
/// ``AppScreen`` case can be shown, hidden and drawn.
///
/// ```swift
/// let simulator = Simulator()
/// try await simulator.perform(.open(screens: [.todoList]))
/// try await simulator.perform(.todo(window: "1", change: .add(title: "Buy milk")))
/// print(simulator.boxes(width: 80))
/// ```
///
/// Every step is checked against the state before anything is dispatched, so a step that throws
/// changed nothing. After each step the simulator waits until the store has processed every
/// action the step caused, including those dispatched later by middlewares (a suggestion) or by
/// controllers as they are released.
@MainActor
final class Simulator {
  /// The app's store.
  let store: Store<AppState>
  /// The actions dispatched, with what they changed, and the middlewares' log lines.
  let log = ActionLog()
  /// The windows opened so far.
  private(set) var registry: WindowRegistry
  /// The controller of each screen each open window shows.
  private(set) var controllers: [WindowUUID: [AppScreen: any ScreenController]] = [:]

  /// Makes a simulator with no windows.
  ///
  /// - Parameters:
  ///   - ids: How windows get their ids; the same id for the same number in every run unless
  ///     given.
  ///   - todoFileURL: The file where todo lists are saved and restored from, or `nil` to keep
  ///     them in memory.
  init(ids: WindowIDs = .numbered, todoFileURL: URL? = nil) {
    registry = WindowRegistry(ids: ids)
    store = makeAppStore(
      dependencies: AppDependencies(
        suggestions: OfflineSuggestionService(),
        log: log.append,
        todoFileURL: todoFileURL,
        logsActions: true
      )
    )
  }

  /// Performs a step, then waits until the store is idle.
  ///
  /// - Parameters:
  ///   - step: What to do.
  /// - Throws: ``SimulatorError`` when the step cannot be done; nothing was dispatched then.
  func perform(_ step: SimulatorStep) async throws(SimulatorError) {
    switch step {
    case .open(let screens):
      open(showing: screens)
    case .close(let word):
      try await close(registry.window(named: word))
    case .show(let word, let screen):
      try show(screen, in: registry.window(named: word))
    case .hide(let word, let screen):
      try await hide(screen, in: registry.window(named: word))
    case .todo(let word, let change):
      try TodoCommands(simulator: self, window: registry.window(named: word)).apply(change)
    case .settings(let change, let word):
      var window: WindowRegistry.Window?
      if let word { window = try registry.window(named: word) }
      changeSettings(change, from: window)
    case .example(let word):
      let window = try registry.window(named: word)
      let example: ExampleController = try controller(showing: .exampleFeature, in: window)
      example.exampleFunctionThatWillDispatchTheExampleActionForThisExample()
    }
    await settle()
  }

  /// Releases every controller, as an app that quits does, and waits until the store is idle.
  ///
  /// Windows are not closed, so that a todo file keeps their lists for the next run.
  func shutDown() async {
    await settle()
    log.setMuted(true)
    controllers = [:]
    await settle()
    log.setMuted(false)
  }

  /// The controller of a screen a window shows, as its concrete type.
  ///
  /// - Parameters:
  ///   - screen: The screen.
  ///   - window: The window.
  /// - Returns: The controller.
  /// - Throws: ``SimulatorError`` when the window does not show the screen.
  func controller<Controller: ScreenController>(
    showing screen: AppScreen,
    in window: WindowRegistry.Window
  ) throws(SimulatorError) -> Controller {
    guard let controller = controllers[window.uuid]?[screen] as? Controller else {
      throw SimulatorError(
        "window \(window.number) does not show \(screen): 'show \(window.number) \(screen)' "
          + "shows it")
    }
    return controller
  }

  // MARK: - Windows and screens

  private func open(showing screens: [AppScreen]) {
    let window = registry.openNext()
    store.dispatch(WindowAction(windowUUID: window.uuid, actionType: .openWindow))
    controllers[window.uuid] = [:]
    for screen in screens {
      makeController(of: screen, in: window)
    }
  }

  private func close(_ window: WindowRegistry.Window) async {
    store.dispatch(WindowAction(windowUUID: window.uuid, actionType: .closeWindow))
    registry.close(window.number)
    await release { controllers[window.uuid] = nil }
  }

  private func show(_ screen: AppScreen, in window: WindowRegistry.Window) throws(SimulatorError) {
    guard controllers[window.uuid]?[screen] == nil else {
      throw SimulatorError("window \(window.number) already shows \(screen)")
    }
    makeController(of: screen, in: window)
  }

  private func hide(
    _ screen: AppScreen,
    in window: WindowRegistry.Window
  ) async throws(SimulatorError) {
    guard controllers[window.uuid]?[screen] != nil else {
      throw SimulatorError("window \(window.number) does not show \(screen)")
    }
    // No local reference: the controller must go away inside `release`, with the log muted.
    controllers[window.uuid]?[screen]?.unsubscribeFromRedux()
    await release { controllers[window.uuid]?[screen] = nil }
  }

  private func makeController(of screen: AppScreen, in window: WindowRegistry.Window) {
    controllers[window.uuid, default: [:]][screen] = screen.makeController(
      windowUUID: window.uuid, store: store)
  }

  /// Drops controllers with the log muted: a controller released while its screen is shown (its
  /// window was closed, or the app quits) closes the screen as it goes away, which changes
  /// nothing once the window is closed.
  private func release(_ drop: () -> Void) async {
    await settle()
    log.setMuted(true)
    drop()
    await settle()
    log.setMuted(false)
  }

  // MARK: - Settings

  /// Changes the settings from a window's settings screen when it shows one, with an action for
  /// the window when it does not, or with an action for every window.
  private func changeSettings(_ change: SettingsChange, from window: WindowRegistry.Window?) {
    guard let window else {
      store.dispatch(SettingsAction(windowUUID: .unavailable, actionType: change.actionType))
      return
    }
    guard let settings = controllers[window.uuid]?[.settings] as? SettingsController else {
      store.dispatch(SettingsAction(windowUUID: window.uuid, actionType: change.actionType))
      return
    }
    switch change {
    case .background(let colour):
      settings.backgroundColorTapped(colour)
    case .text(let colour):
      settings.textColorTapped(colour)
    }
  }

  // MARK: - Waiting

  /// Waits until the store has processed every queued action and no suggestion is on its way.
  ///
  /// Actions dispatched off the main actor (a suggestion's result, the `closeScreen` of a
  /// controller's `deinit`) are processed by a task on the main actor; yielding lets it run. A
  /// fetch that never ends stops the wait after about ten seconds, so a session cannot hang.
  func settle() async {
    var attempts = 0
    while store.pendingActionCount > 0 || isFetchingSuggestion {
      attempts += 1
      if attempts > 10_000 { return }
      if attempts < 100 {
        await Task.yield()
      } else {
        try? await Task.sleep(for: .milliseconds(1))
      }
    }
  }

  private var isFetchingSuggestion: Bool {
    registry.openWindows.contains { window in
      store.state.screenState(TodoListState.self, for: .todoList, window: window.uuid)?
        .isFetchingSuggestion == true
    }
  }
}

extension SettingsChange {
  /// The settings action that makes this change.
  var actionType: SettingsActionType {
    switch self {
    case .background(let colour): return .changeBackgroundColor(colour)
    case .text(let colour): return .changeTextColor(colour)
    }
  }
}

import Foundation
import Redux
import SampleApp

/// The sample app running headless: one store, the windows a user opens, and in each window the
/// controllers of the screens it shows.
///
/// The simulator is what `redux-cli simulate` and `redux-cli demo` drive. It does what an app's
/// windows would do: a window that opens dispatches `openWindow`; a screen that appears gets its
/// controller from ``AppScreen/makeController(windowUUID:instance:store:)``, which shows the
/// screen and subscribes to its window; the user's taps are the controllers' intents. A window
/// can show a screen more than once (`Simulator+Instances.swift`). It knows nothing of
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
/// Every step is checked against the state before anything is dispatched, so a step that is
/// refused changed nothing. After each step the simulator waits until the store has processed
/// every action the step caused, including those dispatched later by middlewares (a suggestion)
/// or by controllers as they are released. A suggestion is waited for until its result has been
/// reduced, however long that takes; only a fetch that has not ended after
/// ``Simulator/init(ids:stateFileURL:suggestions:unansweredFetchLimit:recorder:measuresCosts:)``'s limit ends the step
/// with an error naming its window (the step itself was done).
@MainActor
final class Simulator {
  /// The app's store.
  let store: Store<AppState>
  /// The actions dispatched, with what they changed, and the middlewares' log lines.
  let log = ActionLog()
  /// The windows opened so far; a replay (`Simulator+Replay.swift`) registers them too.
  var registry: WindowRegistry
  /// The controller of each screen each open window shows; a replay makes and drops them too.
  var controllers: [WindowUUID: [AppScreen: any ScreenController]] = [:]
  /// The controllers of the second, third, ... instances of a screen each open window shows, in
  /// the order the window shows them; the first instance's is in ``controllers``.
  var furtherInstances: [WindowUUID: [AppScreen: [any ScreenController]]] = [:]
  /// The recorder of the session, finished by ``shutDown()``, or `nil` when it is not recorded.
  let recorder: ActionRecorder<AppState>?
  /// Why the recording could not be written, once ``shutDown()`` finished it.
  private(set) var recordingFailure: RecordingError?
  /// How long a step waits for a suggestion before it reports the fetch as unanswered.
  let unansweredFetchLimit: Duration
  /// Whether a suggestion can arrive: `false` for a replay, whose store has no middleware to
  /// fetch one, so that a list the replay leaves fetching is not waited for.
  let fetchesSuggestions: Bool
  /// The windows whose fetch was reported unanswered: later steps do not wait for them again.
  var unansweredFetches: Set<WindowUUID> = []
  /// The session's history for `undo`, `redo` and `goto`, and what jumps left behind; see
  /// `Simulator+TimeTravel.swift`.
  var timeTravel: SimulatorTimeTravel
  /// The persistence of the session, when a state file was given; it stops saving at
  /// ``shutDown()``.
  let persistence: SessionPersistenceMiddleware?
  /// The cost of the last action the store processed, when it measures costs (`--profile`);
  /// `nil` before the first, and once taken by ``takeLastCost()``.
  var lastCost: ActionCostReport?

  /// Makes a simulator with no windows.
  ///
  /// - Parameters:
  ///   - ids: How windows get their ids; the same id for the same number in every run unless
  ///     given.
  ///   - stateFileURL: The file the whole session is restored from and saved to (windows with
  ///     their numbers, screens, todos, settings), or `nil` to keep it in memory.
  ///   - suggestions: The service that suggests todos; an `OfflineSuggestionService`, which
  ///     answers at once, unless given.
  ///   - unansweredFetchLimit: How long a step waits for a suggestion that does not arrive
  ///     before it stops with an error naming the window. A fetch by the default service always
  ///     ends well before.
  ///   - recorder: The recorder of the session, made with `AppState()`, or `nil` not to record
  ///     it. ``shutDown()`` finishes it.
  ///   - measuresCosts: Whether the store measures what each action costs (`--profile`): the
  ///     recording's lines then carry the costs, and ``lastCost`` is the last action's.
  init(
    ids: WindowIDs = .numbered,
    stateFileURL: URL? = nil,
    suggestions: any TodoSuggestionService = OfflineSuggestionService(),
    unansweredFetchLimit: Duration = .seconds(10),
    recorder: ActionRecorder<AppState>? = nil,
    measuresCosts: Bool = false
  ) {
    registry = WindowRegistry(ids: ids)
    self.unansweredFetchLimit = unansweredFetchLimit
    fetchesSuggestions = true
    self.recorder = recorder
    let log = log
    let persistence = stateFileURL.map {
      SessionPersistenceMiddleware(fileStore: SessionFileStore(fileURL: $0), report: log.append)
    }
    self.persistence = persistence
    let history = StoreHistory(initialState: AppState())
    timeTravel = SimulatorTimeTravel(
      history: history,
      refusal: SimulatorTimeTravel.refusal(
        recording: recorder != nil,
        savingTo: stateFileURL))
    store = makeAppStore(
      dependencies: AppDependencies(
        suggestions: suggestions,
        log: log.append,
        logsActions: true,
        recorder: recorder,
        history: history,
        sessionPersistence: persistence,
        measuresCosts: measuresCosts
      )
    )
    store.costMeasurement?.onReport { [weak self] report in self?.lastCost = report }
    if let persistence { restoreSession(from: persistence) }
  }

  /// Makes a simulator for a replay: a store with the app's reducer and no middleware but,
  /// when asked, a logger, so that nothing is written, fetched or saved.
  ///
  /// Windows are registered as the replayed actions open them (see `replay(_:)`), not made. A
  /// list the recording leaves fetching (a recording cut before a suggestion's result) stays
  /// so, and ``settle()`` and ``shutDown()`` do not wait for a suggestion nothing fetches.
  ///
  /// - Parameters:
  ///   - initialState: The state the recorded session started from.
  ///   - logsActions: Whether to log each action with the state fields it changed.
  init(replayingFrom initialState: AppState, logsActions: Bool) {
    registry = WindowRegistry(ids: .numbered)
    unansweredFetchLimit = .seconds(10)
    fetchesSuggestions = false
    recorder = nil
    timeTravel = SimulatorTimeTravel(history: nil, refusal: nil)
    persistence = nil
    var middlewares: [Middleware<AppState>] = []
    if logsActions {
      middlewares.append(
        LoggerMiddleware(initialState: initialState, output: log.append).middleware)
    }
    store = Store(state: initialState, reducer: AppState.reducer, middlewares: middlewares)
  }

  /// Performs a step, then waits until the store is idle.
  ///
  /// - Parameters:
  ///   - step: What to do.
  /// - Throws: ``SimulatorError`` when the step cannot be done; nothing was dispatched then. Or,
  ///   once the step was done, when a suggestion it waited for did not arrive in time.
  func perform(_ step: SimulatorStep) async throws(SimulatorError) {
    try checkTimeTravel(allows: step)
    switch step {
    case .open(let screens):
      open(showing: screens)
    case .close(let word):
      try await close(registry.window(named: word))
    case .show(let word, let screen, let number):
      try show(screen, number: number, in: registry.window(named: word))
    case .hide(let word, let screen, let number):
      try await hide(screen, number: number, in: registry.window(named: word))
    case .todo(let word, let change, let number):
      try TodoCommands(simulator: self, window: registry.window(named: word), instance: number)
        .apply(change)
    case .settings(let change, let word):
      var window: WindowRegistry.Window?
      if let word { window = try registry.window(named: word) }
      changeSettings(change, from: window)
    case .example(let word):
      let window = try registry.window(named: word)
      let example: ExampleController = try controller(showing: .exampleFeature, in: window)
      example.exampleFunctionThatWillDispatchTheExampleActionForThisExample()
    }
    try await settle()
  }

  /// Waits until the recorder, if any, has written every action processed so far.
  ///
  /// A write that fails ends the recording; the failure is not lost here: ``shutDown()`` keeps
  /// it in ``recordingFailure`` when it finishes the recording.
  func flushRecording() async {
    try? await recorder?.flush()
  }

  /// Finishes the recording, if any, then releases every controller, as an app that quits does,
  /// and waits until the store is idle.
  ///
  /// The recording ends before the controllers go away: it holds the session as the user left
  /// it, and the screens the controllers close as they go away are not part of it. A recording
  /// that cannot be written is kept in ``recordingFailure``.
  ///
  /// Windows are not closed, so that a todo file keeps their lists for the next run. A fetch
  /// that does not end in time is not reported here: a step already did.
  func shutDown() async {
    try? await settle()
    if let recorder {
      do {
        try await recorder.finish()
      } catch {
        recordingFailure = error
      }
    }
    // The session file keeps the screens as the user left them, not their going away.
    persistence?.stopSaving()
    log.setMuted(true)
    controllers = [:]
    timeTravel.parkedControllers = []
    furtherInstances = [:]
    try? await settle()
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
      showNextInstance(of: screen, in: window)
    }
  }

  private func close(_ window: WindowRegistry.Window) async throws(SimulatorError) {
    store.dispatch(WindowAction(windowUUID: window.uuid, actionType: .closeWindow))
    registry.close(window.number)
    try await release {
      controllers[window.uuid] = nil
      furtherInstances[window.uuid] = nil
    }
    // What the closing left alive is drawn under this step, not a later one.
    await waitForLifetimeWarnings()
  }

  /// Makes the controller of a screen's first instance in a window, which shows it.
  func makeController(of screen: AppScreen, in window: WindowRegistry.Window) {
    controllers[window.uuid, default: [:]][screen] = screen.makeController(
      windowUUID: window.uuid, store: store)
  }

  /// Drops controllers with the log muted: a controller released while its screen is shown (its
  /// window was closed, or the app quits) closes the screen as it goes away, which changes
  /// nothing once the window is closed.
  func release(_ drop: () -> Void) async throws(SimulatorError) {
    try await settle()
    log.setMuted(true)
    drop()
    defer { log.setMuted(false) }
    try await settle()
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
}

import Foundation
import Redux

/// What the sample app's store needs from the outside world, gathered so that the app and each
/// test can hand in their own.
///
/// ```swift
/// let store = makeAppStore(
///   dependencies: AppDependencies(suggestions: OfflineSuggestionService(), log: { print($0) }))
/// ```
public struct AppDependencies: Sendable {
  /// The service that suggests todos.
  public var suggestions: any TodoSuggestionService
  /// Where the middlewares write their log lines, and the action log when ``logsActions`` is on.
  public var log: @Sendable (String) -> Void
  /// The file where the todo lists are saved, or `nil` to keep them in memory only.
  public var todoFileURL: URL?
  /// Where the example feature records its telemetry.
  public var exampleTelemetry: ExampleTelemetry
  /// Whether every action is logged, with the state fields it changed, through a
  /// `LoggerMiddleware`.
  public var logsActions: Bool
  /// The recorder of the session, or `nil` not to record it: then no recording code runs.
  ///
  /// Make it with `AppState()`, the state ``makeAppStore(dependencies:)`` starts from, and
  /// ``ActionRegistry/sampleApp``.
  public var recorder: ActionRecorder<AppState>?
  /// The history that records every state the store goes through, for undo, redo and jumps, or
  /// `nil` to keep none: then no history code runs.
  ///
  /// Make it with `AppState()`, the state ``makeAppStore(dependencies:)`` starts from:
  ///
  /// ```swift
  /// let history = StoreHistory(initialState: AppState())
  /// let store = makeAppStore(dependencies: AppDependencies(history: history))
  /// store.dispatch(TodoListAction.add(title: "Milk"), forWindowUUID: window)
  /// try history.undo(in: store)
  /// ```
  public var history: StoreHistory<AppState>?
  /// The persistence of the whole session (windows, screens, settings), or `nil` to keep the
  /// session in memory only. Call its ``SessionPersistenceMiddleware/restore(into:)`` once the
  /// store is made.
  public var sessionPersistence: SessionPersistenceMiddleware?
  /// Whether the store measures what each action costs, from its first action
  /// (`Store.costMeasurement`): its middlewares named after their types, and, with a
  /// ``recorder``, each line of the recording carrying its action's cost. Off unless set.
  public var measuresCosts: Bool

  /// Gathers the store's dependencies.
  ///
  /// - Parameters:
  ///   - suggestions: The service that suggests todos; an ``OfflineSuggestionService`` unless
  ///     given.
  ///   - log: Where log lines go, one line or message per call; standard output unless given.
  ///   - todoFileURL: The file where the todo lists are saved; none by default.
  ///   - exampleTelemetry: Where the example feature records its telemetry; a fresh recorder
  ///     unless given.
  ///   - logsActions: Whether to log every action and its changes; off by default.
  ///   - recorder: The recorder of the session; none by default.
  ///   - history: The history of the store's states, for time travel; none by default.
  ///   - sessionPersistence: The persistence of the whole session; none by default.
  ///   - measuresCosts: Whether the store measures what each action costs; off by default.
  public init(
    suggestions: any TodoSuggestionService = OfflineSuggestionService(),
    log: @escaping @Sendable (String) -> Void = { print($0) },
    todoFileURL: URL? = nil,
    exampleTelemetry: ExampleTelemetry = ExampleTelemetry(),
    logsActions: Bool = false,
    recorder: ActionRecorder<AppState>? = nil,
    history: StoreHistory<AppState>? = nil,
    sessionPersistence: SessionPersistenceMiddleware? = nil,
    measuresCosts: Bool = false
  ) {
    self.suggestions = suggestions
    self.log = log
    self.todoFileURL = todoFileURL
    self.exampleTelemetry = exampleTelemetry
    self.logsActions = logsActions
    self.recorder = recorder
    self.history = history
    self.sessionPersistence = sessionPersistence
    self.measuresCosts = measuresCosts
  }
}

/// Makes the sample app's store, with its middlewares wired to the given dependencies.
///
/// ```swift
/// let store = makeAppStore(dependencies: AppDependencies())
/// let list = TodoListController(windowUUID: WindowUUID(), store: store)
/// list.addTapped(title: "Milk")
/// ```
///
/// When ``AppDependencies/history`` is set, the store's reducer is wrapped by the history, so that
/// its jumps replace the state, and its middleware runs first, before those below, recording the
/// state after each action.
///
/// The middlewares, in the order they run after each action:
///
/// 1. an `ActionRecorder`'s middleware, when ``AppDependencies/recorder`` is set: it writes
///    every action, the ones the other middlewares dispatch included, to the recording;
/// 2. a `LoggerMiddleware`, when ``AppDependencies/logsActions`` is on; in debug builds it also
///    logs the store's lifetime warnings (what a closed window left alive);
/// 3. ``ExampleMiddleware``, recording to ``AppDependencies/exampleTelemetry``;
/// 4. ``TodoListMiddleware``, logging refused actions and fetching suggestions;
/// 5. ``TodoPersistenceMiddleware``, when ``AppDependencies/todoFileURL`` is set: it loads the
///    saved todo lists now, restores each window's list when the window shows it, and saves every
///    change. The file's folder must exist; problems with the file are written to the log.
/// 6. ``SessionPersistenceMiddleware``, when ``AppDependencies/sessionPersistence`` is set: it
///    saves the windows, their screens and the settings after every change.
///
/// A middleware that `redux-cli new-screen --middleware` adds runs after these, in the order the
/// screens were added.
///
/// With ``AppDependencies/measuresCosts``, the store measures from its first action, each of
/// the middlewares above named after its type (`ActionRecorder`, `TodoListMiddleware`, …) and
/// those a screen added `middleware 7`, `middleware 8`, … by their place; the recorder, if any,
/// writes the costs on the recording's lines.
///
/// Middlewares that dispatch are made before the store exists, so they get a `StoreDispatcher`
/// that is connected to the store once it is made. The dispatcher holds the store weakly: the
/// store, its middlewares and their tasks do not keep each other alive.
///
/// There is deliberately no global `store`, unlike the wiki's `let store = Store(...)`: the app
/// makes one store at launch and hands it to its controllers, and each test makes its own. Tests
/// run in parallel, and a global store would make them share windows, settings and pending
/// actions, so one test's actions would show up in another's assertions.
///
/// - Parameters:
///   - dependencies: The outside world: suggestion service, log, save file, telemetry.
/// - Returns: A store with no windows open yet.
@MainActor
public func makeAppStore(dependencies: AppDependencies = AppDependencies()) -> Store<AppState> {
  let initialState = AppState()
  let dispatcher = StoreDispatcher()
  var middlewares: [Middleware<AppState>] = []
  // Each middleware's name for the cost measurement, by its type, beside it.
  var middlewareNames: [String] = []
  if let history = dependencies.history {
    middlewares.append(history.middleware)
    middlewareNames.append("StoreHistory")
  }
  if let recorder = dependencies.recorder {
    middlewares.append(recorder.middleware)
    middlewareNames.append("ActionRecorder")
  }
  let logger =
    dependencies.logsActions
    ? LoggerMiddleware(initialState: initialState, output: dependencies.log) : nil
  if let logger {
    middlewares.append(logger.middleware)
    middlewareNames.append("LoggerMiddleware")
  }
  middlewares.append(ExampleMiddleware(telemetry: dependencies.exampleTelemetry).exampleProvider)
  middlewareNames.append("ExampleMiddleware")
  middlewares.append(
    TodoListMiddleware(
      store: dispatcher,
      suggestions: dependencies.suggestions,
      log: dependencies.log
    ).todoListProvider
  )
  middlewareNames.append("TodoListMiddleware")
  if let todoFileURL = dependencies.todoFileURL {
    middlewares.append(
      TodoPersistenceMiddleware(
        fileStore: TodoFileStore(fileURL: todoFileURL),
        store: dispatcher,
        report: dependencies.log
      ).persistenceProvider
    )
    middlewareNames.append("TodoPersistenceMiddleware")
  }
  if let sessionPersistence = dependencies.sessionPersistence {
    middlewares.append(sessionPersistence.middleware)
    middlewareNames.append("SessionPersistenceMiddleware")
  }
  let reducer = dependencies.history?.reducer(wrapping: AppState.reducer) ?? AppState.reducer
  let store = Store(state: initialState, reducer: reducer, middlewares: middlewares)
  dispatcher.connect(to: store)
  if dependencies.measuresCosts {
    measureCosts(
      of: store, naming: middlewareNames, middlewareCount: middlewares.count,
      recorder: dependencies.recorder)
  }
  #if DEBUG
  // Debug builds: what a closed window leaves alive is logged half a second after it closes.
  if let logger { store.reportLifetimeWarnings(to: logger.log) }
  #endif
  return store
}

/// Starts the store's cost measurement, the first of its `count` middlewares named by `names`
/// and the rest, added by `new-screen` after them, by their place; connects the recorder to it.
@MainActor
private func measureCosts(
  of store: Store<AppState>, naming names: [String], middlewareCount count: Int,
  recorder: ActionRecorder<AppState>?
) {
  let allNames = names + (names.count..<max(names.count, count)).map { "middleware \($0 + 1)" }
  do {
    let measurement = try store.measureCosts(middlewareNames: allNames)
    recorder?.recordCosts(of: measurement)
  } catch {
    // A new store measures nothing yet, and there is a name per middleware.
    preconditionFailure("The sample app's store could not measure its costs: \(error)")
  }
}

import Redux

/// The todo list's side effects: logs refused actions, fetches suggestions, and cancels the
/// fetches of windows that close.
///
/// The middleware is made before the store, so it dispatches through a `StoreDispatcher`
/// connected once the store exists (see ``makeAppStore(dependencies:)``):
///
/// ```swift
/// let dispatcher = StoreDispatcher()
/// let todoList = TodoListMiddleware(
///   store: dispatcher, suggestions: OfflineSuggestionService(), log: { print($0) })
/// let store = Store(
///   state: AppState(), reducer: AppState.reducer, middlewares: [todoList.todoListProvider])
/// dispatcher.connect(to: store)
/// ```
///
/// After each action it looks at the todo lists of the action's window (of every open window
/// for ``WindowUUID/unavailable``):
///
/// - a ``TodoListState/rejection`` is written to the log once, for example
///   `Todo list 1A2B3C4D: remove: index 7 is out of range for 3 todos`;
/// - ``TodoListActionType/requestSuggestion`` starts fetching a suggestion for the window, unless
///   one is already on its way, and dispatches ``TodoListActionType/suggestionReceived(_:)`` or
///   ``TodoListActionType/suggestionFailed(_:)`` when it ends. A fetch is on its way from the
///   request that started it until the store has reduced its result, the same span in which
///   ``TodoListState/isFetchingSuggestion`` is `true`: a request reduced after the result always
///   starts a new fetch, and one reduced before it starts none.
///
/// A ``WindowActionType/closeWindow`` cancels the window's fetch, and closing its todo list
/// screen does too: a cancelled fetch dispatches nothing, and logs
/// `Todo list 1A2B3C4D: suggestion dropped, the fetch was cancelled`. A result that arrives for
/// a closed window all the same changes nothing: ``AppState/reducer`` ignores closed windows.
///
/// A jump in time (a `TimeTravelAction` from a `StoreHistory`) cancels every fetch: a fetch on
/// its way belongs to the states the store left, and its result must not land on the state
/// jumped to. A list that was fetching in that state shows it still, with no fetch on its way;
/// the next ``TodoListActionType/requestSuggestion`` starts a new one.
public final class TodoListMiddleware: Sendable {
  private let suggestions: any TodoSuggestionService
  private let log: @Sendable (String) -> Void
  private let tasks: WindowTasks

  /// Makes the middleware.
  ///
  /// - Parameters:
  ///   - store: Where the results of fetches are dispatched: a `StoreDispatcher` connected to
  ///     the app's store, or a `MockStore` in tests.
  ///   - suggestions: The service that suggests todos.
  ///   - log: Where refused actions and dropped suggestions are reported, one line per call.
  ///     Called on the main actor for refused actions and from a background task for dropped
  ///     suggestions.
  public init(
    store: any DispatchStore,
    suggestions: any TodoSuggestionService,
    log: @escaping @Sendable (String) -> Void
  ) {
    self.suggestions = suggestions
    self.log = log
    self.tasks = WindowTasks(dispatchingResultsTo: store)
  }

  /// The middleware to give to the store.
  ///
  /// A computed property returning a new closure, rather than the wiki's `lazy var` holding a
  /// closure that captures `self`: this object stores no closure, so the closure may capture it
  /// without a retain cycle. The store keeps the closure, the closure keeps the middleware (and
  /// the fetches it runs), and nothing points back at the store but the weak `StoreDispatcher`.
  public var todoListProvider: Middleware<AppState> {
    { [self] state, action in
      handle(action, in: state)
    }
  }

  /// The number of suggestion fetches of a window that are on their way.
  ///
  /// - Parameters:
  ///   - window: The window.
  /// - Returns: 0 or 1: a window fetches one suggestion at a time; 0 once the store has reduced
  ///   the fetch's result or failure, or once the fetch was cancelled.
  public func runningSuggestionCount(in window: WindowUUID) -> Int {
    tasks.inFlightCount(in: window)
  }

  private func handle(_ action: Action, in state: AppState) {
    // First: a fetch whose result this is no longer counts as on its way, and a closeWindow
    // cancels the fetches of the windows it closed and refuses new ones for them.
    tasks.actionReduced(action, in: state)
    switch action.actionType {
    case WindowActionType.closeWindow:
      return
    case TimeTravelActionType.jump:
      // Decided in the store's order: from this jump on, no fetch is on its way.
      cancelFetches(of: .unavailable, in: state)
      return
    case ScreenActionType.closeScreen:
      if let screenAction = action as? ScreenAction, screenAction.screen == .todoList {
        cancelFetches(of: screenAction.windowUUID, in: state)
      }
      return
    default:
      break
    }
    for window in windows(of: action, in: state) {
      guard
        let list = state.screenState(TodoListState.self, for: .todoList, window: window)
      else { continue }
      if let rejection = list.rejection {
        log("Todo list \(window.shortDescription): \(rejection)")
      }
      if case TodoListActionType.requestSuggestion = action.actionType {
        startFetch(for: window, after: list.items)
      }
    }
  }

  /// The windows an action is for: its own, or every open window for `.unavailable`.
  private func windows(of action: Action, in state: AppState) -> [WindowUUID] {
    action.windowUUID.isUnavailable ? state.activeScreens.windowUUIDs : [action.windowUUID]
  }

  private func cancelFetches(of window: WindowUUID, in state: AppState) {
    let windows = window.isUnavailable ? state.activeScreens.windowUUIDs : [window]
    for window in windows {
      tasks.cancelTasks(in: window)
    }
  }

  /// Starts fetching a suggestion for a window, unless one is already on its way.
  private func startFetch(for window: WindowUUID, after items: [TodoItem]) {
    guard tasks.inFlightCount(in: window) == 0 else { return }
    let suggestions = suggestions
    let log = log
    tasks.run(in: window) {
      let result: TodoListActionType
      do {
        result = .suggestionReceived(try await suggestions.suggestion(after: items))
      } catch {
        result = .suggestionFailed(String(describing: error))
      }
      guard !Task.isCancelled else {
        log("Todo list \(window.shortDescription): suggestion dropped, the fetch was cancelled")
        return nil
      }
      return TodoListAction(windowUUID: window, actionType: result)
    }
  }
}

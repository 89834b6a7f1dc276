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
/// - ``TodoListAction/requestSuggestion(_:)`` starts fetching a suggestion for the list it
///   reached (the window's first list, or the instance the action is aimed at), unless one is
///   already on its way for that list, and dispatches
///   ``TodoListAction/suggestionReceived(_:request:)`` or
///   ``TodoListAction/suggestionFailed(_:request:)`` when it ends, with the identity of the
///   request the list shows in flight (``TodoListState/suggestionRequest``). A fetch is on its
///   way from the request that started it until the store has reduced its result, the same span
///   in which ``TodoListState/isFetchingSuggestion`` is `true`: a request reduced after the
///   result always starts a new fetch, and one reduced before it starts none.
///
/// A ``WindowActionType/closeWindow`` cancels the window's fetches, and hiding a todo list
/// cancels that list's fetch: a cancelled fetch dispatches nothing, and logs
/// `Todo list 1A2B3C4D: suggestion dropped, the fetch was cancelled`. A result that arrives for
/// a closed window all the same changes nothing: ``AppState/reducer`` ignores closed windows;
/// one for a hidden instance of the list reaches nothing either, even when a newer list took its
/// place.
///
/// A jump in time (a `TimeTravelAction` from a `StoreHistory`) cancels every fetch: a fetch on
/// its way belongs to the states the store left. A result its fetch had already handed to the
/// store before the jump is still reduced after it, but changes nothing: the list applies a
/// result only while it shows the result's request in flight, and a request's identity is never
/// made twice, so the state jumped to shows another request, or none. (Only a jump to a state
/// that shows that very request in flight lets its result complete it, as a fetch of it would.)
/// The state jumped to is left exactly as the session had it: a list that was fetching there
/// shows it still, with no fetch on its way, and no fetch is started by the jump, which would
/// add an action and drop what `redo` goes back to. The next
/// ``TodoListAction/requestSuggestion(_:)`` joins the request the list shows and fetches it.
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

  /// The number of suggestion fetches of a window that are on their way, over every todo list
  /// the window shows.
  ///
  /// Each list fetches one suggestion at a time, so the count is at most the number of lists
  /// in the window: 0 or 1 for a window with one list. A fetch stops counting once the store
  /// has reduced its result or failure, or once it was cancelled.
  /// ``runningSuggestionCount(of:in:)`` counts the fetch of one list.
  ///
  /// - Parameters:
  ///   - window: The window.
  /// - Returns: How many of the window's lists have a fetch on its way.
  public func runningSuggestionCount(in window: WindowUUID) -> Int {
    tasks.inFlightCount(in: window)
  }

  /// The number of suggestion fetches of one instance of the todo list that are on their way.
  ///
  /// - Parameters:
  ///   - instance: The instance of the list.
  ///   - window: The window that shows it.
  /// - Returns: 0 or 1: a list fetches one suggestion at a time; 0 once the store has reduced
  ///   the fetch's result or failure, or once the fetch was cancelled.
  public func runningSuggestionCount(of instance: ScreenInstanceID, in window: WindowUUID) -> Int {
    tasks.inFlightCount(of: instance, in: window)
  }

  private func handle(_ action: Action, in state: AppState) {
    // First: a fetch whose result this is no longer counts as on its way; a closeWindow cancels
    // the fetches of the windows it closed, and a closeScreen those of the lists it hid, and
    // both refuse new ones for them.
    tasks.actionReduced(action, in: state)
    switch action.actionType {
    case WindowActionType.closeWindow, ScreenActionType.closeScreen:
      return
    case TimeTravelActionType.jump:
      // Decided in the store's order: from this jump on, no fetch is on its way.
      for window in state.activeScreens.windowUUIDs {
        tasks.cancelTasks(in: window)
      }
      return
    default:
      break
    }
    for window in windows(of: action, in: state) {
      // The list the action reached: its instance, or the window's first list.
      guard
        let instance = action.screenInstance
          ?? state.activeScreens.instances(of: .todoList, in: window).first,
        let list = state.todoList(in: window, instance: instance)
      else { continue }
      if let rejection = list.rejection {
        log("Todo list \(window.shortDescription): \(rejection)")
      }
      if case .requestSuggestion(let request)? = action.actionType(as: TodoListAction.self) {
        // The request the list shows in flight: this one, or the one it joined.
        startFetch(
          list.suggestionRequest ?? request, for: window, instance: instance,
          aimed: action.screenInstance != nil,
          after: Array(list.items))
      }
    }
  }

  /// The windows an action is for: its own, or every open window for `.unavailable`.
  private func windows(of action: Action, in state: AppState) -> [WindowUUID] {
    action.windowUUID.isUnavailable ? state.activeScreens.windowUUIDs : [action.windowUUID]
  }

  /// Starts fetching a suggestion for one list, unless one is already on its way for it.
  ///
  /// The fetch belongs to the list's instance, so hiding that list cancels it, and its result
  /// is aimed at the instance when the request was: once the list is hidden, it reaches nothing,
  /// not even a newer list shown in its place. A request for the window's first list gets a
  /// result for the window's first list, as before instances.
  private func startFetch(
    _ request: SuggestionRequestID, for window: WindowUUID, instance: ScreenInstanceID,
    aimed: Bool, after items: [TodoItem]
  ) {
    guard tasks.inFlightCount(of: instance, in: window) == 0 else { return }
    let suggestions = suggestions
    let log = log
    let target = aimed ? instance : nil
    tasks.run(in: window, instance: instance) {
      let result: TodoListAction
      do {
        let text = try await suggestions.suggestion(after: items)
        result = .suggestionReceived(text, request: request)
      } catch {
        result = .suggestionFailed(String(describing: error), request: request)
      }
      guard !Task.isCancelled else {
        log("Todo list \(window.shortDescription): suggestion dropped, the fetch was cancelled")
        return nil
      }
      return Action(result, windowUUID: window, screenInstance: target)
    }
  }
}

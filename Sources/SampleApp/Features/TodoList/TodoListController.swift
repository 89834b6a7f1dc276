import Redux

/// The todo list screen of one window, without a user interface: renders the window's todos in
/// the app-wide colours and dispatches what the user does.
///
/// ```swift
/// let list = TodoListController(windowUUID: window, store: store)
/// list.addTapped(title: "Milk")
/// list.addTapped(title: "Eggs")
/// list.toggleTapped(at: 1)
/// print(list.renderedText)
/// // Todos (background red, text white)
/// // 1. [ ] Milk
/// // 2. [x] Eggs
/// ```
///
/// Every window has its own controller and its own list: what is done in one window never
/// changes another window's list, while a colour chosen in any window's settings shows in all.
///
/// A window can show several todo lists: a controller made with an instance shows a list of its
/// own, with its own todos and its own suggestion, and aims every action at it.
///
/// ```swift
/// let second = TodoListController(windowUUID: window, instance: ScreenInstanceID(), store: store)
/// second.addTapped(title: "Bread")  // the window's first list does not change
/// ```
@MainActor
public final class TodoListController: StoreSubscriber, ScreenController {
  /// The state the controller receives: the window's list with the app-wide colours.
  public typealias SubscriberStateType = TodoListControllerState

  /// The window that shows the list.
  public let windowUUID: WindowUUID
  /// The instance of the list the controller shows, or `nil` for the window's first list.
  public let instance: ScreenInstanceID?
  private let store: any DefaultDispatchStore<AppState>
  /// The controller's screen: shows it, subscribes the controller, and closes it once; released
  /// with the controller, it closes a screen still shown.
  private let presence: ScreenPresence

  /// The last state received from the store.
  public private(set) var listState: TodoListControllerState?
  /// The cell of each todo the list shows, by id: made when the todo appears, dropped when it
  /// goes. Each subscribes to its own row.
  public private(set) var cells: [TodoItem.ID: TodoCellController] = [:]
  /// How many times the controller rendered a state.
  public private(set) var renderCount = 0
  /// The lines above the todos: the header, and `(no todos)` for an empty list.
  private var headerLines: [String] = []
  /// The lines below the todos: the suggestion, and why fetching one failed.
  private var footerLines: [String] = []

  /// The state as the screen would show it: a header naming the colours, then one numbered line
  /// per todo, drawn by the todo's cell (``cells``), then the suggestion.
  ///
  /// Read when it is drawn, after the store has told every subscriber: the list hears the order
  /// and the colours, each cell its own todo.
  public var renderedText: String {
    guard let listState else { return "" }
    let rows = listState.items.enumerated().map { offset, item in
      "\(offset + 1). \(cells[item.id]?.renderedText ?? "")"
    }
    return (headerLines + rows + footerLines).joined(separator: "\n")
  }

  /// Makes the controller, shows the todo list in its window and subscribes to it.
  ///
  /// - Parameters:
  ///   - windowUUID: The window that shows the list.
  ///   - instance: A new instance of the list, with an identity never used before, or `nil`
  ///     (the default) for the window's first list, shown unless the window shows one.
  ///   - store: The app's store, or a `MockStore` in tests.
  public init(
    windowUUID: WindowUUID,
    instance: ScreenInstanceID? = nil,
    store: any DefaultDispatchStore<AppState>
  ) {
    self.windowUUID = windowUUID
    self.instance = instance
    self.store = store
    presence = ScreenPresence(
      screen: .todoList, windowUUID: windowUUID, instance: instance, store: store)
    subscribeToRedux()
  }

  // MARK: - Redux

  /// Shows the todo list in the controller's window, then subscribes to the window's
  /// ``TodoListControllerState``.
  ///
  /// It is a screen subscription: it is evaluated after the actions that change this window's
  /// todo list (this instance of it, for a controller made with an instance) and after every
  /// change of the app-wide settings; it ends when the window closes.
  public func subscribeToRedux() {
    presence.show(to: self, selecting: TodoListControllerState.init(appState:uuid:instance:))
  }

  /// Closes the todo list in the controller's window, once: calling it again, or releasing the
  /// controller afterwards, dispatches nothing more.
  public func unsubscribeFromRedux() {
    presence.close()
  }

  /// Stores the new state, keeps one cell per todo, and renders the lines around the todos.
  ///
  /// The text has a header naming the colours, one numbered line per todo (`[x]` when done),
  /// `(no todos)` for an empty list, then a line about the suggestion when there is one, one is
  /// on its way, or fetching one failed. A todo that appears gets a cell, subscribed to its row;
  /// the cell of a todo that went is dropped.
  ///
  /// - Parameters:
  ///   - state: The window's list with the app-wide colours.
  public func newState(state: TodoListControllerState) {
    listState = state
    updateCells(for: state.items)
    headerLines = [
      "Todos (background \(state.backgroundColor.rawValue), text \(state.textColor.rawValue))"
    ]
    if state.items.isEmpty {
      headerLines.append("(no todos)")
    }
    footerLines = []
    if let suggestion = state.suggestion {
      footerLines.append("Suggestion: \(suggestion)")
    } else if state.isFetchingSuggestion {
      footerLines.append("Suggestion: fetching...")
    }
    if let error = state.suggestionError {
      footerLines.append("Suggestion failed: \(error)")
    }
    renderCount += 1
  }

  /// Makes a cell for each todo without one, and drops the cells of todos the list no longer has.
  private func updateCells(for items: [TodoItem]) {
    let ids = Set(items.map(\.id))
    cells = cells.filter { ids.contains($0.key) }
    for item in items where cells[item.id] == nil {
      cells[item.id] = TodoCellController(
        id: item.id, windowUUID: windowUUID, instance: instance, store: store)
    }
  }

  // MARK: - Intents

  /// The user added a todo at the end of the list.
  ///
  /// - Parameters:
  ///   - title: What there is to do. A title of only spaces is rejected by the reducer.
  public func addTapped(title: String) {
    send(.add(title: title))
  }

  /// The user removed a todo.
  ///
  /// - Parameters:
  ///   - index: The todo's position in the list, from zero.
  public func removeTapped(at index: Int) {
    send(.remove(index: index))
  }

  /// The user dragged a todo to another place in the list.
  ///
  /// - Parameters:
  ///   - from: The todo's position, from zero.
  ///   - to: The position it ends up at, from zero.
  public func moveTapped(from: Int, to: Int) {
    send(.move(from: from, to: to))
  }

  /// The user marked a todo done, or not done.
  ///
  /// - Parameters:
  ///   - index: The todo's position in the list, from zero.
  public func toggleTapped(at index: Int) {
    send(.toggle(index: index))
  }

  /// The user imported todos: they are added at the end of the list, in order, as one batch
  /// (`ActionBatch`), so that the screen and its cells are told once, after the last of them.
  ///
  /// - Parameters:
  ///   - titles: What there is to do, one title per todo. Titles of only spaces are rejected by
  ///     the reducer, one by one; no titles dispatch nothing.
  public func importTapped(titles: [String]) {
    guard !titles.isEmpty else { return }
    var actions: [Action] = []
    actions.reserveCapacity(titles.count)
    for title in titles {
      actions.append(
        Action(TodoListAction.add(title: title), windowUUID: windowUUID, screenInstance: instance))
    }
    store.dispatch(ActionBatch(actions))
  }

  /// The user asked for a suggestion of something to do; ``TodoListMiddleware`` fetches it.
  public func suggestionTapped() {
    send(.requestSuggestion(SuggestionRequestID()))
  }

  /// The user accepted the suggestion: it becomes a todo.
  public func acceptSuggestionTapped() {
    send(.acceptSuggestion)
  }

  private func send(_ type: TodoListAction) {
    store.dispatch(
      Action(type, windowUUID: windowUUID, screenInstance: instance))
  }
}

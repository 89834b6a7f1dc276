import Redux

/// One todo of a list, as a cell of the list's screen: subscribes to its row alone.
///
/// The cell follows the todo by its id, wherever it moves in the list. Its subscription is a row
/// subscription: it is evaluated only after the actions that added, changed or removed this todo,
/// never after one that changed only other todos, so a list of many cells costs what an action
/// changed. It hears `nil` once the todo is removed, or its list hidden, and ends with the window.
///
/// ```swift
/// let cell = TodoCellController(id: 3, windowUUID: window, store: store)
/// print(cell.renderedText)  // [ ] Milk
/// ```
///
/// ``TodoListController`` keeps one cell per todo it shows, and draws each todo's line with it.
@MainActor
public final class TodoCellController: StoreSubscriber {
  /// The state the cell receives: its todo, or `nil` when the list does not have it.
  public typealias SubscriberStateType = TodoItem?

  /// The todo's id.
  public let id: TodoItem.ID
  /// The window that shows the list.
  public let windowUUID: WindowUUID
  /// The instance of the list, or `nil` for the window's first list.
  public let instance: ScreenInstanceID?
  private let store: any DefaultDispatchStore<AppState>

  /// The todo as last received; `nil` when the list does not have it.
  public private(set) var item: TodoItem?
  /// The todo as its line shows it, `[x] Milk` once done; empty while the list does not have it.
  public private(set) var renderedText = ""
  /// How many times the cell received a state, the first one included.
  public private(set) var renderCount = 0

  /// Makes the cell of a todo and subscribes it to the todo's row.
  ///
  /// - Parameters:
  ///   - id: The todo's id.
  ///   - windowUUID: The window that shows the list.
  ///   - instance: The instance of the list, or `nil` (the default) for the window's first list.
  ///   - store: The app's store.
  public init(
    id: TodoItem.ID,
    windowUUID: WindowUUID,
    instance: ScreenInstanceID? = nil,
    store: any DefaultDispatchStore<AppState>
  ) {
    self.id = id
    self.windowUUID = windowUUID
    self.instance = instance
    self.store = store
    subscribeToRedux()
  }

  /// Subscribes the cell to its todo's row: the cell receives the todo at once, then after each
  /// action that changed it.
  public func subscribeToRedux() {
    let id = id
    let window = windowUUID
    let instance = instance
    store.subscribe(self, to: .row(id, of: \.[todoItemsIn: window, instance: instance], in: window))
    {
      $0.select { $0[todoItemsIn: window, instance: instance]?[id: id] }
    }
  }

  /// Ends the cell's subscription.
  public func unsubscribeFromRedux() {
    store.unsubscribe(self)
  }

  /// Stores the todo and renders its line.
  ///
  /// - Parameter state: The todo, or `nil` when the list does not have it.
  public func newState(state: TodoItem?) {
    item = state
    renderedText = state.map { "[\($0.isCompleted ? "x" : " ")] \($0.title)" } ?? ""
    renderCount += 1
  }
}

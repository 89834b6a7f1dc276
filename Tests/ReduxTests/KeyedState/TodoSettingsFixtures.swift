import Redux

/// The Suas "todo app with settings" example: a todo list screen and a settings screen, each
/// with its own sub-state and keyed reducer.
///
/// The types are nested in a namespace so that they cannot clash with other test files; their
/// default state keys are still `"TodoList"` and `"TodoSettings"`, as in the Suas guide.
enum TodoWithSettings {
  /// A colour of the todo screen; stands in for `UIColor`.
  enum Color: String, Equatable, Sendable {
    case red
    case white
    case blue
    case purple
    case yellow
  }

  // MARK: Sub-states

  /// One todo.
  struct TodoItem: Equatable, Sendable {
    var title: String
    var isCompleted = false
  }

  /// The state of the todo list screen.
  struct TodoList: Equatable, Sendable {
    var todos: [TodoItem] = []
  }

  /// The state of the settings screen.
  struct TodoSettings: Equatable, Sendable {
    var backgroundColor: Color
    var textColor: Color
  }

  /// What the todo list screen shows: built from both sub-states by ``controllerStateSelector``.
  struct TodoListControllerSettings: Equatable {
    var backgroundColor: Color
    var textColor: Color
    var todoString: String
  }

  // MARK: Actions

  /// The kinds of the todo list actions.
  enum TodoActionType: ActionType {
    case add
    case remove
    case move
    case toggle
  }

  /// The kinds of the settings actions.
  enum SettingsActionType: ActionType {
    case changeTextColor
    case changeBackgroundColor
  }

  /// The kinds of actions that neither reducer handles.
  enum UnrelatedActionType: ActionType {
    case ping
  }

  /// Adds a todo at the end of the list.
  final class AddTodo: Action {
    let text: String

    init(text: String) {
      self.text = text
      super.init(windowUUID: .unavailable, actionType: TodoActionType.add)
    }
  }

  /// Removes the todo at `index`; ignored when there is none.
  final class RemoveTodo: Action {
    let index: Int

    init(index: Int) {
      self.index = index
      super.init(windowUUID: .unavailable, actionType: TodoActionType.remove)
    }
  }

  /// Moves the todo at `from` to position `to`; ignored when either is out of bounds.
  final class MoveTodo: Action {
    let from: Int
    let to: Int

    init(from: Int, to: Int) {
      self.from = from
      self.to = to
      super.init(windowUUID: .unavailable, actionType: TodoActionType.move)
    }
  }

  /// Flips whether the todo at `index` is completed; ignored when there is none.
  final class ToggleTodo: Action {
    let index: Int

    init(index: Int) {
      self.index = index
      super.init(windowUUID: .unavailable, actionType: TodoActionType.toggle)
    }
  }

  /// Changes the text colour of the todos.
  final class ChangeTextColor: Action {
    let color: Color

    init(color: Color) {
      self.color = color
      super.init(windowUUID: .unavailable, actionType: SettingsActionType.changeTextColor)
    }
  }

  /// Changes the background colour of the todos.
  final class ChangeBackgroundColor: Action {
    let color: Color

    init(color: Color) {
      self.color = color
      super.init(windowUUID: .unavailable, actionType: SettingsActionType.changeBackgroundColor)
    }
  }

  /// An action that neither reducer handles.
  static func ping() -> Action {
    Action(windowUUID: .unavailable, actionType: UnrelatedActionType.ping)
  }

  // MARK: Reducers

  /// Reduces the todo list actions only, under the default key `"TodoList"`.
  struct TodoReducer: KeyedReducer {
    let initialState = TodoList()

    func reduce(state: TodoList, action: Action) -> TodoList? {
      var next = state
      switch action {
      case let action as AddTodo:
        next.todos.append(TodoItem(title: action.text))
      case let action as RemoveTodo:
        guard next.todos.indices.contains(action.index) else { return nil }
        next.todos.remove(at: action.index)
      case let action as MoveTodo:
        guard next.todos.indices.contains(action.from), next.todos.indices.contains(action.to)
        else { return nil }
        let item = next.todos.remove(at: action.from)
        next.todos.insert(item, at: action.to)
      case let action as ToggleTodo:
        guard next.todos.indices.contains(action.index) else { return nil }
        next.todos[action.index].isCompleted.toggle()
      default:
        return nil
      }
      return next
    }
  }

  /// Reduces the settings actions only, under the default key `"TodoSettings"`.
  ///
  /// The default is white text on a red background.
  struct SettingsReducer: KeyedReducer {
    let initialState = TodoSettings(backgroundColor: .red, textColor: .white)

    func reduce(state: TodoSettings, action: Action) -> TodoSettings? {
      switch action {
      case let action as ChangeBackgroundColor:
        TodoSettings(backgroundColor: action.color, textColor: state.textColor)
      case let action as ChangeTextColor:
        TodoSettings(backgroundColor: state.backgroundColor, textColor: action.color)
      default:
        nil
      }
    }
  }

  /// The todo list reducer under the custom key `"todos"`.
  static let todosReducer = BlockReducer(initialState: TodoList(), stateKey: "todos") {
    state, action in TodoReducer().reduce(state: state, action: action)
  }

  /// The settings reducer under the custom key `"settings"`.
  static let settingsReducer = BlockReducer(
    initialState: SettingsReducer().initialState,
    stateKey: "settings"
  ) { state, action in SettingsReducer().reduce(state: state, action: action) }

  /// Builds what the todo list screen shows, or `nil` when either sub-state is missing.
  static func controllerStateSelector(_ state: KeyedState) -> TodoListControllerSettings? {
    guard
      let todoList = state.value(forKeyOfType: TodoList.self),
      let settings = state.value(forKeyOfType: TodoSettings.self)
    else { return nil }
    return TodoListControllerSettings(
      backgroundColor: settings.backgroundColor,
      textColor: settings.textColor,
      todoString: todoList.todos.map(\.title).joined(separator: "\n")
    )
  }

  /// The store of the example, as the Suas guide creates it.
  @MainActor
  static func makeStore() -> Store<KeyedState> {
    Store(reducer: TodoReducer() + SettingsReducer())
  }
}

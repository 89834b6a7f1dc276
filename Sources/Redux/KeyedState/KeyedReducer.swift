/// A reducer of one sub-state of a ``KeyedState``.
///
/// Each keyed reducer owns one sub-state: it gives its initial value and reduces it. Returning
/// `nil` from ``reduce(state:action:)`` means "unchanged": the sub-state keeps its value and its
/// listeners are not called.
///
/// ```swift
/// struct TodoReducer: KeyedReducer {
///   var initialState = TodoList(todos: [])
///
///   func reduce(state: TodoList, action: Action) -> TodoList? {
///     guard let action = action as? AddTodoAction else { return nil }
///     return TodoList(todos: state.todos + [action.content])
///   }
/// }
/// ```
///
/// The sub-state is stored under ``stateKey``, the name of the sub-state's type unless the
/// reducer declares another one (`var stateKey = "todos"`).
public protocol KeyedReducer<State>: Sendable {
  /// The type of the sub-state this reducer owns.
  associatedtype State: Equatable & Sendable

  /// The value of the sub-state when the store is created.
  var initialState: State { get }

  /// The key the sub-state is stored under. Defaults to the name of ``State``.
  var stateKey: String { get }

  /// Returns the next sub-state, or `nil` when `action` does not change it.
  ///
  /// - Parameters:
  ///   - state: The current sub-state.
  ///   - action: The action being reduced.
  func reduce(state: State, action: Action) -> State?
}

extension KeyedReducer {
  /// The name of the sub-state's type, such as `"TodoList"`.
  public var stateKey: String {
    KeyedState.defaultKey(for: State.self)
  }
}

import Redux

/// An action of a window's todo list; recordable, with its action type as payload.
///
/// ```swift
/// store.dispatch(TodoListAction(windowUUID: windowUUID, actionType: .add(title: "Milk")))
/// ```
public final class TodoListAction: Action, RecordableAction {
  /// Makes a todo list action for a window.
  ///
  /// - Parameters:
  ///   - windowUUID: The window whose list changes.
  ///   - actionType: The change.
  public init(windowUUID: WindowUUID, actionType: TodoListActionType) {
    super.init(windowUUID: windowUUID, actionType: actionType)
  }

  /// Makes a todo list action for one instance of the todo list in a window.
  ///
  /// ```swift
  /// let second = ScreenInstanceID()
  /// store.dispatch(
  ///   TodoListAction(windowUUID: window, screenInstance: second, actionType: .add(title: "Milk")))
  /// ```
  ///
  /// Aimed at an instance, the action changes that list alone, and nothing once the instance is
  /// hidden; without one, it changes the window's first list, as ``init(windowUUID:actionType:)``
  /// does.
  ///
  /// - Parameters:
  ///   - windowUUID: The window that shows the list.
  ///   - screenInstance: The instance of the list, or `nil` for the window's first list.
  ///   - actionType: The change.
  public init(
    windowUUID: WindowUUID, screenInstance: ScreenInstanceID?, actionType: TodoListActionType
  ) {
    super.init(windowUUID: windowUUID, screenInstance: screenInstance, actionType: actionType)
  }
}

extension TodoListAction: InstanceRecordableAction {
  /// Makes the action again from a recording, for the instance it was aimed at.
  ///
  /// - Parameters:
  ///   - windowUUID: The window.
  ///   - screenInstance: The instance, or `nil` for the window's first list.
  ///   - recordedPayload: The recorded action type.
  public convenience init(
    windowUUID: WindowUUID, screenInstance: ScreenInstanceID?, recordedPayload: TodoListActionType
  ) {
    self.init(windowUUID: windowUUID, screenInstance: screenInstance, actionType: recordedPayload)
  }
}

/// The kinds of ``TodoListAction``. Indices are positions in the window's list, from zero.
///
/// `Codable`, so that the action is recorded: `add(title: "Milk")` is written as
/// `{"add":{"title":"Milk"}}`.
public enum TodoListActionType: ActionType, Equatable, Codable {
  /// Adds a todo at the end of the list. A title of only spaces is rejected.
  case add(title: String)
  /// Removes the todo at an index.
  case remove(index: Int)
  /// Moves the todo at `from` so that it ends up at `to`.
  case move(from: Int, to: Int)
  /// Marks the todo at an index done, or not done.
  case toggle(index: Int)
  /// Puts back the todos saved for the window, before any added since it opened. Dispatched by
  /// ``TodoPersistenceMiddleware``.
  case restore([TodoItem])
  /// Asks for a suggestion of something to do; ``TodoListMiddleware`` fetches it. The request's
  /// identity, new for each request, is what its result must carry to be applied.
  case requestSuggestion(SuggestionRequestID)
  /// A suggestion arrived for a request; the list takes it only while it shows that request in
  /// flight.
  case suggestionReceived(String, request: SuggestionRequestID)
  /// Fetching a suggestion failed, for this reason; the list takes it only while it shows that
  /// request in flight.
  case suggestionFailed(String, request: SuggestionRequestID)
  /// Adds the suggestion as a todo.
  case acceptSuggestion
}

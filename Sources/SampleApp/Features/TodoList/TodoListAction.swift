import Redux

/// What can happen to a window's todo list: an enum action, dispatched with its window.
/// Indices are positions in the window's list, from zero.
///
/// ```swift
/// store.dispatch(TodoListAction.add(title: "Milk"), forWindowUUID: windowUUID)
/// ```
///
/// Aimed at one instance of the list, with `Action(_:windowUUID:screenInstance:)`, the action
/// changes that list alone, and nothing once the instance is hidden; without one, it changes the
/// window's first list.
///
/// `Codable`, so that it is recorded once registered (``ActionRegistry/sampleApp``):
/// `add(title: "Milk")` is written as `{"add":{"title":"Milk"}}`.
public enum TodoListAction: ModernAction, Equatable, Codable {
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

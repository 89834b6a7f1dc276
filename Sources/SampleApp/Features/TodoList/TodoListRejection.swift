/// Why the todo list refused an action. The list is left unchanged, the rejection is kept in the
/// state for one action, and ``TodoListMiddleware`` writes it to the log.
public enum TodoListRejection: Equatable, Sendable, Codable, CustomStringConvertible {
  /// An index was outside the list.
  case indexOutOfRange(operation: String, index: Int, count: Int)
  /// A todo to add had no title.
  case emptyTitle
  /// There was no suggestion to accept.
  case noSuggestion
  /// The list gave every id a todo may have: no todo can be added.
  case noIDLeft

  /// A sentence for the log.
  public var description: String {
    switch self {
    case .indexOutOfRange(let operation, let index, let count):
      let todos = count == 1 ? "1 todo" : "\(count) todos"
      return "\(operation): index \(index) is out of range for \(todos)"
    case .emptyTitle:
      return "add: a todo needs a title"
    case .noSuggestion:
      return "acceptSuggestion: there is no suggestion to accept"
    case .noIDLeft:
      return "add: the list has no id left to give a todo"
    }
  }
}

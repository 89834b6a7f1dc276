/// A todo of the reference model: what a line of the list shows.
struct ReferenceTodo: Equatable {
  var title: String
  var isDone = false
}

/// Why the reference todo list refused an operation, as the sample app's rules state it.
enum ReferenceRejection: Equatable {
  /// An index was not a position in the list; `count` is the list's length at the time.
  case outOfRange(operation: String, index: Int, count: Int)
  /// A todo to add had a title of nothing but white space.
  case emptyTitle
  /// There was no suggestion to accept.
  case noSuggestion
  /// The list had no id left for a todo; the model never runs out, so the app never should in
  /// its steps.
  case noIDLeft
}

/// Something done to a window's todo list.
enum TodoOperation: Equatable, CustomStringConvertible {
  case add(String)
  case remove(Int)
  case move(from: Int, to: Int)
  case toggle(Int)
  case restore([ReferenceTodo])
  case requestSuggestion
  case suggestionArrived(String)
  case suggestionFailed(String)
  case acceptSuggestion

  var description: String {
    switch self {
    case .add(let title): return "add(\(title.debugDescription))"
    case .remove(let index): return "remove(\(index))"
    case .move(let from, let to): return "move(\(from) -> \(to))"
    case .toggle(let index): return "toggle(\(index))"
    case .restore(let items): return "restore(\(items.map(\.title)))"
    case .requestSuggestion: return "requestSuggestion"
    case .suggestionArrived(let text): return "suggestionArrived(\(text.debugDescription))"
    case .suggestionFailed(let reason): return "suggestionFailed(\(reason.debugDescription))"
    case .acceptSuggestion: return "acceptSuggestion"
    }
  }
}

/// The reference model of one window's todo list, written from the rules rather than from the
/// app's reducer:
///
/// - add appends a todo, unless its title is only white space: then the list is unchanged and
///   the rejection says so;
/// - remove, toggle and move act on positions from zero; a position outside the list changes
///   nothing and leaves an out-of-range rejection naming the operation, the position and the
///   list's length (for move, the first bad position: `from`, then `to`);
/// - restore puts saved todos before the current ones;
/// - asking for a suggestion marks one as on its way; its arrival or failure ends that, keeping
///   the suggestion or the reason;
/// - accepting takes the suggestion away and adds it as a todo; with no suggestion it is
///   rejected;
/// - the rejection and the failure reason are transient: the window's next action, whatever it
///   is, clears them first.
struct ReferenceTodoList: Equatable, CustomStringConvertible {
  var items: [ReferenceTodo] = []
  var suggestion: String?
  var isFetchingSuggestion = false
  var rejection: ReferenceRejection?
  var suggestionError: String?

  var description: String {
    var parts = [
      "items: ["
        + items.map { "\($0.title.debugDescription)\($0.isDone ? " done" : "")" }
        .joined(separator: ", ") + "]"
    ]
    if let suggestion { parts.append("suggestion: \(suggestion.debugDescription)") }
    if isFetchingSuggestion { parts.append("fetching") }
    if let rejection { parts.append("rejection: \(rejection)") }
    if let suggestionError { parts.append("error: \(suggestionError.debugDescription)") }
    return parts.joined(separator: ", ")
  }

  /// Clears the transient fields: done for every action the list's window hears.
  mutating func forgetTransients() {
    rejection = nil
    suggestionError = nil
  }

  /// Applies an operation, once the transient fields are cleared.
  mutating func apply(_ operation: TodoOperation) {
    switch operation {
    case .add(let title):
      add(title)
    case .remove(let index):
      if isPosition(index, for: "remove") { items.remove(at: index) }
    case .move(let from, let to):
      if isPosition(from, for: "move") && isPosition(to, for: "move") {
        let moved = items.remove(at: from)
        items.insert(moved, at: to)
      }
    case .toggle(let index):
      if isPosition(index, for: "toggle") { items[index].isDone = !items[index].isDone }
    case .restore(let saved):
      items = saved + items
    case .requestSuggestion:
      isFetchingSuggestion = true
    case .suggestionArrived(let text):
      // A result is taken only for the request in flight; every step's request has one identity.
      guard isFetchingSuggestion else { break }
      isFetchingSuggestion = false
      suggestion = text
    case .suggestionFailed(let reason):
      guard isFetchingSuggestion else { break }
      isFetchingSuggestion = false
      suggestionError = reason
    case .acceptSuggestion:
      if let accepted = suggestion {
        suggestion = nil
        add(accepted)
      } else {
        rejection = .noSuggestion
      }
    }
  }

  private mutating func add(_ title: String) {
    if title.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
      rejection = .emptyTitle
    } else {
      items.append(ReferenceTodo(title: title))
    }
  }

  /// Whether `index` is a position in the list; records the rejection when it is not.
  private mutating func isPosition(_ index: Int, for operation: String) -> Bool {
    if index >= 0 && index < items.count { return true }
    rejection = .outOfRange(operation: operation, index: index, count: items.count)
    return false
  }
}

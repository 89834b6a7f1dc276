import Redux

/// The todo list of one window.
///
/// Each window has its own list. An action with an index outside the list changes nothing but
/// leaves a ``rejection`` for one action, which the log reports; it never crashes.
public struct TodoListState: ScreenState, Codable {
  /// The window that shows the list.
  public var windowUUID: WindowUUID
  /// The todos, in order.
  public var items: [TodoItem]
  /// A suggestion of something to do, waiting to be accepted.
  public var suggestion: String?
  /// Whether a suggestion was asked for and has not arrived yet.
  public var isFetchingSuggestion: Bool
  /// The request in flight while ``isFetchingSuggestion`` is `true`: only its result is applied.
  ///
  /// A result of any other request changes nothing: one of a request asked again since, or one
  /// from a timeline a jump in time left, whatever its timing.
  public var suggestionRequest: SuggestionRequestID?
  /// Why the last action was refused; transient.
  public var rejection: TodoListRejection?
  /// Why fetching a suggestion failed; transient.
  public var suggestionError: String?

  /// Makes a window's todo list.
  ///
  /// - Parameters:
  ///   - windowUUID: The window that shows the list.
  ///   - items: The todos; none by default.
  ///   - suggestion: A suggestion waiting to be accepted.
  ///   - isFetchingSuggestion: Whether a suggestion is on its way.
  ///   - suggestionRequest: The request on its way, whose result alone is applied.
  ///   - rejection: Why the last action was refused; transient.
  ///   - suggestionError: Why fetching a suggestion failed; transient.
  public init(
    windowUUID: WindowUUID,
    items: [TodoItem] = [],
    suggestion: String? = nil,
    isFetchingSuggestion: Bool = false,
    suggestionRequest: SuggestionRequestID? = nil,
    rejection: TodoListRejection? = nil,
    suggestionError: String? = nil
  ) {
    self.windowUUID = windowUUID
    self.items = items
    self.suggestion = suggestion
    self.isFetchingSuggestion = isFetchingSuggestion
    self.suggestionRequest = suggestionRequest
    self.rejection = rejection
    self.suggestionError = suggestionError
  }

  /// Applies the ``TodoListAction``s of this window; resets the transient data for every other
  /// action.
  public static let reducer: Reducer<Self> = reducer(handling: TodoListAction.self) {
    state, action, window in
    var next = defaultState(from: state)
    guard window == .unavailable || window == state.windowUUID else { return next }
    next.apply(action)
    return next
  }

  /// Returns a copy of `state` without the transient rejection and suggestion error.
  ///
  /// - Parameter state: The state to copy.
  /// - Returns: The copy.
  public static func defaultState(from state: TodoListState) -> TodoListState {
    var copy = state
    copy.rejection = nil
    copy.suggestionError = nil
    return copy
  }

  private mutating func apply(_ type: TodoListAction) {
    switch type {
    case .add(let title):
      add(title)
    case .remove(let index):
      guard check(index, in: "remove") else { return }
      items.remove(at: index)
    case .move(let from, let to):
      guard check(from, in: "move"), check(to, in: "move") else { return }
      items.insert(items.remove(at: from), at: to)
    case .toggle(let index):
      guard check(index, in: "toggle") else { return }
      items[index].isCompleted.toggle()
    case .restore(let saved):
      items = saved + items
    case .requestSuggestion(let request):
      // One request at a time: asking again while one is in flight joins it.
      if !isFetchingSuggestion || suggestionRequest == nil { suggestionRequest = request }
      isFetchingSuggestion = true
    case .suggestionReceived(let text, let request):
      guard isInFlight(request) else { return }
      suggestion = text
    case .suggestionFailed(let reason, let request):
      guard isInFlight(request) else { return }
      suggestionError = reason
    case .acceptSuggestion:
      guard let suggestion else {
        rejection = .noSuggestion
        return
      }
      self.suggestion = nil
      add(suggestion)
    }
  }

  /// Whether a result is for the request in flight; if so, the request is no longer in flight.
  private mutating func isInFlight(_ request: SuggestionRequestID) -> Bool {
    guard isFetchingSuggestion, suggestionRequest == request else { return false }
    isFetchingSuggestion = false
    suggestionRequest = nil
    return true
  }

  private mutating func add(_ title: String) {
    guard !title.allSatisfy(\.isWhitespace) else {
      rejection = .emptyTitle
      return
    }
    items.append(TodoItem(title: title))
  }

  /// Whether an index is inside the list; records a rejection when it is not.
  private mutating func check(_ index: Int, in operation: String) -> Bool {
    guard items.indices.contains(index) else {
      rejection = .indexOutOfRange(operation: operation, index: index, count: items.count)
      return false
    }
    return true
  }
}

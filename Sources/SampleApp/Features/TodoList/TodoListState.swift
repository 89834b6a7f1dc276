import Redux

/// The todo list of one window.
///
/// Each window has its own list. An action with an index outside the list changes nothing but
/// leaves a ``rejection`` for one action, which the log reports; it never crashes.
///
/// The todos are rows (``Rows``): actions name them by position, as the screen shows them, and
/// the reducer finds the todo's id there and changes that row, so that a cell subscribed to one
/// todo (``TodoCellController``) hears only the actions that changed it.
public struct TodoListState: ScreenState, Codable {
  /// The window that shows the list.
  public var windowUUID: WindowUUID
  /// The todos, in order, each with its id.
  public var items: Rows<TodoItem>
  /// The id the next todo added to the list takes; ids are never given twice in a list.
  ///
  /// Kept in the state, so that a recording replays the same ids and a jump in time takes the
  /// list's ids back with it. A state written before todos had ids has none: it is read as one
  /// more than the largest id of its todos.
  public var nextItemID: Int
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
  ///   - nextItemID: The id of the next todo added; by default one more than the largest id of
  ///     `items`, or 1.
  ///   - suggestion: A suggestion waiting to be accepted.
  ///   - isFetchingSuggestion: Whether a suggestion is on its way.
  ///   - suggestionRequest: The request on its way, whose result alone is applied.
  ///   - rejection: Why the last action was refused; transient.
  ///   - suggestionError: Why fetching a suggestion failed; transient.
  public init(
    windowUUID: WindowUUID,
    items: Rows<TodoItem> = [],
    nextItemID: Int? = nil,
    suggestion: String? = nil,
    isFetchingSuggestion: Bool = false,
    suggestionRequest: SuggestionRequestID? = nil,
    rejection: TodoListRejection? = nil,
    suggestionError: String? = nil
  ) {
    self.windowUUID = windowUUID
    self.items = items
    self.nextItemID = nextItemID ?? Self.idAfter(items)
    self.suggestion = suggestion
    self.isFetchingSuggestion = isFetchingSuggestion
    self.suggestionRequest = suggestionRequest
    self.rejection = rejection
    self.suggestionError = suggestionError
  }

  /// Reads a list; one written before todos had ids takes, for each todo, its position from 1,
  /// and for ``nextItemID`` one more than the largest id.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: `DecodingError` when a field is missing or two todos share an id.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    windowUUID = try container.decode(WindowUUID.self, forKey: .windowUUID)
    items = try container.decode(Rows<TodoItem>.self, forKey: .items)
    nextItemID =
      try container.decodeIfPresent(Int.self, forKey: .nextItemID) ?? Self.idAfter(items)
    suggestion = try container.decodeIfPresent(String.self, forKey: .suggestion)
    isFetchingSuggestion = try container.decode(Bool.self, forKey: .isFetchingSuggestion)
    suggestionRequest = try container.decodeIfPresent(
      SuggestionRequestID.self, forKey: .suggestionRequest)
    rejection = try container.decodeIfPresent(TodoListRejection.self, forKey: .rejection)
    suggestionError = try container.decodeIfPresent(String.self, forKey: .suggestionError)
    guard nextItemID <= TodoItem.ids.upperBound, items.allSatisfy({ $0.id < nextItemID }) else {
      throw DecodingError.dataCorruptedError(
        forKey: .nextItemID, in: container,
        debugDescription:
          "nextItemID \(nextItemID) must be above every todo's id, and at most "
          + "\(TodoItem.ids.upperBound).")
    }
  }

  /// One more than the largest id of `items`, or 1 for no todos.
  private static func idAfter(_ items: Rows<TodoItem>) -> Int {
    (items.map(\.id).max() ?? 0) + 1
  }

  /// Applies the ``TodoListAction``s of this window; resets the transient data for every other
  /// action. The same as ``reduce(_:with:)``, on a copy.
  public static let reducer: Reducer<Self> = { state, action in
    var next = state
    _ = reduce(&next, with: action)
    return next
  }

  /// Applies the ``TodoListAction``s of this window in place, and resets the transient data for
  /// every other action: the reducer ``AppScreenState/reduce(_:with:)`` calls, so that changing
  /// one todo of a long list changes that row alone, without a copy of the others.
  ///
  /// - Parameters:
  ///   - state: The list, changed in place.
  ///   - action: The action.
  /// - Returns: Whether the list changed: its todos (as the action says) or any other field
  ///   (compared, as they are small).
  public static func reduce(_ state: inout Self, with action: Action) -> Bool {
    let before = state.details
    state.rejection = nil
    state.suggestionError = nil
    var itemsChanged = false
    if let typed = action.actionType(as: TodoListAction.self),
      action.windowUUID == .unavailable || action.windowUUID == state.windowUUID
    {
      itemsChanged = state.apply(typed)
    }
    return itemsChanged || state.details != before
  }

  /// Every field but the todos, to tell whether an action changed one of them.
  private struct Details: Equatable {
    let nextItemID: Int
    let suggestion: String?
    let isFetchingSuggestion: Bool
    let suggestionRequest: SuggestionRequestID?
    let rejection: TodoListRejection?
    let suggestionError: String?
  }

  private var details: Details {
    Details(
      nextItemID: nextItemID, suggestion: suggestion,
      isFetchingSuggestion: isFetchingSuggestion, suggestionRequest: suggestionRequest,
      rejection: rejection, suggestionError: suggestionError)
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

  /// Applies an action of this window; returns whether it changed the todos.
  private mutating func apply(_ type: TodoListAction) -> Bool {
    switch type {
    case .add(let title):
      return add(title)
    case .remove(let index):
      guard check(index, in: "remove") else { return false }
      items.remove(id: items[index].id)
      return true
    case .move(let from, let to):
      guard check(from, in: "move"), check(to, in: "move") else { return false }
      items.move(id: items[from].id, to: to)
      return from != to
    case .toggle(let index):
      guard check(index, in: "toggle") else { return false }
      items.update(id: items[index].id) { $0.isCompleted.toggle() }
      return true
    case .restore(let saved):
      restore(saved)
      return !saved.isEmpty
    case .requestSuggestion(let request):
      // One request at a time: asking again while one is in flight joins it.
      if !isFetchingSuggestion || suggestionRequest == nil { suggestionRequest = request }
      isFetchingSuggestion = true
      return false
    case .suggestionReceived(let text, let request):
      guard isInFlight(request) else { return false }
      suggestion = text
      return false
    case .suggestionFailed(let reason, let request):
      guard isInFlight(request) else { return false }
      suggestionError = reason
      return false
    case .acceptSuggestion:
      guard let suggestion else {
        rejection = .noSuggestion
        return false
      }
      self.suggestion = nil
      return add(suggestion)
    }
  }

  /// Whether a result is for the request in flight; if so, the request is no longer in flight.
  private mutating func isInFlight(_ request: SuggestionRequestID) -> Bool {
    guard isFetchingSuggestion, suggestionRequest == request else { return false }
    isFetchingSuggestion = false
    suggestionRequest = nil
    return true
  }

  /// Adds a todo; returns whether it did.
  private mutating func add(_ title: String) -> Bool {
    guard !title.allSatisfy(\.isWhitespace) else {
      rejection = .emptyTitle
      return false
    }
    guard TodoItem.ids.contains(nextItemID) else {
      rejection = .noIDLeft
      return false
    }
    items.append(TodoItem(id: nextItemID, title: title))
    nextItemID += 1
    return true
  }

  /// Puts saved todos before the list's own. A saved todo keeps its id unless the list already
  /// has it (a todo added before the restore arrived): it then takes the next id.
  private mutating func restore(_ saved: [TodoItem]) {
    for (offset, item) in saved.enumerated() {
      var item = item
      if items.contains(id: item.id) {
        item = TodoItem(id: nextItemID, title: item.title, isCompleted: item.isCompleted)
      }
      items.insert(item, at: offset)
      nextItemID = max(nextItemID, item.id + 1)
    }
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

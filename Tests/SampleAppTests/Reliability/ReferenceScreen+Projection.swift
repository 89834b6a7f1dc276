import SampleApp

// The bridge from the app's screen states to the model's vocabulary, so that the app's state can
// be compared with the model's. The model itself never looks at the app's types.

extension ReferenceScreen {
  /// Whether one of the app's screen states is this screen, field by field.
  ///
  /// The same comparison as projecting the state and comparing the projections, without
  /// building anything: the test makes it for every screen of every window a step touches.
  func matches(_ state: AppScreenState) -> Bool {
    switch self {
    case .todoList(let expected):
      guard case .todoList(let list) = state else { return false }
      return expected.matches(list)
    case .settings(let confirmation):
      guard case .settings(let screen) = state else { return false }
      return screen.confirmation == confirmation
    case .exampleFeature(let happened, let justHappened):
      guard case .exampleFeature(let example) = state else { return false }
      return example.exampleProperty == happened
        && example.exampleTransientProperty == justHappened
    }
  }

  /// The model's view of one of the app's screen states, or `nil` for a screen the model does
  /// not know.
  init?(projecting state: AppScreenState) {
    if case .todoList(let list) = state {
      self = .todoList(ReferenceTodoList(projecting: list))
    } else if case .settings(let screen) = state {
      self = .settings(confirmation: screen.confirmation)
    } else if case .exampleFeature(let example) = state {
      self = .exampleFeature(
        happened: example.exampleProperty, justHappened: example.exampleTransientProperty)
    } else {
      return nil
    }
  }
}

extension ReferenceTodoList {
  /// Whether the app's todo list is this list, field by field, without building anything.
  func matches(_ list: TodoListState) -> Bool {
    guard list.items.count == items.count, list.suggestion == suggestion,
      list.isFetchingSuggestion == isFetchingSuggestion, list.suggestionError == suggestionError,
      list.rejection.map(ReferenceRejection.init(projecting:)) == rejection
    else { return false }
    for (item, expected) in zip(list.items, items)
    where item.title != expected.title || item.isCompleted != expected.isDone {
      return false
    }
    return true
  }

  /// The model's view of a window's todo list.
  init(projecting list: TodoListState) {
    self.init(
      items: list.items.map { ReferenceTodo(title: $0.title, isDone: $0.isCompleted) },
      suggestion: list.suggestion,
      isFetchingSuggestion: list.isFetchingSuggestion,
      rejection: list.rejection.map(ReferenceRejection.init(projecting:)),
      suggestionError: list.suggestionError
    )
  }
}

extension ReferenceRejection {
  /// The model's view of why the app's todo list refused an action.
  init(projecting rejection: TodoListRejection) {
    switch rejection {
    case .indexOutOfRange(let operation, let index, let count):
      self = .outOfRange(operation: operation, index: index, count: count)
    case .emptyTitle:
      self = .emptyTitle
    case .noSuggestion:
      self = .noSuggestion
    case .noIDLeft:
      self = .noIDLeft
    }
  }
}

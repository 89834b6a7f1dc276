import Redux

/// What the todo list screen of one window shows: the window's todos and suggestion, in the
/// app-wide colours.
///
/// This is the Suas example's state selector written for windows: the screen needs values from
/// two places, its own window's ``TodoListState`` and the ``SettingsState`` every window shares,
/// so it selects one value combining both:
///
/// ```swift
/// store.subscribe(self, to: .screen(.todoList, in: uuid)) {
///   $0.select { TodoListControllerState(appState: $0, uuid: uuid) }
/// }
/// ```
///
/// It is `Equatable`, so the store skips a selection equal to the previous one: an action that
/// changes neither the window's list nor the colours does not re-render the screen.
public struct TodoListControllerState: Equatable, Sendable {
  /// The window's todos, in order.
  public var items: [TodoItem]
  /// A suggestion waiting to be accepted.
  public var suggestion: String?
  /// Whether a suggestion is on its way.
  public var isFetchingSuggestion: Bool
  /// Why fetching the last suggestion failed; shown once.
  public var suggestionError: String?
  /// The list's background colour, the same in every window.
  public var backgroundColor: Color
  /// The list's text colour, the same in every window.
  public var textColor: Color

  /// Selects the todo list screen's state for a window from the app's state.
  ///
  /// A window that does not show a todo list gets an empty list in the current colours.
  ///
  /// - Parameters:
  ///   - appState: The app's state.
  ///   - uuid: The window.
  public init(appState: AppState, uuid: WindowUUID) {
    self.init(appState: appState, uuid: uuid, instance: nil)
  }

  /// Selects the state of one instance of the todo list screen in a window.
  ///
  /// ```swift
  /// store.subscribe(self, to: .instance(second, of: .todoList, in: uuid)) {
  ///   $0.select { TodoListControllerState(appState: $0, uuid: uuid, instance: second) }
  /// }
  /// ```
  ///
  /// An instance the window does not show, or no longer shows, gets an empty list in the current
  /// colours.
  ///
  /// - Parameters:
  ///   - appState: The app's state.
  ///   - uuid: The window.
  ///   - instance: The instance of the list, or `nil` for the window's first list.
  public init(appState: AppState, uuid: WindowUUID, instance: ScreenInstanceID?) {
    let list =
      appState.todoList(in: uuid, instance: instance) ?? TodoListState(windowUUID: uuid)
    self.init(
      items: Array(list.items),
      suggestion: list.suggestion,
      isFetchingSuggestion: list.isFetchingSuggestion,
      suggestionError: list.suggestionError,
      backgroundColor: appState.settings.backgroundColor,
      textColor: appState.settings.textColor
    )
  }

  /// Makes the screen's state from its parts.
  ///
  /// - Parameters:
  ///   - items: The todos.
  ///   - suggestion: A suggestion waiting to be accepted.
  ///   - isFetchingSuggestion: Whether a suggestion is on its way.
  ///   - suggestionError: Why fetching the last suggestion failed.
  ///   - backgroundColor: The list's background colour.
  ///   - textColor: The list's text colour.
  public init(
    items: [TodoItem] = [],
    suggestion: String? = nil,
    isFetchingSuggestion: Bool = false,
    suggestionError: String? = nil,
    backgroundColor: Color = .red,
    textColor: Color = .white
  ) {
    self.items = items
    self.suggestion = suggestion
    self.isFetchingSuggestion = isFetchingSuggestion
    self.suggestionError = suggestionError
    self.backgroundColor = backgroundColor
    self.textColor = textColor
  }
}

extension TodoListState: CustomReflectable {
  /// The list's fields but ``suggestionRequest`` and ``nextItemID``, for logs, diffs and
  /// drawings.
  ///
  /// The identity of the request in flight is new in every run, by design, so it is left out of
  /// what tools that walk the state's fields show (the logger's changed fields, `redux-cli`'s
  /// `state` line): those stay the same from one run to the next, and ``isFetchingSuggestion``
  /// already says a request is in flight. ``nextItemID`` is the list's bookkeeping: each todo
  /// shows its id. `==` and `Codable` still include both.
  ///
  /// ```swift
  /// Mirror(reflecting: list).children.map(\.label)
  /// // windowUUID, items, suggestion, isFetchingSuggestion, rejection, suggestionError
  /// ```
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "windowUUID": windowUUID as Any,
        "items": items as Any,
        "suggestion": suggestion as Any,
        "isFetchingSuggestion": isFetchingSuggestion as Any,
        "rejection": rejection as Any,
        "suggestionError": suggestionError as Any,
      ],
      displayStyle: .struct)
  }
}

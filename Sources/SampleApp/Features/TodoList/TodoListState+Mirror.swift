extension TodoListState: CustomReflectable {
  /// The list's fields but ``suggestionRequest``, for logs, diffs and drawings.
  ///
  /// The identity of the request in flight is new in every run, by design, so it is left out of
  /// what tools that walk the state's fields show (the logger's changed fields, `redux-cli`'s
  /// `state` line): those stay the same from one run to the next, and ``isFetchingSuggestion``
  /// already says a request is in flight. `==` and `Codable` still include it.
  ///
  /// ```swift
  /// Mirror(reflecting: list).children.map(\.label)
  /// // windowUUID, items, nextItemID, suggestion, isFetchingSuggestion, rejection,
  /// // suggestionError
  /// ```
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "windowUUID": windowUUID as Any,
        "items": items as Any,
        "nextItemID": nextItemID as Any,
        "suggestion": suggestion as Any,
        "isFetchingSuggestion": isFetchingSuggestion as Any,
        "rejection": rejection as Any,
        "suggestionError": suggestionError as Any,
      ],
      displayStyle: .struct)
  }
}

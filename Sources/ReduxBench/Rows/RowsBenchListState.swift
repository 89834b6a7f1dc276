import Redux

/// The state of the rows workload's one screen: its list of rows.
struct RowsBenchListState: ScreenState {
  /// The window that shows the screen.
  let windowUUID: WindowUUID
  /// The rows, each with a revision of its own.
  var items = Rows<BenchListRow>()

  static func defaultState(from state: RowsBenchListState) -> RowsBenchListState {
    state
  }

  /// The screen's reducer, as a value: ``reduce(_:with:)`` on a copy.
  static let reducer: Reducer<Self> = { state, action in
    var state = state
    _ = reduce(&state, with: action)
    return state
  }

  /// Applies a ``RowsBenchAction`` in place, as a screen with a long list does: `bump` changes
  /// one row of the list where it is, without copying the others.
  ///
  /// - Returns: Whether the state changed.
  static func reduce(_ state: inout Self, with action: Action) -> Bool {
    switch action.actionType(as: RowsBenchAction.self) {
    case .fill(let count):
      state.items = Rows((0..<count).map { BenchListRow(id: $0) })
      return true
    case .bump(let id):
      return state.items.update(id: id) { $0.value += 1 }
    case .leave:
      return false
    case nil:
      return false
    }
  }
}

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

  /// The screen's reducer, typed for ``RowsBenchAction``: `bump` updates one row by its id.
  static let reducer: Reducer<Self> = reducer(handling: RowsBenchAction.self) { state, action, _ in
    var state = state
    switch action {
    case .fill(let count): state.items = Rows((0..<count).map { BenchListRow(id: $0) })
    case .bump(let id): state.items.update(id: id) { $0.value += 1 }
    }
    return state
  }
}

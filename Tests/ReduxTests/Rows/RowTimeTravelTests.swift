import Redux
import Testing

/// Row subscriptions across jumps in time: an earlier state's rows are another list to the row
/// lane, which then compares each subscription's row, so a cell hears undo and redo exactly when
/// they change its row.
@Suite("Row subscriptions and time travel: undo and redo reach the rows they change")
@MainActor
struct RowTimeTravelTests {
  let window = WindowUUID()

  @Test func undoAndRedoAreHeardByTheCellsOfTheRowsTheyChange() throws {
    let history = StoreHistory(initialState: ListAppState())
    // The history wraps a value reducer; the list's in-place reducer runs on a copy.
    let reducer: Reducer<ListAppState> = { state, action in
      var state = state
      ListAppState.reducer(&state, action)
      return state
    }
    let store = Store(
      state: ListAppState(), reducer: history.reducer(wrapping: reducer),
      middlewares: [history.middleware])
    store.dispatch(ListScreenAction(windowUUID: window, actionType: .showScreen, screen: .list))
    for id in 0..<3 {
      store.dispatch(ListAction.add(ListItem(id: id, title: "item \(id)")), forWindowUUID: window)
    }
    let cells = store.subscribeCells(3, in: window)
    store.dispatch(ListAction.rename(1, "renamed"), forWindowUUID: window)
    store.dispatch(ListAction.remove(2), forWindowUUID: window)

    try history.undo(2, in: store)
    #expect(cells[1].heard == ["item 1", "renamed", "item 1"])
    #expect(cells[2].heard == ["item 2", nil, "item 2"])
    #expect(cells[0].heard == ["item 0"])

    try history.redo(in: store)
    #expect(cells[1].heard == ["item 1", "renamed", "item 1", "renamed"])
    #expect(cells[2].heard == ["item 2", nil, "item 2"])
    #expect(cells[0].heard == ["item 0"])
  }
}

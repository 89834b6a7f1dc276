import Redux
import Testing

/// Row subscriptions under batches: a cell hears its row once per batch, with the row as the
/// batch's last action left it, and never a state between two of the batch's actions.
@Suite("Row subscriptions and batches: once per batch, the final row")
@MainActor
struct RowBatchTests {
  let window = WindowUUID()
  let other = WindowUUID()

  @Test func aRowChangedTwiceInABatchIsHeardOnceWithItsLastValue() {
    let store = Store.showingLists(in: [window], rows: 5)
    let cells = store.subscribeCells(5, in: window)
    store.dispatch(
      ActionBatch(
        [ListAction.rename(1, "first"), .rename(3, "three"), .rename(1, "second")],
        windowUUID: window))
    #expect(cells[1].heard == ["item 1", "second"])
    #expect(cells[3].heard == ["item 3", "three"])
    for id in [0, 2, 4] {
      #expect(cells[id].heard == ["item \(id)"])
    }
  }

  @Test func aRowRemovedAndAddedBackInABatchIsNeverHeardGone() {
    let store = Store.showingLists(in: [window], rows: 3)
    let cells = store.subscribeCells(3, in: window)
    store.dispatch(
      ActionBatch(
        [ListAction.remove(2), .add(ListItem(id: 2, title: "back again"))], windowUUID: window))
    #expect(cells[2].heard == ["item 2", "back again"])
    #expect(cells[0].heard == ["item 0"])
  }

  @Test func aRowChangedAndChangedBackInABatchIsNotHeard() {
    let store = Store.showingLists(in: [window], rows: 2)
    let cells = store.subscribeCells(2, in: window)
    store.dispatch(
      ActionBatch([ListAction.rename(0, "for a moment"), .rename(0, "item 0")], windowUUID: window))
    // The row has a new revision, so its selection runs, but it selects the title it had: the
    // repeat is skipped.
    #expect(cells[0].heard == ["item 0"])
  }

  @Test func aBatchForTwoWindowsReachesEachWindowsCellOnce() {
    let store = Store.showingLists(in: [window, other], rows: 2)
    let here = store.subscribeCells(2, in: window)
    let there = store.subscribeCells(2, in: other)
    store.dispatch(
      ActionBatch([
        Action(ListAction.rename(1, "here"), windowUUID: window),
        Action(ListAction.rename(1, "there"), windowUUID: other),
        Action(ListAction.rename(1, "here, last"), windowUUID: window),
      ]))
    #expect(here[1].heard == ["item 1", "here, last"])
    #expect(there[1].heard == ["item 1", "there"])
    #expect(here[0].heard == ["item 0"])
    #expect(there[0].heard == ["item 0"])
  }

  @Test func aBatchLongerThanTheChangeLogStillReachesEachChangedRowOnce() {
    let store = Store.showingLists(in: [window], rows: 20)
    let cells = store.subscribeCells(20, in: window)
    // 2,500 changes to rows 0 to 9: more than the rows keep in their change log, so the row lane
    // cannot ask which ids changed and compares every subscription's row instead.
    let renames = (0..<2_500).map { step in ListAction.rename(step % 10, "step \(step)") }
    store.dispatch(ActionBatch(renames, windowUUID: window))
    for id in 0..<10 {
      #expect(cells[id].heard == ["item \(id)", "step \(2_490 + id)"])
    }
    for id in 10..<20 {
      #expect(cells[id].heard == ["item \(id)"])
    }
  }

  @Test func aDispatchFromACellDuringABatchsPublicationFollowsIt() {
    let store = Store.showingLists(in: [window], rows: 3)
    let cells = store.subscribeCells(3, in: window)
    // The cell of row 0 renames row 2 when it hears its own row: after the batch, as its own
    // dispatch, which row 2's cell then hears alone.
    cells[0].onNewState = { title in
      guard title == "zero" else { return }
      store.dispatch(ListAction.rename(2, "renamed by the cell of 0"), forWindowUUID: window)
    }
    store.dispatch(
      ActionBatch([ListAction.rename(0, "zero"), .rename(2, "two")], windowUUID: window))
    #expect(cells[0].heard == ["item 0", "zero"])
    #expect(cells[2].heard == ["item 2", "two", "renamed by the cell of 0"])
  }
}

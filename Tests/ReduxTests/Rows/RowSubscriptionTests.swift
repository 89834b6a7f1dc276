import Redux
import Testing

@Suite("Row subscriptions: a cell hears its row only")
@MainActor
struct RowSubscriptionTests {
  let window = WindowUUID()
  let other = WindowUUID()

  @Test func aChangeReachesTheCellOfItsRowAlone() {
    let store = Store.showingLists(in: [window], rows: 100)
    let cells = store.subscribeCells(100, in: window)
    #expect(cells.allSatisfy { $0.heard.count == 1 })
    store.dispatch(ListAction.rename(42, "answer"), forWindowUUID: window)
    #expect(cells[42].heard == ["item 42", "answer"])
    #expect(cells.reduce(0) { $0 + $1.heard.count } == 101)
  }

  @Test func twoThousandRowsStillNotifyOnlyTheChangedOne() {
    let store = Store.showingLists(in: [window], rows: 2_000)
    let cells = store.subscribeCells(2_000, in: window)
    for id in [3, 1_999, 1_000] {
      store.dispatch(ListAction.rename(id, "changed \(id)"), forWindowUUID: window)
    }
    let heardAfterSubscribing = cells.reduce(0) { $0 + $1.heard.count } - 2_000
    #expect(heardAfterSubscribing == 3)
    #expect(cells[1_999].heard.last == "changed 1999")
  }

  @Test func aRemovedRowIsHeardAsNilAndAnAddedOneAsItsValue() {
    let store = Store.showingLists(in: [window], rows: 3)
    let cells = store.subscribeCells(3, in: window)
    store.dispatch(ListAction.remove(1), forWindowUUID: window)
    store.dispatch(ListAction.add(ListItem(id: 1, title: "back")), forWindowUUID: window)
    #expect(cells[1].heard == ["item 1", nil, "back"])
    #expect(cells[0].heard.count == 1)
    #expect(cells[2].heard.count == 1)
  }

  @Test func anIdNotThereYetGetsNilAtOnceAndTheRowWhenItAppears() {
    let store = Store.showingLists(in: [window], rows: 2)
    let cell = RowCell()
    store.subscribe(cell, toRow: 7, in: window)
    store.dispatch(ListAction.rename(0, "zero"), forWindowUUID: window)
    store.dispatch(ListAction.add(ListItem(id: 7, title: "seven")), forWindowUUID: window)
    #expect(cell.heard == [nil, "seven"])
  }

  @Test func movingRowsChangesNoRow() {
    let store = Store.showingLists(in: [window], rows: 5)
    let cells = store.subscribeCells(5, in: window)
    store.dispatch(ListAction.move(4, to: 0), forWindowUUID: window)
    #expect(cells.allSatisfy { $0.heard.count == 1 })
    #expect(store.state[itemsIn: window]?.ids == [4, 0, 1, 2, 3])
  }

  @Test func anotherWindowsRowsAreNotThisWindows() {
    let store = Store.showingLists(in: [window, other], rows: 10)
    let here = store.subscribeCells(10, in: window)
    let there = store.subscribeCells(10, in: other)
    store.dispatch(ListAction.rename(3, "there"), forWindowUUID: other)
    #expect(here.allSatisfy { $0.heard.count == 1 })
    #expect(there[3].heard == ["item 3", "there"])
  }

  @Test func closingTheWindowEndsItsRowSubscriptions() {
    let store = Store.showingLists(in: [window, other], rows: 4)
    let cells = store.subscribeCells(4, in: window)
    #expect(store.subscriberCount(in: window) == 4)
    store.dispatch(WindowAction(windowUUID: window, actionType: .closeWindow))
    #expect(store.subscriberCount(in: window) == 0)
    #expect(store.subscriberCount == 0)
    #expect(cells.allSatisfy { $0.heard.count == 1 })
  }

  @Test func hidingTheScreenIsHeardAsTheRowGone() {
    let store = Store.showingLists(in: [window], rows: 2)
    let cells = store.subscribeCells(2, in: window)
    store.dispatch(ListScreenAction(windowUUID: window, actionType: .closeScreen, screen: .list))
    #expect(cells.allSatisfy { $0.heard == [$0.heard[0], nil] })
    // Shown again, the list starts empty: the cells hear their rows when they are added.
    store.dispatch(ListScreenAction(windowUUID: window, actionType: .showScreen, screen: .list))
    store.dispatch(ListAction.add(ListItem(id: 1, title: "new one")), forWindowUUID: window)
    #expect(cells[1].heard == ["item 1", nil, "new one"])
    #expect(cells[0].heard == ["item 0", nil])
  }

  @Test func aNewerInstanceIsNotTheOneTheCellWatches() {
    let store = Store(state: ListAppState(), reducer: ListAppState.reducer)
    let first = ScreenInstanceID()
    store.dispatch(
      ListScreenAction(
        windowUUID: window, actionType: .showScreen, screen: .list, instance: first))
    store.dispatch(
      Action(
        ListAction.add(ListItem(id: 1, title: "one")), windowUUID: window, screenInstance: first))
    let cell = RowCell()
    store.subscribe(cell, to: .row(1, of: \.[itemsIn: window, instance: first], in: window)) {
      $0.select { $0[itemsIn: window, instance: first]?[id: 1]?.title }
    }
    store.dispatch(
      ListScreenAction(
        windowUUID: window, actionType: .closeScreen, screen: .list, instance: first))
    let second = ScreenInstanceID()
    store.dispatch(
      ListScreenAction(
        windowUUID: window, actionType: .showScreen, screen: .list, instance: second))
    store.dispatch(
      Action(
        ListAction.add(ListItem(id: 1, title: "newer")), windowUUID: window, screenInstance: second)
    )
    #expect(cell.heard == ["one", nil])
  }

  @Test func appWideRowsAreHeardFromEveryWindow() {
    let store = Store.showingLists(in: [window, other], rows: 0)
    store.dispatch(ListAction.pin(ListItem(id: 1, title: "pinned")), forWindowUUID: window)
    let cell = RowCell()
    let bystander = RowCell()
    store.subscribe(cell, to: .row(1, of: \.pinned)) { $0.select { $0.pinned[id: 1]?.title } }
    store.subscribe(bystander, to: .row(2, of: \.pinned)) { $0.select { $0.pinned[id: 2]?.title } }
    store.dispatch(ListAction.renamePinned(1, "renamed"), forWindowUUID: other)
    store.dispatch(ListAction.add(ListItem(id: 1, title: "a list row")), forWindowUUID: other)
    #expect(cell.heard == ["pinned", "renamed"])
    #expect(bystander.heard == [nil])
  }

  @Test func aGoneCellLeavesAndAnUnsubscribedOneHearsNothing() {
    let store = Store.showingLists(in: [window], rows: 3)
    var gone: RowCell? = RowCell()
    store.subscribe(gone!, toRow: 0, in: window)
    let kept = store.subscribeCells(3, in: window)
    store.unsubscribe(kept[2])
    #expect(store.subscriberCount(in: window) == 3)
    gone = nil
    #expect(store.subscriberCount(in: window) == 2)
    store.dispatch(ListAction.rename(0, "zero"), forWindowUUID: window)
    store.dispatch(ListAction.rename(2, "two"), forWindowUUID: window)
    #expect(kept[0].heard == ["item 0", "zero"])
    #expect(kept[2].heard == ["item 2"])
  }

  @Test func aCellMayUnsubscribeAnotherCellOfTheSameRowWhileHearing() {
    let store = Store.showingLists(in: [window], rows: 1)
    let first = RowCell()
    let second = RowCell()
    store.subscribe(first, toRow: 0, in: window)
    store.subscribe(second, toRow: 0, in: window)
    first.onNewState = { [unowned store] _ in store.unsubscribe(second) }
    store.dispatch(ListAction.rename(0, "zero"), forWindowUUID: window)
    #expect(first.heard == ["item 0", "zero"])
    #expect(second.heard == ["item 0"])
  }

  @Test func aDispatchFromACellFollowsTheNotification() {
    let store = Store.showingLists(in: [window], rows: 2)
    let cells = store.subscribeCells(2, in: window)
    cells[0].onNewState = { [unowned store, window] title in
      guard title == "zero" else { return }
      store.dispatch(ListAction.rename(1, "one, after zero"), forWindowUUID: window)
      // Not yet: the dispatch waits until this notification is over.
      #expect(cells[1].heard == ["item 1"])
    }
    store.dispatch(ListAction.rename(0, "zero"), forWindowUUID: window)
    #expect(cells[1].heard == ["item 1", "one, after zero"])
  }

  @Test func aListReplacedByAnotherIsCheckedRowByRow() {
    let store = Store(state: ListAppState(), reducer: ListAppState.reducer)
    for id in 0..<3 {
      store.dispatch(ListAction.pin(ListItem(id: id, title: "\(id)")), forWindowUUID: window)
    }
    let cells = (0..<3).map { id in
      let cell = RowCell()
      store.subscribe(cell, to: .row(id, of: \.pinned)) { $0.select { $0.pinned[id: id]?.title } }
      return cell
    }
    // A list from elsewhere (a restore, a jump in time): every row has a new revision, so each
    // subscription is evaluated, and its selection tells whether its value changed.
    store.dispatch(
      ListAction.replacePinned([
        ListItem(id: 0, title: "0"), ListItem(id: 1, title: "one"), ListItem(id: 2, title: "2"),
      ]), forWindowUUID: window)
    #expect(cells.map(\.heard) == [["0"], ["1", "one"], ["2"]])
  }
}

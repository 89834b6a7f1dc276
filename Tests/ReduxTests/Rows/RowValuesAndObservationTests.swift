import Observation
import Redux
import Testing

@Suite("Row subscriptions through values and observe")
@MainActor
struct RowValuesAndObservationTests {
  let window = WindowUUID()

  @Test func aLoopPerRowReadsItsRowAlone() async {
    let store = Store.showingLists(in: [window], rows: 3)
    let window = window
    let values = store.values(for: .row(1, of: \.[itemsIn: window], in: window)) {
      $0.select { $0[itemsIn: window]?[id: 1]?.title }
    }
    var iterator = values.makeAsyncIterator()
    #expect(await iterator.next() == "item 1")
    // Another row's change is not a value of this loop: the next one is its own row's.
    store.dispatch(ListAction.rename(0, "zero"), forWindowUUID: window)
    store.dispatch(ListAction.rename(1, "one"), forWindowUUID: window)
    #expect(await iterator.next() == "one")
    store.dispatch(ListAction.remove(1), forWindowUUID: window)
    #expect(await iterator.next() == .some(nil))
  }

  @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
  @Test func aCellsModelChangesWithItsRowOnly() {
    let store = Store.showingLists(in: [window], rows: 3)
    let window = window
    let model = store.observe(for: .row(2, of: \.[itemsIn: window], in: window)) {
      $0.select { $0[itemsIn: window]?[id: 2]?.title }
    }
    let changed = ChangeFlag()
    withObservationTracking {
      _ = model.value
    } onChange: {
      changed.raise()
    }
    store.dispatch(ListAction.rename(0, "zero"), forWindowUUID: window)
    #expect(changed.raised == 0)
    store.dispatch(ListAction.rename(2, "two"), forWindowUUID: window)
    #expect(changed.raised == 1)
    #expect(model.value == "two")
  }
}

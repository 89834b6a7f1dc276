import Redux
import ReduxTesting
import Testing

/// `values` and `observe` are extensions of `DefaultDispatchStore`, so a feature that reads its
/// store through them works the same when handed a `MockStore` or a `TestStore`.
@MainActor
@Suite("Async values and observation over the test doubles")
struct AsyncValuesWithTestDoublesTests {
  @Test func aMockStoresValuesStartWithItsStateAndFollowIt() async {
    let store = MockStore(state: ShoppingState())
    var counts = store.values { $0.select(\.savedCount) }.makeAsyncIterator()
    #expect(await counts.next() == 0)
    store.state.savedCount = 2
    store.state.items = ["milk"]
    store.state.savedCount = 3
    #expect(await counts.next() == 3)
    #expect(store.subscriberCount == 1)
  }

  @Test func aMockStoresObservedModelStartsWithItsStateAndFollowsIt() {
    let store = MockStore(state: ShoppingState())
    let count = store.observe { $0.select(\.savedCount) }
    #expect(count.value == 0)
    store.state.savedCount = 2
    #expect(count.value == 2)
  }

  @Test func aTestStoresValuesAndModelFollowTheActionsItProcesses() async {
    let store = TestStore(state: ShoppingState(), reducer: ShoppingState.reducer)
    var counts = store.values { $0.select(\.savedCount) }.makeAsyncIterator()
    let model = store.observe { $0.select(\.savedCount) }
    #expect(await counts.next() == 0)
    #expect(model.value == 0)
    store.send(.saved(4)) { $0.savedCount = 4 }
    #expect(await counts.next() == 4)
    #expect(model.value == 4)
    store.finish()
  }
}

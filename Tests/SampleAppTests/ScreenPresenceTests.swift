import Redux
import ReduxTesting
import SampleApp
import Testing

/// Controllers made without an instance share the window's first instance of their screen: the
/// screen closes when the last of them closes, so that a controller can be replaced in place.
@MainActor
@Suite("Screen presence")
struct ScreenPresenceTests {
  let window = WindowUUID()

  private func makeStore() -> Store<AppState> {
    Store(state: AppState(), reducer: AppState.reducer)
  }

  private func showsList(_ store: Store<AppState>) -> Bool {
    store.state.activeScreens.isShowing(.todoList, in: window)
  }

  @Test func aControllerReplacedInPlaceKeepsItsScreenAndItsUpdates() {
    let store = makeStore()
    var list = TodoListController(windowUUID: window, store: store)
    list.addTapped(title: "Milk")

    // The new controller is made, and adopts the list, before the old one is released.
    list = TodoListController(windowUUID: window, store: store)

    #expect(showsList(store))
    #expect(store.state.activeScreens.instances(of: .todoList, in: window).count == 1)
    list.addTapped(title: "Eggs")
    #expect(list.renderedText == "Todos (background red, text white)\n1. [ ] Milk\n2. [ ] Eggs")
  }

  @Test func theLastControllerOfTheFirstListClosesIt() {
    let store = MockStore(state: AppState())
    do {
      let second = TodoListController(windowUUID: window, store: store)
      do {
        let first = TodoListController(windowUUID: window, store: store)
        store.clearDispatchedActions()
        // Closing twice releases the list once.
        first.unsubscribeFromRedux()
        first.unsubscribeFromRedux()
      }
      #expect(closeCount(in: store) == 0)
      #expect(second.windowUUID == window)
    }
    #expect(closeCount(in: store) == 1)
  }

  @Test func aControllerOfItsOwnInstanceClosesItWhateverTheFirstListsControllersDo() {
    let store = makeStore()
    let first = TodoListController(windowUUID: window, store: store)
    let instance = ScreenInstanceID()
    do {
      let own = TodoListController(windowUUID: window, instance: instance, store: store)
      #expect(store.state.activeScreens.instances(of: .todoList, in: window).count == 2)
      #expect(own.instance == instance)
    }

    #expect(!store.state.activeScreens.instances(of: .todoList, in: window).contains(instance))
    #expect(showsList(store))
    first.addTapped(title: "Milk")
    #expect(first.renderedText == "Todos (background red, text white)\n1. [ ] Milk")
  }

  @Test func aListClosedUnderItsControllerIsShownAgainByTheNextOne() {
    let store = makeStore()
    let fresh: TodoListController
    do {
      let stale = TodoListController(windowUUID: window, store: store)
      store.dispatch(
        Redux.ScreenAction(
          windowUUID: window, actionType: .closeScreen, screen: AppScreen.todoList))
      #expect(!showsList(store))
      #expect(stale.windowUUID == window)

      fresh = TodoListController(windowUUID: window, store: store)
      #expect(showsList(store))
    }

    // The stale controller's release leaves the list its successor showed.
    #expect(showsList(store))
    fresh.addTapped(title: "Milk")
    #expect(fresh.renderedText == "Todos (background red, text white)\n1. [ ] Milk")
  }

  @Test func storesCountTheirControllersApart() {
    let storeA = makeStore()
    let storeB = makeStore()
    let inB = TodoListController(windowUUID: window, store: storeB)
    do {
      let inA = TodoListController(windowUUID: window, store: storeA)
      #expect(inA.windowUUID == inB.windowUUID)
    }

    #expect(!showsList(storeA))
    #expect(showsList(storeB))
  }

  private func closeCount(in store: MockStore<AppState>) -> Int {
    store.dispatchedActions.count {
      ($0 as? Redux.ScreenAction<AppScreen>)?.actionType as? ScreenActionType == .closeScreen
    }
  }
}

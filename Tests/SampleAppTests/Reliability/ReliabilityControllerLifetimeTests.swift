import Redux
import SampleApp
import Testing

/// The sample app's headless controllers, its windows and its store are released once nothing
/// refers to them, and leave nothing behind in the store.
///
/// A controller's `deinit` closes its screen with an action dispatched from outside the main
/// actor, which the store processes shortly after; the tests wait for it with ``Polling``.
@MainActor
@Suite("Reliability: controller, window and store lifetimes")
struct ReliabilityControllerLifetimeTests {
  let window = WindowUUID()
  let otherWindow = WindowUUID()

  func makeStore(
    suggestions: any TodoSuggestionService = OfflineSuggestionService()
  )
    -> Store<AppState>
  {
    makeAppStore(dependencies: AppDependencies(suggestions: suggestions, log: { _ in }))
  }

  @Test(arguments: ReferenceScreen.knownScreens)
  func aControllerThatGoesAwayIsReleasedAndItsScreenClosed(screen: AppScreen) async {
    let store = makeStore()
    let neighbour = TodoListController(windowUUID: otherWindow, store: store)
    weak var released: AnyObject?
    do {
      let controller = screen.makeController(windowUUID: window, store: store)
      released = controller
      #expect(store.state.activeScreens.isShowing(screen, in: window))
      #expect(store.subscriberCount(in: window) == 1)
    }

    #expect(released == nil)
    #expect(store.subscriberCount(in: window) == 0)
    #expect(store.subscriberCount == 1)
    await Polling.until { store.pendingActionCount == 0 }
    #expect(!store.state.activeScreens.isShowing(screen, in: window))
    #expect(store.state.activeScreens.isOpen(window))
    neighbour.addTapped(title: "Milk")
    #expect(neighbour.listState?.items.map(\.title) == ["Milk"])
  }

  @Test func theControllersOfAClosedWindowHearNothingAndAreReleasedLater() async {
    let store = makeStore()
    var controllers = ReferenceScreen.knownScreens.map {
      $0.makeController(windowUUID: window, store: store)
    }
    let renders = controllers.map(\.renderedText)
    let other = TodoListController(windowUUID: otherWindow, store: store)
    var released: [() -> AnyObject?] = []
    for controller in controllers { released.append { [weak controller] in controller } }

    store.dispatch(WindowAction(windowUUID: window, actionType: .closeWindow))
    store.dispatch(SettingsAction(windowUUID: otherWindow, actionType: .changeTextColor(.black)))
    let stateAfterClose = store.state

    #expect(store.subscriberCount(in: window) == 0)
    #expect(store.state.activeScreens.screens(in: window).isEmpty)
    #expect(controllers.map(\.renderedText) == renders)
    controllers.removeAll()
    #expect(released.allSatisfy { $0() == nil })
    await Polling.until { store.pendingActionCount == 0 }
    // Their screens were closed with the window; the actions of their deinits changed nothing.
    #expect(store.state == stateAfterClose)
    other.addTapped(title: "Milk")
    #expect(other.renderedText == "Todos (background red, text black)\n1. [ ] Milk")
    // The other list, and the cell of its todo.
    #expect(store.subscriberCount == 2)
  }

  @Test func theStoreIsReleasedOnceTheAppLetsGoEvenWithAFetchInFlight() async {
    let service = GatedSuggestionService()
    weak var releasedStore: Store<AppState>?
    var releasedControllers: [() -> AnyObject?] = []
    do {
      let store = makeStore(suggestions: service)
      releasedStore = store
      let list = TodoListController(windowUUID: window, store: store)
      let others = [AppScreen.settings, .exampleFeature].map {
        $0.makeController(windowUUID: otherWindow, store: store)
      }
      releasedControllers.append { [weak list] in list }
      for other in others { releasedControllers.append { [weak other] in other } }
      list.suggestionTapped()
      await Polling.until { service.waitingCount == 1 }
    }

    #expect(releasedControllers.allSatisfy { $0() == nil })
    // The list's deinit closed its screen, which cancelled its fetch; then nothing is left
    // that refers to the store.
    await Polling.until { service.cancellationCount == 1 }
    await Polling.until { releasedStore == nil }
    #expect(service.waitingCount == 0)
  }
}

import Redux
import ReduxTestSupport
import ReduxTesting
import SampleApp
import Testing

/// Several todo lists in one window (issue 25): each instance has its own todos, its own
/// subscription and its own suggestion in flight, and what was started for an instance that was
/// hidden never reaches a newer list shown in its place.
@MainActor
@Suite("Todo list instances", .timeLimit(.minutes(5)))
struct TodoListInstanceTests {
  let windowA = WindowUUID()
  let windowB = WindowUUID()

  @Test func twoListsInOneWindowKeepTheirOwnTodos() {
    let app = AppHarness()
    let first = TodoListController(windowUUID: windowA, store: app.store)
    let secondID = ScreenInstanceID()
    let second = TodoListController(windowUUID: windowA, instance: secondID, store: app.store)

    first.addTapped(title: "Eggs")
    second.addTapped(title: "Milk")
    second.toggleTapped(at: 0)

    let instances = app.store.state.activeScreens.instances(of: .todoList, in: windowA)
    #expect(instances.count == 2)
    #expect(instances.last == secondID)
    #expect(app.store.state.todoList(in: windowA, instance: nil)?.items.map(\.title) == ["Eggs"])
    #expect(app.todoList(in: windowA)?.items.map(\.title) == ["Eggs"])
    #expect(
      app.store.state.todoList(in: windowA, instance: secondID)?.items
        == [TodoItem(id: 1, title: "Milk", isCompleted: true)])
    #expect(first.renderedText == "Todos (background red, text white)\n1. [ ] Eggs")
    #expect(second.renderedText == "Todos (background red, text white)\n1. [x] Milk")
  }

  @Test func showingTheFirstListAgainWithoutAnInstanceChangesNothing() {
    let app = AppHarness()
    let first = TodoListController(windowUUID: windowA, store: app.store)
    first.addTapped(title: "Eggs")
    let state = app.store.state

    app.store.dispatch(
      ScreenAction(windowUUID: windowA, actionType: .showScreen, screen: .todoList))

    #expect(app.store.state == state)
    #expect(app.store.state.activeScreens.instances(of: .todoList, in: windowA).count == 1)
  }

  @Test func anActionForOneListRendersNoOtherList() {
    let app = AppHarness()
    let first = TodoListController(windowUUID: windowA, store: app.store)
    let second = TodoListController(
      windowUUID: windowA, instance: ScreenInstanceID(), store: app.store)
    let other = TodoListController(windowUUID: windowB, store: app.store)
    let renders = (first.renderCount, second.renderCount, other.renderCount)

    second.addTapped(title: "Milk")
    first.addTapped(title: "Eggs")

    #expect(first.renderCount == renders.0 + 1)
    #expect(second.renderCount == renders.1 + 1)
    #expect(other.renderCount == renders.2)
  }

  @Test func anActionForOneListEvaluatesNoOtherListsSubscription() {
    let app = AppHarness()
    let secondID = ScreenInstanceID()
    let first = TodoListController(windowUUID: windowA, store: app.store)
    let second = TodoListController(windowUUID: windowA, instance: secondID, store: app.store)
    let firstProbe = SelectionProbe()
    let secondProbe = SelectionProbe()
    let otherWindowProbe = SelectionProbe()
    let other = TodoListController(windowUUID: windowB, store: app.store)
    firstProbe.watch(window: windowA, instance: nil, in: app.store)
    secondProbe.watch(window: windowA, instance: secondID, in: app.store)
    otherWindowProbe.watch(window: windowB, instance: nil, in: app.store)
    let counts = (firstProbe.evaluations, secondProbe.evaluations, otherWindowProbe.evaluations)

    second.addTapped(title: "Milk")
    second.toggleTapped(at: 0)

    #expect(secondProbe.evaluations == counts.1 + 2)
    #expect(firstProbe.evaluations == counts.0)
    #expect(otherWindowProbe.evaluations == counts.2)
    // The controllers stay alive to the end: one released would close its screen.
    #expect(first.listState?.items.isEmpty == true)
    #expect(other.listState?.items.isEmpty == true)
  }

  @Test func eachListFetchesItsOwnSuggestion() async {
    let service = GatedSuggestionService()
    let app = AppHarness(suggestions: service)
    let first = TodoListController(windowUUID: windowA, store: app.store)
    let secondID = ScreenInstanceID()
    let second = TodoListController(windowUUID: windowA, instance: secondID, store: app.store)

    first.suggestionTapped()
    // The first list's call waits first, so that the service answers the lists in this order.
    await service.waitForCall(1)
    second.suggestionTapped()
    second.suggestionTapped()

    #expect(app.todoList.runningSuggestionCount(in: windowA) == 2)
    #expect(app.todoList.runningSuggestionCount(of: secondID, in: windowA) == 1)
    await service.waitForCall(2)
    service.release("Call a friend")
    await Polling.until { first.listState?.suggestion == "Call a friend" }
    #expect(second.listState?.isFetchingSuggestion == true)
    service.release("Water the plants")
    await app.settle(windowA)

    #expect(service.requestCount == 2)
    #expect(first.listState?.suggestion == "Call a friend")
    #expect(second.listState?.suggestion == "Water the plants")
    second.acceptSuggestionTapped()
    #expect(app.store.state.todoList(in: windowA, instance: secondID)?.items.count == 1)
    #expect(app.todoList(in: windowA)?.items.isEmpty == true)
  }

  /// The ordering of issue 25: a list asks for a suggestion, is hidden, and a new list is shown
  /// in its place; the first list's answer arrives (the service ignores the cancellation) and
  /// reaches nothing.
  @Test func aHiddenListsSuggestionNeverReachesTheListShownInItsPlace() async {
    let service = GatedSuggestionService(honoursCancellation: false)
    let app = AppHarness(suggestions: service)
    let first = TodoListController(windowUUID: windowA, store: app.store)
    let goneID = ScreenInstanceID()
    let gone = TodoListController(windowUUID: windowA, instance: goneID, store: app.store)
    gone.addTapped(title: "Milk")
    gone.suggestionTapped()
    await service.waitForCall(1)

    gone.unsubscribeFromRedux()
    #expect(app.todoList.runningSuggestionCount(in: windowA) == 0)
    let newID = ScreenInstanceID()
    let new = TodoListController(windowUUID: windowA, instance: newID, store: app.store)
    #expect(app.store.state.activeScreens.instances(of: .todoList, in: windowA).last == newID)
    let state = app.store.state
    let renders = (first.renderCount, new.renderCount)

    service.release("Late idea")
    let dropped =
      "Todo list \(windowA.shortDescription): suggestion dropped, the fetch was cancelled"
    await Polling.until { app.log.lines == [dropped] }

    #expect(app.store.pendingActionCount == 0)
    #expect(app.store.state == state)
    #expect(
      app.store.state.todoList(in: windowA, instance: newID) == TodoListState(windowUUID: windowA))
    #expect(new.renderedText == "Todos (background red, text white)\n(no todos)")
    #expect((first.renderCount, new.renderCount) == renders)
  }

  /// A result already dispatched for a list is reduced after the list was hidden and a new one
  /// shown in its place: it is aimed at the hidden instance, so it reaches nothing.
  @Test func aResultDispatchedBeforeTheHideReachesNothingAfterIt() async throws {
    let store = MockStore(state: AppState())
    let log = CollectedLines()
    let middleware = TodoListMiddleware(
      store: store, suggestions: OfflineSuggestionService(), log: log.append)
    var state = AppState()
    let goneID = ScreenInstanceID()
    AppState.reducer(
      &state, ScreenAction(windowUUID: windowA, actionType: .showScreen, screen: .todoList))
    AppState.reducer(
      &state,
      ScreenAction(
        windowUUID: windowA, actionType: .showScreen, screen: .todoList, instance: goneID))
    let request = Action(
      TodoListAction.requestSuggestion(testRequest), windowUUID: windowA, screenInstance: goneID)
    AppState.reducer(&state, request)
    middleware.todoListProvider(state, request)
    #expect(await store.waitForInFlightWork(timeout: .seconds(30)))
    let result = try #require(store.dispatchedActions.first { $0.modernAction is TodoListAction })
    #expect(result.screenInstance == goneID)

    let hide = ScreenAction(
      windowUUID: windowA, actionType: .closeScreen, screen: .todoList, instance: goneID)
    AppState.reducer(&state, hide)
    middleware.todoListProvider(state, hide)
    let newID = ScreenInstanceID()
    AppState.reducer(
      &state,
      ScreenAction(windowUUID: windowA, actionType: .showScreen, screen: .todoList, instance: newID)
    )
    let before = state
    AppState.reducer(&state, result)

    #expect(state == before)
    #expect(state.todoList(in: windowA, instance: newID)?.suggestion == nil)
    #expect(state.todoList(in: windowA, instance: nil)?.suggestion == nil)
    #expect(middleware.runningSuggestionCount(in: windowA) == 0)
  }

  @Test func hidingTheFirstListMakesTheSecondTheFirst() {
    let app = AppHarness()
    let first = TodoListController(windowUUID: windowA, store: app.store)
    let secondID = ScreenInstanceID()
    let second = TodoListController(windowUUID: windowA, instance: secondID, store: app.store)
    second.addTapped(title: "Milk")

    first.unsubscribeFromRedux()
    app.store.dispatch(
      Action(TodoListAction.add(title: "Bread"), windowUUID: windowA))

    #expect(app.store.state.activeScreens.instances(of: .todoList, in: windowA) == [secondID])
    #expect(app.todoList(in: windowA)?.items.map(\.title) == ["Milk", "Bread"])
    #expect(second.listState?.items.map(\.title) == ["Milk", "Bread"])
  }
}

/// Counts how many times a todo list subscription's selection is evaluated.
@MainActor
final class SelectionProbe: StoreSubscriber {
  typealias SubscriberStateType = TodoListControllerState

  private(set) var evaluations = 0

  /// Subscribes to one list of a window, counting every evaluation of its selection.
  func watch(window: WindowUUID, instance: ScreenInstanceID?, in store: Store<AppState>) {
    guard let instance else {
      store.subscribe(self, to: .screen(.todoList, in: window)) {
        $0.select { [self] in
          evaluations += 1
          return TodoListControllerState(appState: $0, uuid: window)
        }
      }
      return
    }
    store.subscribe(self, to: .instance(instance, of: .todoList, in: window)) {
      $0.select { [self] in
        evaluations += 1
        return TodoListControllerState(appState: $0, uuid: window, instance: instance)
      }
    }
  }

  func newState(state: TodoListControllerState) {}
}

import Redux
import ReduxTesting
import SampleApp
import Testing

@MainActor
@Suite("Todo list controller")
struct TodoListControllerTests {
  let windowA = WindowUUID()
  let windowB = WindowUUID()
  let windowC = WindowUUID()

  // MARK: - Against a mock store

  @Test func intentsDispatchTheirActionsForTheControllersWindow() throws {
    let store = MockStore(state: AppState())
    let list = TodoListController(windowUUID: windowA, store: store)
    let shown = try #require(store.dispatchedActions.first as? Redux.ScreenAction<AppScreen>)
    #expect(shown.actionType as? ScreenActionType == .showScreen)
    #expect(shown.screen == .todoList)
    #expect(store.subscriberCount(in: windowA) == 1)
    store.clearDispatchedActions()

    list.addTapped(title: "Milk")
    list.removeTapped(at: 1)
    list.moveTapped(from: 0, to: 2)
    list.toggleTapped(at: 3)
    list.suggestionTapped()
    list.acceptSuggestionTapped()

    let actions = store.dispatchedActions.filter { $0.modernAction is TodoListAction }
    #expect(actions.count == 6)
    #expect(actions.allSatisfy { $0.windowUUID == windowA })
    // The request carries an identity of its own, made by the controller.
    guard actions.count == 6,
      case .requestSuggestion(let request)? = actions[4].actionType as? TodoListAction
    else {
      Issue.record("the fifth action is not a request for a suggestion")
      return
    }
    #expect(
      actions.map { $0.actionType as? TodoListAction }
        == [
          .add(title: "Milk"), .remove(index: 1), .move(from: 0, to: 2), .toggle(index: 3),
          .requestSuggestion(request), .acceptSuggestion,
        ])
  }

  @Test func anImportIsOneBatchWhoseAddsTheMockStoreListsInOrder() {
    let store = MockStore(state: AppState())
    let list = TodoListController(windowUUID: windowA, store: store)
    store.clearDispatchedActions()

    list.addTapped(title: "Milk")
    list.importTapped(titles: ["Bread", "Eggs"])
    list.toggleTapped(at: 0)

    let todoActions = store.dispatchedActions(of: TodoListAction.self)
    #expect(
      todoActions.map(\.action) == [
        .add(title: "Milk"), .add(title: "Bread"), .add(title: "Eggs"), .toggle(index: 0),
      ])
    #expect(todoActions.allSatisfy { $0.windowUUID == windowA })
    // As dispatched, the import is one action: the batch.
    #expect(store.dispatchedActions.count == 3)
    #expect((store.dispatchedActions[1] as? ActionBatch)?.actions.count == 2)
    withExtendedLifetime(list) {}
  }

  @Test func theControllerRendersItsListInTheAppWideColours() {
    let store = MockStore(state: AppState())
    let list = TodoListController(windowUUID: windowA, store: store)
    #expect(list.renderedText == "Todos (background red, text white)\n(no todos)")

    var state = AppState(settings: SettingsState(backgroundColor: .yellow, textColor: .black))
    for (window, title) in [(windowA, "Milk"), (windowA, "Eggs"), (windowB, "Bread")] {
      AppState.reducer(
        &state,
        Redux.ScreenAction(windowUUID: window, actionType: .showScreen, screen: AppScreen.todoList))
      AppState.reducer(&state, Action(TodoListAction.add(title: title), windowUUID: window))
    }
    AppState.reducer(&state, Action(TodoListAction.toggle(index: 1), windowUUID: windowA))
    AppState.reducer(
      &state, Action(TodoListAction.requestSuggestion(testRequest), windowUUID: windowA))
    store.state = state

    #expect(
      list.renderedText == """
        Todos (background yellow, text black)
        1. [ ] Milk
        2. [x] Eggs
        Suggestion: fetching...
        """)
    #expect(list.renderCount == 2)

    AppState.reducer(
      &state,
      Action(
        TodoListAction.suggestionReceived("Call a friend", request: testRequest),
        windowUUID: windowA)
    )
    store.state = state
    #expect(
      list.renderedText == """
        Todos (background yellow, text black)
        1. [ ] Milk
        2. [x] Eggs
        Suggestion: Call a friend
        """)
  }

  @Test func theSelectionCombinesTheWindowsListWithTheAppWideColours() {
    var state = AppState(settings: SettingsState(backgroundColor: .purple, textColor: .white))
    AppState.reducer(
      &state,
      Redux.ScreenAction(windowUUID: windowA, actionType: .showScreen, screen: AppScreen.todoList))
    AppState.reducer(&state, Action(TodoListAction.add(title: "Milk"), windowUUID: windowA))

    #expect(
      TodoListControllerState(appState: state, uuid: windowA)
        == TodoListControllerState(
          items: [TodoItem(id: 1, title: "Milk")], backgroundColor: .purple, textColor: .white))
    #expect(
      TodoListControllerState(appState: state, uuid: windowB)
        == TodoListControllerState(backgroundColor: .purple, textColor: .white))
  }

  // MARK: - Against a real store

  @Test func windowsSideBySideKeepTheirOwnLists() {
    let app = AppHarness()
    let listA = TodoListController(windowUUID: windowA, store: app.store)
    let listB = TodoListController(windowUUID: windowB, store: app.store)
    let listC = TodoListController(windowUUID: windowC, store: app.store)

    listA.addTapped(title: "Milk")
    listA.addTapped(title: "Eggs")
    listB.addTapped(title: "Bread")
    listA.toggleTapped(at: 1)
    listC.addTapped(title: "Tea")
    listC.addTapped(title: "Jam")
    listC.moveTapped(from: 1, to: 0)

    #expect(listA.renderedText == "Todos (background red, text white)\n1. [ ] Milk\n2. [x] Eggs")
    #expect(listB.renderedText == "Todos (background red, text white)\n1. [ ] Bread")
    #expect(listC.renderedText == "Todos (background red, text white)\n1. [ ] Jam\n2. [ ] Tea")
    #expect(app.store.state.activeScreens.windowUUIDs == [windowA, windowB, windowC])
  }

  @Test func anActionForOneWindowNeverChangesAnother() {
    let app = AppHarness()
    let listA = TodoListController(windowUUID: windowA, store: app.store)
    let listB = TodoListController(windowUUID: windowB, store: app.store)
    listB.addTapped(title: "Bread")
    let textB = listB.renderedText
    let countB = listB.renderCount
    let stateB = app.todoList(in: windowB)

    listA.addTapped(title: "Milk")
    listA.addTapped(title: "Eggs")
    listA.moveTapped(from: 0, to: 1)
    listA.toggleTapped(at: 0)
    listA.removeTapped(at: 1)
    listA.removeTapped(at: 9)

    #expect(listA.renderedText == "Todos (background red, text white)\n1. [x] Eggs")
    #expect(listB.renderedText == textB)
    #expect(listB.renderCount == countB)
    #expect(app.todoList(in: windowB) == stateB)
  }

  @Test func anIndexOutOfRangeLeavesTheListAsItWasAndIsLoggedOnce() {
    let app = AppHarness()
    let listA = TodoListController(windowUUID: windowA, store: app.store)
    let listB = TodoListController(windowUUID: windowB, store: app.store)
    for title in ["Milk", "Eggs", "Bread"] {
      listA.addTapped(title: title)
    }
    let items = app.todoList(in: windowA)?.items
    let renders = listA.renderCount

    listA.removeTapped(at: 7)

    #expect(app.todoList(in: windowA)?.items == items)
    #expect(listA.renderCount == renders)
    let expected =
      "Todo list \(windowA.shortDescription): remove: index 7 is out of range for 3 todos"
    #expect(app.log.lines == [expected])

    listB.addTapped(title: "Tea")
    listA.toggleTapped(at: 0)
    app.store.dispatch(
      Redux.ScreenAction(windowUUID: windowA, actionType: .showScreen, screen: AppScreen.settings))

    #expect(app.log.lines == [expected])
    #expect(app.todoList(in: windowA)?.items.map(\.isCompleted) == [true, false, false])
  }

  @Test func everyRejectionIsLoggedForItsOwnWindow() {
    let app = AppHarness()
    let listA = TodoListController(windowUUID: windowA, store: app.store)
    let listB = TodoListController(windowUUID: windowB, store: app.store)
    listA.addTapped(title: "Milk")

    listB.toggleTapped(at: 0)
    listA.moveTapped(from: 0, to: 1)
    listA.addTapped(title: "   ")
    listB.acceptSuggestionTapped()

    #expect(
      app.log.lines == [
        "Todo list \(windowB.shortDescription): toggle: index 0 is out of range for 0 todos",
        "Todo list \(windowA.shortDescription): move: index 1 is out of range for 1 todo",
        "Todo list \(windowA.shortDescription): add: a todo needs a title",
        "Todo list \(windowB.shortDescription): acceptSuggestion: there is no suggestion to accept",
      ])
    #expect(listA.renderedText == "Todos (background red, text white)\n1. [ ] Milk")
  }
}

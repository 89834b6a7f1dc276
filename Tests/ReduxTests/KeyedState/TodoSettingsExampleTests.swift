import Testing

@testable import Redux

@MainActor
@Suite("Suas todo app with settings example")
struct TodoSettingsExampleTests {
  typealias TodoItem = TodoWithSettings.TodoItem
  typealias TodoList = TodoWithSettings.TodoList
  typealias TodoSettings = TodoWithSettings.TodoSettings
  typealias ControllerSettings = TodoWithSettings.TodoListControllerSettings
  typealias AddTodo = TodoWithSettings.AddTodo
  typealias RemoveTodo = TodoWithSettings.RemoveTodo
  typealias MoveTodo = TodoWithSettings.MoveTodo
  typealias ToggleTodo = TodoWithSettings.ToggleTodo
  typealias ChangeTextColor = TodoWithSettings.ChangeTextColor
  typealias ChangeBackgroundColor = TodoWithSettings.ChangeBackgroundColor

  /// A stand-in for a view controller, linked to listeners.
  final class Screen {}

  /// A store holding the todos `titles`, none completed.
  func makeStore(titles: [String]) -> Store<KeyedState> {
    let store = TodoWithSettings.makeStore()
    for title in titles { store.dispatch(AddTodo(text: title)) }
    return store
  }

  func todos(in store: Store<KeyedState>) -> [TodoItem]? {
    store.state.value(forKeyOfType: TodoList.self)?.todos
  }

  func titles(in store: Store<KeyedState>) -> [String]? {
    todos(in: store)?.map(\.title)
  }

  // MARK: The store

  @Test func theStateHoldsOneKeyPerScreenNamedAfterItsType() {
    let store = TodoWithSettings.makeStore()
    #expect(store.state.keys == ["TodoList", "TodoSettings"])
    #expect(store.state.value(forKeyOfType: TodoList.self) == TodoList(todos: []))
    #expect(
      store.state.value(forKeyOfType: TodoSettings.self)
        == TodoSettings(backgroundColor: .red, textColor: .white)
    )
  }

  @Test func customKeysNameTheSubStates() {
    let store = Store(reducer: TodoWithSettings.todosReducer + TodoWithSettings.settingsReducer)
    #expect(store.state.keys == ["todos", "settings"])
    #expect(store.state.value(forKeyOfType: TodoList.self) == nil)
    #expect(store.state.value(forKeyOfType: TodoSettings.self) == nil)

    store.dispatch(AddTodo(text: "Milk"))
    store.dispatch(ChangeTextColor(color: .blue))

    #expect(
      store.state.value(forKey: "todos", ofType: TodoList.self)?.todos.map(\.title) == ["Milk"])
    #expect(store.state.value(forKey: "settings", ofType: TodoSettings.self)?.textColor == .blue)
  }

  // MARK: Todo list reducer

  @Test func addTodoAppendsAnUncompletedItem() {
    let store = makeStore(titles: ["Milk", "Eggs"])
    #expect(
      todos(in: store) == [TodoItem(title: "Milk"), TodoItem(title: "Eggs", isCompleted: false)]
    )
  }

  @Test func removeTodoRemovesTheItemAtTheIndex() {
    let store = makeStore(titles: ["Milk", "Eggs", "Bread"])
    store.dispatch(RemoveTodo(index: 1))
    #expect(titles(in: store) == ["Milk", "Bread"])
    store.dispatch(RemoveTodo(index: 0))
    #expect(titles(in: store) == ["Bread"])
  }

  @Test(arguments: [-1, 3, 99])
  func removeTodoOutOfBoundsChangesNothing(index: Int) {
    let store = makeStore(titles: ["Milk", "Eggs", "Bread"])
    let before = store.state
    store.dispatch(RemoveTodo(index: index))
    #expect(store.state == before)
  }

  @Test func moveTodoMovesTheItemForwardAndBackward() {
    let store = makeStore(titles: ["A", "B", "C", "D"])
    store.dispatch(MoveTodo(from: 0, to: 2))
    #expect(titles(in: store) == ["B", "C", "A", "D"])
    store.dispatch(MoveTodo(from: 3, to: 0))
    #expect(titles(in: store) == ["D", "B", "C", "A"])
    store.dispatch(MoveTodo(from: 1, to: 3))
    #expect(titles(in: store) == ["D", "C", "A", "B"])
  }

  @Test(arguments: [(-1, 0), (0, -1), (0, 3), (3, 0), (5, 5)])
  func moveTodoOutOfBoundsChangesNothing(from: Int, to: Int) {
    let store = makeStore(titles: ["A", "B", "C"])
    let before = store.state
    store.dispatch(MoveTodo(from: from, to: to))
    #expect(store.state == before)
  }

  @Test func toggleTodoFlipsCompletion() {
    let store = makeStore(titles: ["Milk", "Eggs"])
    store.dispatch(ToggleTodo(index: 1))
    #expect(
      todos(in: store) == [TodoItem(title: "Milk"), TodoItem(title: "Eggs", isCompleted: true)])
    store.dispatch(ToggleTodo(index: 1))
    #expect(todos(in: store) == [TodoItem(title: "Milk"), TodoItem(title: "Eggs")])
  }

  @Test(arguments: [-1, 2])
  func toggleTodoOutOfBoundsChangesNothing(index: Int) {
    let store = makeStore(titles: ["Milk", "Eggs"])
    let before = store.state
    store.dispatch(ToggleTodo(index: index))
    #expect(store.state == before)
  }

  @Test func actionsOnAnEmptyListChangeNothing() {
    let store = TodoWithSettings.makeStore()
    let before = store.state
    store.dispatch(RemoveTodo(index: 0))
    store.dispatch(MoveTodo(from: 0, to: 0))
    store.dispatch(ToggleTodo(index: 0))
    #expect(store.state == before)
  }

  // MARK: Settings reducer

  @Test func settingsActionsChangeOneColourEach() {
    let store = TodoWithSettings.makeStore()
    store.dispatch(ChangeBackgroundColor(color: .purple))
    #expect(
      store.state.value(forKeyOfType: TodoSettings.self)
        == TodoSettings(backgroundColor: .purple, textColor: .white)
    )
    store.dispatch(ChangeTextColor(color: .yellow))
    #expect(
      store.state.value(forKeyOfType: TodoSettings.self)
        == TodoSettings(backgroundColor: .purple, textColor: .yellow)
    )
  }

  @Test func settingsActionsLeaveTheTodosAndTodoActionsLeaveTheSettings() {
    let store = makeStore(titles: ["Milk"])
    let todosBefore = store.state.value(forKeyOfType: TodoList.self)
    store.dispatch(ChangeTextColor(color: .blue))
    #expect(store.state.value(forKeyOfType: TodoList.self) == todosBefore)

    let settingsBefore = store.state.value(forKeyOfType: TodoSettings.self)
    store.dispatch(AddTodo(text: "Eggs"))
    store.dispatch(ToggleTodo(index: 0))
    #expect(store.state.value(forKeyOfType: TodoSettings.self) == settingsBefore)
  }

  // MARK: The screens of the example

  @Test func theSettingsScreenShowsTheCurrentSettingsAndFollowsChangesWhileItLives() {
    let store = TodoWithSettings.makeStore()
    var shown: [TodoSettings] = []
    weak var releasedScreen: Screen?
    do {
      let screen = Screen()
      releasedScreen = screen
      withExtendedLifetime(screen) {
        let subscription = store.addListener(forStateType: TodoSettings.self) {
          shown.append($0)
        }
        subscription.linkLifeCycle(to: screen)
        subscription.informWithCurrentState()
        #expect(shown == [TodoSettings(backgroundColor: .red, textColor: .white)])

        store.dispatch(ChangeBackgroundColor(color: .purple))
        #expect(shown.last == TodoSettings(backgroundColor: .purple, textColor: .white))
        #expect(store.listenerCount == 1)
      }
    }

    #expect(releasedScreen == nil)
    store.dispatch(ChangeTextColor(color: .yellow))
    #expect(shown.count == 2)
    #expect(store.listenerCount == 0)
  }

  @Test func theTodoScreenShowsTheCombinedStateAfterEachAdd() {
    let store = TodoWithSettings.makeStore()
    var text = ""
    var textColor = TodoWithSettings.Color.white
    let screen = Screen()
    let subscription = store.addListener(stateSelector: TodoWithSettings.controllerStateSelector) {
      text = $0.todoString
      textColor = $0.textColor
    }
    subscription.linkLifeCycle(to: screen)

    store.dispatch(AddTodo(text: "Milk"))
    store.dispatch(ChangeTextColor(color: .purple))
    store.dispatch(AddTodo(text: "Eggs"))

    #expect(text == "Milk\nEggs")
    #expect(textColor == .purple)
    withExtendedLifetime(screen) {}
  }
}

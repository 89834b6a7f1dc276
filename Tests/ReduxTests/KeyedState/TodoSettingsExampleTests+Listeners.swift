import Testing

@testable import Redux

/// The example's listeners: of one screen's key, of a custom key, of the whole state and of a
/// selection.
extension TodoSettingsExampleTests {
  // MARK: Listeners of one screen

  @Test func todoListListenersHearOnlyTodoChanges() {
    let store = TodoWithSettings.makeStore()
    var heard: [[String]] = []
    store.addListener(forStateType: TodoList.self) { heard.append($0.todos.map(\.title)) }

    store.dispatch(AddTodo(text: "Milk"))
    store.dispatch(ChangeTextColor(color: .blue))
    store.dispatch(ChangeBackgroundColor(color: .yellow))
    store.dispatch(AddTodo(text: "Eggs"))
    store.dispatch(MoveTodo(from: 1, to: 0))
    store.dispatch(TodoWithSettings.ping())

    #expect(heard == [["Milk"], ["Milk", "Eggs"], ["Eggs", "Milk"]])
  }

  @Test func settingsListenersHearOnlySettingsChanges() {
    let store = TodoWithSettings.makeStore()
    var heard: [TodoSettings] = []
    store.addListener(forStateType: TodoSettings.self) { heard.append($0) }

    store.dispatch(AddTodo(text: "Milk"))
    store.dispatch(ChangeTextColor(color: .blue))
    store.dispatch(ToggleTodo(index: 0))
    store.dispatch(ChangeBackgroundColor(color: .yellow))
    store.dispatch(RemoveTodo(index: 0))
    store.dispatch(TodoWithSettings.ping())

    #expect(
      heard == [
        TodoSettings(backgroundColor: .red, textColor: .blue),
        TodoSettings(backgroundColor: .yellow, textColor: .blue),
      ]
    )
  }

  @Test func listenersAreNotCalledForChangesThatLeaveTheValueEqual() {
    let store = makeStore(titles: ["Milk", "Eggs"])
    var todoCalls = 0
    var settingsCalls = 0
    var wholeStateCalls = 0
    store.addListener(forStateType: TodoList.self) { _ in todoCalls += 1 }
    store.addListener(forStateType: TodoSettings.self) { _ in settingsCalls += 1 }
    store.addListener { _ in wholeStateCalls += 1 }

    // Each reducer returns a new value that equals the old one.
    store.dispatch(MoveTodo(from: 1, to: 1))
    store.dispatch(ChangeTextColor(color: .white))
    store.dispatch(ChangeBackgroundColor(color: .red))
    // Out of bounds: the reducer returns nil.
    store.dispatch(RemoveTodo(index: 7))

    #expect(todoCalls == 0)
    #expect(settingsCalls == 0)
    #expect(wholeStateCalls == 0)
  }

  @Test func customKeyListenersHearTheirKeyOnly() {
    let store = Store(reducer: TodoWithSettings.todosReducer + TodoWithSettings.settingsReducer)
    var todos: [[String]] = []
    var settings: [TodoSettings] = []
    var listenersOfTheTypeName = 0
    store.addListener(forStateType: TodoList.self, stateKey: "todos") {
      todos.append($0.todos.map(\.title))
    }
    store.addListener(forStateType: TodoSettings.self, stateKey: "settings") { settings.append($0) }
    store.addListener(forStateType: TodoList.self) { _ in listenersOfTheTypeName += 1 }
    store.addListener(forStateType: TodoSettings.self) { _ in listenersOfTheTypeName += 1 }

    store.dispatch(AddTodo(text: "Milk"))
    store.dispatch(ChangeBackgroundColor(color: .blue))

    #expect(todos == [["Milk"]])
    #expect(settings == [TodoSettings(backgroundColor: .blue, textColor: .white)])
    #expect(listenersOfTheTypeName == 0)
  }

  // MARK: Listeners of the whole state

  @Test func theWholeStateListenerHearsEveryChangeButNotIgnoredActions() {
    let store = TodoWithSettings.makeStore()
    var heard: [String] = []
    store.addListener { state in
      let titles = state.value(forKeyOfType: TodoList.self)?.todos.map(\.title) ?? []
      let text = state.value(forKeyOfType: TodoSettings.self)?.textColor.rawValue ?? "none"
      heard.append("\(titles.joined(separator: ",")) \(text)")
    }

    store.dispatch(AddTodo(text: "Milk"))
    store.dispatch(TodoWithSettings.ping())
    store.dispatch(ChangeTextColor(color: .purple))
    store.dispatch(RemoveTodo(index: 4))
    store.dispatch(AddTodo(text: "Eggs"))

    #expect(heard == ["Milk white", "Milk purple", "Milk,Eggs purple"])
  }

  @Test func theSelectorListenerCombinesBothScreens() {
    let store = TodoWithSettings.makeStore()
    var heard: [ControllerSettings] = []
    store.addListener(stateSelector: TodoWithSettings.controllerStateSelector) { heard.append($0) }

    store.dispatch(AddTodo(text: "Milk"))
    store.dispatch(ChangeBackgroundColor(color: .blue))
    store.dispatch(TodoWithSettings.ping())
    store.dispatch(AddTodo(text: "Eggs"))
    store.dispatch(ChangeTextColor(color: .yellow))

    #expect(
      heard == [
        ControllerSettings(backgroundColor: .red, textColor: .white, todoString: "Milk"),
        ControllerSettings(backgroundColor: .blue, textColor: .white, todoString: "Milk"),
        ControllerSettings(backgroundColor: .blue, textColor: .white, todoString: "Milk\nEggs"),
        ControllerSettings(backgroundColor: .blue, textColor: .yellow, todoString: "Milk\nEggs"),
      ]
    )
  }

  @Test func theSelectorListenerIsNotCalledWhenAKeyIsMissing() {
    let store = Store(reducer: TodoWithSettings.TodoReducer())
    var selected: [ControllerSettings] = []
    var wholeStateCalls = 0
    let handle = store.addListener(stateSelector: TodoWithSettings.controllerStateSelector) {
      selected.append($0)
    }
    store.addListener { _ in wholeStateCalls += 1 }

    store.dispatch(AddTodo(text: "Milk"))
    store.dispatch(ChangeTextColor(color: .blue))
    handle.informWithCurrentState()

    #expect(selected.isEmpty)
    #expect(wholeStateCalls == 1)
  }

  @Test func theSelectorListenerIsNotCalledWithCustomKeys() {
    let store = Store(reducer: TodoWithSettings.todosReducer + TodoWithSettings.settingsReducer)
    var selected: [ControllerSettings] = []
    store.addListener(stateSelector: TodoWithSettings.controllerStateSelector) {
      selected.append($0)
    }
    store.dispatch(AddTodo(text: "Milk"))
    #expect(selected.isEmpty)
  }
}

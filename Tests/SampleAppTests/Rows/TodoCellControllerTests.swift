import Redux
import SampleApp
import Testing

@MainActor
@Suite("Todo cells: each subscribes to its row")
struct TodoCellControllerTests {
  let window = WindowUUID()
  let other = WindowUUID()

  /// A store whose window shows a todo list with `titles`, ids 1, 2, ...
  private func showingList(_ titles: [String]) -> (AppHarness, TodoListController) {
    let app = AppHarness()
    let list = TodoListController(windowUUID: window, store: app.store)
    for title in titles {
      list.addTapped(title: title)
    }
    return (app, list)
  }

  @Test func aCellHearsItsOwnRowAndNoOther() {
    let (app, list) = showingList(["Milk", "Eggs", "Bread"])
    let cell = TodoCellController(id: 2, windowUUID: window, store: app.store)
    #expect(cell.item == TodoItem(id: 2, title: "Eggs"))
    #expect(cell.renderedText == "[ ] Eggs")
    #expect(cell.renderCount == 1)

    list.toggleTapped(at: 0)
    list.addTapped(title: "Tea")
    list.moveTapped(from: 1, to: 3)  // Eggs moves: the row itself does not change.
    #expect(cell.renderCount == 1)

    list.toggleTapped(at: 3)  // Eggs, now fourth.
    #expect(cell.renderCount == 2)
    #expect(cell.renderedText == "[x] Eggs")
  }

  @Test func removingTheTodoEndsInNil() {
    let (app, list) = showingList(["Milk", "Eggs"])
    let cell = TodoCellController(id: 1, windowUUID: window, store: app.store)
    list.removeTapped(at: 0)
    #expect(cell.item == nil)
    #expect(cell.renderedText == "")
    // A todo added after is a new id: the removed todo's cell does not take it.
    list.addTapped(title: "Milk again")
    #expect(cell.item == nil)
    #expect(cell.renderCount == 2)
  }

  @Test func hidingTheListIsHeardAsTheTodoGone() {
    let (app, list) = showingList(["Milk"])
    let cell = TodoCellController(id: 1, windowUUID: window, store: app.store)
    list.unsubscribeFromRedux()
    #expect(app.todoList(in: window) == nil)
    #expect(cell.item == nil)
    #expect(cell.renderCount == 2)
  }

  @Test func closingTheWindowEndsTheCellsSubscription() {
    let (app, list) = showingList(["Milk", "Eggs"])
    let cell = TodoCellController(id: 1, windowUUID: window, store: app.store)
    let elsewhere = TodoListController(windowUUID: other, store: app.store)
    elsewhere.addTapped(title: "Milk")
    let watcher = TodoCellController(id: 1, windowUUID: other, store: app.store)
    // The list, its two cells, and the cell made here.
    #expect(app.store.subscriberCount(in: window) == 4)

    app.store.dispatch(WindowAction(windowUUID: window, actionType: .closeWindow))
    #expect(app.store.subscriberCount(in: window) == 0)
    #expect(cell.renderCount == 1)
    #expect(cell.item == TodoItem(id: 1, title: "Milk"))
    list.toggleTapped(at: 0)
    #expect(cell.renderCount == 1)

    elsewhere.toggleTapped(at: 0)
    #expect(watcher.renderedText == "[x] Milk")
  }

  @Test func aCellOfAnotherInstanceWatchesThatListAlone() {
    let (app, first) = showingList(["Milk"])
    let second = TodoListController(
      windowUUID: window, instance: ScreenInstanceID(), store: app.store)
    second.addTapped(title: "Bread")
    let cell = TodoCellController(
      id: 1, windowUUID: window, instance: second.instance, store: app.store)
    #expect(cell.renderedText == "[ ] Bread")
    first.toggleTapped(at: 0)
    #expect(cell.renderCount == 1)
    second.toggleTapped(at: 0)
    #expect(cell.renderedText == "[x] Bread")
    second.unsubscribeFromRedux()
    #expect(cell.item == nil)
    #expect(first.renderedText == "Todos (background red, text white)\n1. [x] Milk")
  }

  @Test func theListDrawsEachTodoWithItsCellAndDropsTheCellsOfGoneTodos() {
    let (_, list) = showingList(["Milk", "Eggs", "Bread"])
    #expect(list.cells.keys.sorted() == [1, 2, 3])
    let eggs = list.cells[2]
    let milk = list.cells[1]

    list.toggleTapped(at: 1)
    #expect(eggs?.renderCount == 2)
    #expect(milk?.renderCount == 1)
    #expect(
      list.renderedText
        == "Todos (background red, text white)\n1. [ ] Milk\n2. [x] Eggs\n3. [ ] Bread")

    list.removeTapped(at: 0)
    #expect(list.cells.keys.sorted() == [2, 3])
    #expect(list.cells[2] === eggs)
    list.moveTapped(from: 1, to: 0)
    #expect(list.renderedText == "Todos (background red, text white)\n1. [ ] Bread\n2. [x] Eggs")
  }

  @Test func anImportIsOneBatchTheListHearsOnce() {
    let (app, list) = showingList(["Milk"])
    let renders = list.renderCount
    let milk = list.cells[1]
    list.importTapped(titles: ["A", "B", " ", "C"])

    #expect(list.renderCount == renders + 1)
    #expect(milk?.renderCount == 1)
    #expect(app.todoList(in: window)?.items.map(\.title) == ["Milk", "A", "B", "C"])
    #expect(app.todoList(in: window)?.items.ids == [1, 2, 3, 4])
    #expect(list.cells.count == 4)
    // The reducers and the middlewares saw each action: the empty title was refused alone.
    #expect(app.log.lines == ["Todo list \(window.shortDescription): add: a todo needs a title"])
    #expect(app.processedActions.lines.filter { $0.contains("TodoListAction.add") }.count == 5)

    list.importTapped(titles: [])
    #expect(list.renderCount == renders + 1)
  }
}

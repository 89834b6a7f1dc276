import Foundation
import Redux
import ReduxTestSupport
import SampleApp
import Testing

@MainActor
@Suite("makeAppStore")
struct AppStoreTests {
  let window = WindowUUID()

  @Test func buildsAWorkingStore() {
    let log = CollectedLines()
    let telemetry = ExampleTelemetry()
    let store = makeAppStore(
      dependencies: AppDependencies(log: log.append, exampleTelemetry: telemetry))

    let list = TodoListController(windowUUID: window, store: store)
    list.addTapped(title: "Milk")

    #expect(store.state.activeScreens.isShowing(.todoList, in: window))
    #expect(list.renderedText == "Todos (background red, text white)\n1. [ ] Milk")
    #expect(log.lines.isEmpty)

    list.removeTapped(at: 4)
    #expect(
      log.lines == [
        "Todo list \(window.shortDescription): remove: index 4 is out of range for 1 todo"
      ])

    let example = ExampleController(windowUUID: window, store: store)
    example.exampleFunctionThatWillDispatchTheExampleActionForThisExample()
    #expect(telemetry.exampleActionCount == 1)
  }

  @Test func fetchesSuggestionsFromTheGivenService() async {
    let store = makeAppStore(
      dependencies: AppDependencies(
        suggestions: OfflineSuggestionService(ideas: ["Milk", "Tea"]), log: { _ in }))
    let list = TodoListController(windowUUID: window, store: store)
    list.addTapped(title: "Milk")

    list.suggestionTapped()
    await Polling.until { list.listState?.suggestion != nil && store.pendingActionCount == 0 }

    #expect(list.renderedText == "Todos (background red, text white)\n1. [ ] Milk\nSuggestion: Tea")
  }

  @Test func logsEveryActionWhenAsked() {
    let log = CollectedLines()
    let store = makeAppStore(dependencies: AppDependencies(log: log.append, logsActions: true))

    store.dispatch(Action(TodoListAction.add(title: "Milk"), windowUUID: window))

    #expect(
      log.lines == [
        "Action(TodoListAction.add(title: \"Milk\"), window: \(window.shortDescription))\n"
          + "  (no change)"
      ])
  }

  @Test func savesAndRestoresTodoListsThroughTheGivenFile() throws {
    try TestFiles.withTemporaryDirectory { directory in
      let file = directory.appendingPathComponent("todos.json")
      let log = CollectedLines()
      let dependencies = AppDependencies(log: log.append, todoFileURL: file)

      let first = makeAppStore(dependencies: dependencies)
      let firstList = TodoListController(windowUUID: window, store: first)
      firstList.addTapped(title: "Milk")
      firstList.addTapped(title: "Eggs")
      firstList.toggleTapped(at: 1)
      #expect(FileManager.default.fileExists(atPath: file.path))

      let second = makeAppStore(dependencies: dependencies)
      let secondList = TodoListController(windowUUID: window, store: second)
      #expect(
        secondList.renderedText == "Todos (background red, text white)\n1. [ ] Milk\n2. [x] Eggs")
      #expect(log.lines.isEmpty)
    }
  }
}

@MainActor
@Suite("makeAppStore: measuring costs")
struct AppStoreCostTests {
  @Test func theStoreMeasuresWhenAskedNamingItsMiddlewaresByType() throws {
    let window = WindowUUID()
    let off = makeAppStore(dependencies: AppDependencies(log: { _ in }))
    #expect(off.costMeasurement == nil)

    let store = makeAppStore(
      dependencies: AppDependencies(
        log: { _ in }, logsActions: true, history: StoreHistory(initialState: AppState()),
        measuresCosts: true))
    let measurement = try #require(store.costMeasurement)
    #expect(
      measurement.middlewareNames == [
        "StoreHistory", "LoggerMiddleware", "ExampleMiddleware", "TodoListMiddleware",
      ])
    var reports: [ActionCostReport] = []
    measurement.onReport { reports.append($0) }
    let list = TodoListController(windowUUID: window, store: store)
    list.addTapped(title: "Milk")

    #expect(reports.map(\.actionName) == ["ScreenActionType.showScreen", "TodoListAction.add"])
    #expect(reports.last?.cost.subscribers.map(\.type) == ["TodoListController"])
    withExtendedLifetime(list) {}
  }
}

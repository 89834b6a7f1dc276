import Redux
import SampleApp
import Testing

/// Has the test's middleware queue the race's actions while the store handles it.
enum QueueFirstListRaceActionType: ActionType {
  case queue
}

/// Issue 49, item 2: a window's first todo list asked for a suggestion, its fetch handed the
/// result to the store, and the result waits in the store's queue behind the hide of that list,
/// the show of a new list, which becomes the window's first, and an action of the new list. The
/// result, aimed at the window's first list, belongs to the list shown when its fetch started:
/// it reaches no list, as when the hide is reduced before the fetch ends and cancels it.
@MainActor
@Suite("a first list's result queued behind its hide and a new show", .timeLimit(.minutes(5)))
struct QueuedFirstListResultTests {
  let window = WindowUUID()

  @Test func theResultReachesNeitherTheHiddenListNorTheNewFirstList() async throws {
    let service = GatedSuggestionService()
    let dispatcher = StoreDispatcher()
    let gate = ResultGate(forwardingTo: dispatcher)
    let todoList = TodoListMiddleware(store: gate, suggestions: service, log: { _ in })
    let window = window
    let newID = ScreenInstanceID()
    // While the store handles `queue`, the hide, the show, the new list's action and the result
    // join its queue, in that order.
    let racer: Middleware<AppState> = { _, action in
      guard action.actionType(as: QueueFirstListRaceActionType.self) == .queue else { return }
      dispatcher.dispatch(
        ScreenAction(windowUUID: window, actionType: .closeScreen, screen: .todoList))
      dispatcher.dispatch(
        ScreenAction(
          windowUUID: window, actionType: .showScreen, screen: .todoList, instance: newID))
      // Accepting a suggestion the new list does not have leaves a transient rejection, which
      // any action that reaches the list clears.
      dispatcher.dispatch(
        Action(TodoListAction.acceptSuggestion, windowUUID: window, screenInstance: newID))
      gate.letGo()
    }
    let store = Store(
      state: AppState(), reducer: AppState.reducer,
      middlewares: [todoList.todoListProvider, racer])
    dispatcher.connect(to: store)
    let first = TodoListController(windowUUID: window, store: store)
    first.addTapped(title: "Milk")
    let firstID = try #require(
      store.state.activeScreens.instances(of: .todoList, in: window).first)

    first.suggestionTapped()
    await service.waitForCall(1)
    service.release("Late idea")
    // The fetch has handed its result over; the store has not reduced it.
    await Polling.until { gate.arrivalCount == 1 }
    #expect(todoList.runningSuggestionCount(of: firstID, in: window) == 1)

    store.dispatch(Action(windowUUID: window, actionType: QueueFirstListRaceActionType.queue))
    #expect(store.pendingActionCount == 0)
    #expect(store.state.activeScreens.instances(of: .todoList, in: window) == [newID])
    let newList = try #require(store.state.todoList(in: window, instance: newID))
    #expect(newList.rejection == .noSuggestion)
    #expect(newList.suggestion == nil)
    #expect(newList.items.isEmpty)
    #expect(todoList.runningSuggestionCount(in: window) == 0)
    #expect(service.requestCount == 1)
  }
}

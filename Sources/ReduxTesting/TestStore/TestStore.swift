import Redux

/// A store for tests that checks every state change and every action dispatched along the way,
/// in the spirit of The Composable Architecture's `TestStore`.
///
/// Build it like a `Store`, send the actions a user would cause, and describe how each one
/// changes the state. Actions that middlewares, controllers or tasks dispatch are not processed
/// on their own: the test acknowledges each one with `receive`, which processes it and checks
/// its state change in turn. At the end, ``finish(fileID:filePath:line:column:)`` reports any
/// dispatched action the test did not receive, and any task of a `WindowTasks` still running
/// that would dispatch to the store later (see ``inFlightWork``).
///
/// ```swift
/// @MainActor @Test func addingATodoShowsItInTheList() {
///   let window = WindowUUID()
///   let store = TestStore(state: AppState(), reducer: AppState.reducer)
///   let list = TodoListController(windowUUID: window, store: store)
///   // The controller showed its screen: receive the action it dispatched.
///   store.receive(ScreenActionType.showScreen, window: window) {
///     $0.activeScreens[.todoList, window] = .todoList(TodoListState(windowUUID: window))
///   }
///
///   list.addTapped(title: "Milk")
///   store.receive(TodoListAction.add(title: "Milk")) {
///     $0.activeScreens[.todoList, window] = .todoList(
///       TodoListState(windowUUID: window, items: [TodoItem(id: 1, title: "Milk")]))
///   }
///   #expect(list.renderedText == "Todos (background red, text white)\n1. [ ] Milk")
///
///   list.unsubscribeFromRedux()
///   store.receive(ScreenActionType.closeScreen) { $0.activeScreens[.todoList, window] = nil }
///   store.finish()
/// }
/// ```
///
/// A middleware that dispatches follow-up actions is made before the store, so hand it a
/// `StoreDispatcher` and connect the dispatcher to the test store once it exists, as
/// `makeAppStore(dependencies:)` does with the app's store. A dispatcher that is never connected
/// drops what the middleware dispatches, and the test store cannot see what never reached it: end
/// such a test with `#expect(dispatcher.droppedActionCount == 0)`, so that a forgotten
/// `connect(to:)` fails the test rather than hiding every follow-up action.
///
/// A test store processes an action the way a `Store` does: the reducer computes the new state
/// (by value or in place), every middleware is called with the new state and the action, then
/// the subscribers hear about it, through the same subscriber list and window routing as a
/// `Store`. It conforms to `DefaultDispatchStore`, so a feature's controller or a middleware can
/// be handed the test store itself.
///
/// When a check fails, the failure is reported at the line of the test's call: an `Issue` in a
/// Swift Testing test, an `XCTFail` otherwise. The test goes on; the store's ``state`` is always
/// the state a real store would have.
///
/// A test store is made for one test: tests never share one, so they can run in parallel.
@MainActor
public final class TestStore<State: StateType>: DefaultDispatchStore {
  /// The current state: the initial state, changed by every action sent or received so far.
  ///
  /// As with a `Store`, a reducer must not read it while the store reduces in place: the test
  /// stops with a message saying so.
  public var state: State {
    precondition(
      !core.isReducingInPlace,
      "TestStore.state was read while the store's in-place reducer was changing it; a reducer "
        + "must use the state it is given.")
    return core.state
  }

  /// How strictly the store checks state changes and received actions; see ``Exhaustivity``.
  ///
  /// It may change in the middle of a test, for example to check the setup of a large feature
  /// loosely and then the behaviour under test exactly:
  ///
  /// ```swift
  /// store.exhaustivity = .off
  /// // Shows the list; the todos a persistence middleware restores are not checked.
  /// store.send(ScreenAction(windowUUID: window, actionType: .showScreen, screen: .todoList))
  /// store.skipReceivedActions()
  /// store.exhaustivity = .on
  /// ```
  public var exhaustivity: Exhaustivity

  /// How long an `await receive(…)` waits for an action when the call does not give its own
  /// `timeout`: one second unless set.
  ///
  /// One second is long enough for work that a middleware starts in a `Task` with a fake
  /// service, yet short enough that a missing action fails the test quickly. Raise it for a
  /// middleware whose test double is slow on purpose.
  ///
  /// ```swift
  /// store.timeout = .seconds(5)
  /// ```
  public var timeout: Duration = .seconds(1)

  /// Whether `finish()` checks what the windows the test closed, and the screen instances it
  /// hid, leave alive; see ``LifetimeChecks``. On unless set.
  ///
  /// ```swift
  /// store.lifetimeChecks = .off  // this test keeps a closed window's controller on purpose
  /// ```
  public var lifetimeChecks: LifetimeChecks = .on

  /// The state, the reducer, the middlewares, the subscriptions and the listeners, and the
  /// processing of one action: the very code a `Store` runs.
  let core: StoreCore<State>
  let inbox = TestStoreInbox()
  /// The subscriptions, named objects and work the lifetime checks look at, held weakly.
  let lifetimes = LifetimeLedger()
  /// The action being reduced, passed to the middlewares and published; `nil` between actions.
  var actionInProcess: Action?
  /// Where the test made the store: where a store released unfinished reports what it missed.
  private let creationSite: CallSite
  /// Makes a test store whose reducer returns each new state, like `Store(state:reducer:)`.
  ///
  /// ```swift
  /// let store = TestStore(
  ///   state: TodoListState(windowUUID: window), reducer: TodoListState.reducer)
  /// ```
  ///
  /// - Parameters:
  ///   - state: The initial state.
  ///   - reducer: The function that computes each new state from the current one and an action.
  ///   - middlewares: Side-effect providers, called in this order after each action is reduced.
  ///   - exhaustivity: How strictly the store checks the test; ``Exhaustivity/on`` unless given.
  ///   - fileID: The file of the call, where a store released unfinished reports; leave it out.
  ///   - filePath: The path of that file; leave it out.
  ///   - line: The line of the call; leave it out.
  ///   - column: The column of the call; leave it out.
  public convenience init(
    state: State,
    reducer: @escaping Reducer<State>,
    middlewares: [Middleware<State>] = [],
    exhaustivity: Exhaustivity = .on,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.init(
      state: state, reduction: .value(reducer), middlewares: middlewares,
      exhaustivity: exhaustivity,
      creationSite: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Makes a test store whose reducer changes the state in place, like `Store(state:reducer:)`
  /// with an `InPlaceReducer`.
  ///
  /// ```swift
  /// let store = TestStore(state: AppState(), reducer: AppState.reducer, middlewares: middlewares)
  /// ```
  ///
  /// - Parameters:
  ///   - state: The initial state.
  ///   - reducer: The function that applies each action to the state.
  ///   - middlewares: Side-effect providers, called in this order after each action is reduced.
  ///   - exhaustivity: How strictly the store checks the test; ``Exhaustivity/on`` unless given.
  ///   - fileID: The file of the call, where a store released unfinished reports; leave it out.
  ///   - filePath: The path of that file; leave it out.
  ///   - line: The line of the call; leave it out.
  ///   - column: The column of the call; leave it out.
  public convenience init(
    state: State,
    reducer: @escaping InPlaceReducer<State>,
    middlewares: [Middleware<State>] = [],
    exhaustivity: Exhaustivity = .on,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.init(
      state: state, reduction: .inPlace(reducer), middlewares: middlewares,
      exhaustivity: exhaustivity,
      creationSite: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  private init(
    state: State,
    reduction: Reduction<State>,
    middlewares: [Middleware<State>],
    exhaustivity: Exhaustivity,
    creationSite: CallSite
  ) {
    self.creationSite = creationSite
    self.core = StoreCore(state: state, reduction: reduction, middlewares: middlewares)
    self.exhaustivity = exhaustivity
  }

  /// Reports, at the line that made the store, the actions left unreceived and the work still
  /// running that ``finish(fileID:filePath:line:column:)`` did not already check, with
  /// ``Exhaustivity/on``: all of them when the test never called it.
  ///
  /// A test that forgets `finish()` would otherwise silently accept a follow-up action it never
  /// looked at. The store is released where its last reference goes, normally at the end of the
  /// test, in the test's task, so the failure is reported in that test.
  deinit {
    guard exhaustivity == .on else { return }
    let waiting = inbox.unchecked
    if !waiting.isEmpty {
      FailureReporter.fail(TestStoreFailure.unreceivedAtRelease(waiting), at: creationSite)
    }
    let running = inbox.uncheckedRunningWork
    if !running.isEmpty {
      FailureReporter.fail(TestStoreFailure.workRunningAtRelease(running), at: creationSite)
    }
  }

  /// The actions dispatched to the store that the test has not received yet, oldest first: what
  /// `receive` would take next, and what `finish()` reports if nothing takes it.
  ///
  /// ```swift
  /// #expect(store.pendingActions.map(\.windowUUID) == [window])
  /// ```
  public var pendingActions: [Action] {
    inbox.snapshot
  }

  /// The actions dispatched to the store that the test has not received yet: the old name of
  /// ``pendingActions``, which holds none of the actions already received.
  @available(*, deprecated, renamed: "pendingActions")
  public var receivedActions: [Action] {
    pendingActions
  }

  /// The number of subscribers that are alive and subscribed.
  public var subscriberCount: Int {
    core.subscriberCount
  }

  /// Queues an action for the test to receive; nothing is reduced until it does.
  ///
  /// Middlewares, controllers and tasks dispatch to a test store as to a real one, from any
  /// thread. Their actions wait, in the order they were dispatched, until the test takes them
  /// with `receive`, skips them with
  /// ``skipReceivedActions(fileID:filePath:line:column:)``, or (with ``Exhaustivity/off``) sends
  /// its next action.
  ///
  /// ```swift
  /// list.addTapped(title: "Milk")  // a `TodoListController` dispatches to the store
  /// store.receive(TodoListAction.add(title: "Milk")) {
  ///   $0.activeScreens[.todoList, window] = .todoList(
  ///     TodoListState(windowUUID: window, items: [TodoItem(id: 1, title: "Milk")]))
  /// }
  /// ```
  ///
  /// - Parameter action: The dispatched action.
  public nonisolated func dispatch(_ action: sending Action) {
    inbox.append(action)
  }
}

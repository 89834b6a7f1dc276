import Redux
import Testing

/// What an app's own action that replaces the windows does: puts windows in place that came
/// from elsewhere, as a restore from a server would.
enum ReplaceScreensActionType: ActionType {
  case replace
}

/// An app's action that replaces the windows with those it carries.
final class ReplaceScreensAction: Action {
  let screens: ActiveScreensState<TestScreenState>

  init(_ screens: ActiveScreensState<TestScreenState>) {
    self.screens = screens
    super.init(windowReplacement: ReplaceScreensActionType.replace)
  }
}

extension TestAppState {
  /// The test app's reducer, which also puts in place the windows a `ReplaceScreensAction`
  /// carries.
  static let replacingReducer: InPlaceReducer<TestAppState> = { state, action in
    if let replace = action as? ReplaceScreensAction {
      state.activeScreens = replace.screens
      return
    }
    reducer(&state, action)
  }
}

extension TaskProbe {
  /// An operation that reports it started, then waits until its task is cancelled and returns
  /// nothing.
  var blockedOperation: @Sendable () async -> sending Action? {
    { [self] in
      report("started")
      await waitForCancellation()
      return nil
    }
  }
}

@MainActor
@Suite("Actions that replace the windows", .timeLimit(.minutes(5)))
struct WindowReplacingActionTests {
  let windowA = WindowUUID()
  let windowB = WindowUUID()
  let windowC = WindowUUID()
  let windowD = WindowUUID()

  @Test func restoresJumpsAndAppActionsReplaceTheWindowsAndNoOtherActionDoes() throws {
    let history = StoreHistory(initialState: TestAppState())
    var seen: [Action] = []
    let store = Store(
      state: TestAppState(),
      reducer: history.reducer(wrapping: TestAppState.reducer),
      middlewares: [history.middleware, { _, action in seen.append(action) }])
    store.dispatch(.openWindow(windowA))
    try history.undo(in: store)
    let jump = try #require(seen.last)
    #expect(jump is TimeTravelAction<TestAppState>)
    #expect(jump.replacesWindows)

    #expect(Action.restore(TestAppState().activeScreens.snapshot()).replacesWindows)
    let replace = ReplaceScreensAction(ActiveScreensState())
    #expect(replace.replacesWindows)
    #expect(replace.windowUUID.isUnavailable)

    #expect(!Action.openWindow(windowA).replacesWindows)
    #expect(!Action.closeWindow(.unavailable).replacesWindows)
    #expect(!Action.showScreen(.counter, in: windowA).replacesWindows)
    #expect(!Action.increment(in: windowA).replacesWindows)
  }

  @Test func anAppActionThatReplacesTheWindowsEndsTheSubscriptionsAndWorkOfWindowsNotOpen()
    async throws
  {
    let results = ResultRecorder()
    let tasks = WindowTasks(dispatchingResultsTo: results)
    let tracker: Middleware<TestAppState> = { state, action in
      tasks.actionReduced(action, in: state)
    }
    let store = Store(
      state: TestAppState(), reducer: TestAppState.replacingReducer, middlewares: [tracker])
    let second = ScreenInstanceID()
    store.dispatch(.showScreen(.counter, in: windowA))
    store.dispatch(.show(.counter, instance: second, in: windowA))
    store.dispatch(.showScreen(.notes, in: windowB))
    store.dispatch(.showScreen(.notes, in: windowC))
    // A keeps its window and loses its second instance; B is not in the replacement at all;
    // C is closed there; D was never opened.
    var replacement = ActiveScreensState<TestScreenState>()
    replacement.reduce(.showScreen(.counter, in: windowA))
    replacement.reduce(.showScreen(.notes, in: windowC))
    replacement.reduce(.closeWindow(windowC))

    let subscribers = [windowA, windowB, windowC, windowD].map { window in
      let subscriber = RecordingSubscriber<TestAppState>()
      store.subscribe(subscriber, to: .window(window)) { $0 }
      return subscriber
    }
    #expect(subscribers.map(\.received.count) == [1, 1, 1, 1])

    let probes = [TaskProbe(), TaskProbe(), TaskProbe(), TaskProbe()]
    let ofA = try #require(tasks.run(in: windowA, operation: probes[0].blockedOperation))
    let ofSecond = try #require(
      tasks.run(in: windowA, instance: second, operation: probes[1].blockedOperation))
    let ofB = try #require(tasks.run(in: windowB, operation: probes[2].blockedOperation))
    let ofC = try #require(tasks.run(in: windowC, operation: probes[3].blockedOperation))
    for probe in probes { #expect(await probe.next() == "started") }

    store.dispatch(ReplaceScreensAction(replacement))

    #expect(store.state.activeScreens == replacement)
    // Only A, open in the new state, keeps its subscription, and heard the new state.
    #expect(store.subscriberCount(in: windowA) == 1)
    #expect(store.subscriberCount(in: windowB) == 0)
    #expect(store.subscriberCount(in: windowC) == 0)
    #expect(store.subscriberCount(in: windowD) == 0)
    #expect(subscribers.map(\.received.count) == [2, 1, 1, 1])

    // The work of B, C and the hidden instance is cancelled, and they refuse new work.
    await ofSecond.value
    await ofB.value
    await ofC.value
    #expect(ofSecond.isCancelled)
    #expect(ofB.isCancelled)
    #expect(ofC.isCancelled)
    #expect(!ofA.isCancelled)
    #expect(tasks.inFlightCount(in: windowA) == 1)
    #expect(tasks.inFlightCount(of: second, in: windowA) == 0)
    #expect(tasks.inFlightCount(in: windowB) == 0)
    #expect(tasks.inFlightCount(in: windowC) == 0)
    #expect(tasks.isClosed(windowB))
    #expect(tasks.isClosed(windowC))
    #expect(!tasks.isClosed(windowA))
    #expect(tasks.run(in: windowB) { nil } == nil)
    #expect(tasks.run(in: windowC) { nil } == nil)
    #expect(tasks.run(in: windowA, instance: second) { nil } == nil)
    #expect(results.actions.isEmpty)

    ofA.cancel()
    await ofA.value
    #expect(tasks.inFlightCount(in: windowA) == 0)
  }
}

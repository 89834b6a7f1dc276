import Redux
import Testing

@testable import ReduxTesting

// Enum actions in the testing kit: sent and received by value, with the same exhaustive checks
// and failure messages as class actions; a middleware answering with enum actions; a mock store
// recording them; and a window's lifecycle written plainly in an exhaustive send.

private enum SuggestionModernAction: ModernAction, Equatable {
  case requestSuggestion
  case suggestionLoaded(String)
}

private struct SuggestionModernState: StateType {
  var isFetching = false
  var suggestion: String?

  static func defaultState(from state: SuggestionModernState) -> SuggestionModernState { state }

  static let reducer: Reducer<Self> = reducer(handling: SuggestionModernAction.self) {
    state, action, _ in
    switch action {
    case .requestSuggestion:
      return SuggestionModernState(isFetching: true, suggestion: state.suggestion)
    case .suggestionLoaded(let suggestion):
      return SuggestionModernState(isFetching: false, suggestion: suggestion)
    }
  }
}

/// Answers a request with an enum action for the same window, at once or from a task.
@MainActor
private final class SuggestionModernMiddleware {
  weak var store: (any DefaultDispatchStore<SuggestionModernState>)?
  let answersFromATask: Bool

  init(answersFromATask: Bool) {
    self.answersFromATask = answersFromATask
  }

  lazy var provider: Middleware<SuggestionModernState> = SuggestionModernState.middleware(
    handling: SuggestionModernAction.self
  ) { [weak self] _, action, window in
    guard case .requestSuggestion = action else { return }
    MainActor.assumeIsolated {
      guard let self, let store = self.store else { return }
      if self.answersFromATask {
        Task.detached {
          store.dispatch(SuggestionModernAction.suggestionLoaded("Milk"), forWindowUUID: window)
        }
      } else {
        store.dispatch(SuggestionModernAction.suggestionLoaded("Milk"), forWindowUUID: window)
      }
    }
  }
}

@MainActor
struct TestStoreModernActionTests {
  let window = WindowUUID()

  private func makeStore(answersFromATask: Bool) -> (TestStore<SuggestionModernState>, AnyObject) {
    let middleware = SuggestionModernMiddleware(answersFromATask: answersFromATask)
    let store = TestStore(
      state: SuggestionModernState(), reducer: SuggestionModernState.reducer,
      middlewares: [middleware.provider])
    middleware.store = store
    return (store, middleware)
  }

  @Test func aMiddlewaresEnumAnswerIsReceivedByValue() {
    let (store, middleware) = makeStore(answersFromATask: false)
    store.send(SuggestionModernAction.requestSuggestion, forWindowUUID: window) {
      $0.isFetching = true
    }
    store.receive(SuggestionModernAction.suggestionLoaded("Milk"), window: window) {
      $0.isFetching = false
      $0.suggestion = "Milk"
    }
    store.finish()
    withExtendedLifetime(middleware) {}
  }

  @Test func anEnumAnswerFromATaskIsAwaitedByValue() async {
    let (store, middleware) = makeStore(answersFromATask: true)
    store.send(SuggestionModernAction.requestSuggestion, forWindowUUID: window) {
      $0.isFetching = true
    }
    await store.receive(SuggestionModernAction.suggestionLoaded("Milk")) {
      $0.isFetching = false
      $0.suggestion = "Milk"
    }
    store.finish()
    withExtendedLifetime(middleware) {}
  }

  @Test func receivingAnotherEnumValueFailsNamingBoth() {
    let (store, middleware) = makeStore(answersFromATask: false)
    store.send(SuggestionModernAction.requestSuggestion, forWindowUUID: window) {
      $0.isFetching = true
    }
    let failures = FailureReporter.capturing {
      store.receive(SuggestionModernAction.suggestionLoaded("Bread"))
    }
    #expect(failures.count == 1)
    #expect(failures.first?.contains("suggestionLoaded") == true)
    #expect(failures.first?.contains("Bread") == true)
    #expect(failures.first?.contains("Milk") == true)
    store.exhaustivity = .off
    withExtendedLifetime(middleware) {}
  }

  @Test func enumActionsDispatchedInABatchAreReceivedAsTheBatch() {
    let store = TestStore(state: SuggestionModernState(), reducer: SuggestionModernState.reducer)
    store.dispatch(
      ActionBatch(
        [SuggestionModernAction.requestSuggestion, .suggestionLoaded("Milk")], windowUUID: window))
    store.receive(
      ActionBatch.self, window: window,
      where: {
        $0.actions.map { $0.actionType(as: SuggestionModernAction.self) } == [
          .requestSuggestion, .suggestionLoaded("Milk"),
        ]
      }
    ) {
      $0.suggestion = "Milk"
    }

    // By value, an action inside a batch does not match: the batch is the one action received.
    store.dispatch(
      ActionBatch([SuggestionModernAction.suggestionLoaded("Bread")], windowUUID: window))
    let failures = FailureReporter.capturing {
      store.receive(SuggestionModernAction.suggestionLoaded("Bread"))
    }
    #expect(failures.count == 1)
    #expect(
      failures.first?.hasPrefix(
        "Expected to receive an action of type SuggestionModernAction.suggestionLoaded(\"Bread\"), "
          + "but received ActionBatch(1 actions)") == true)
    #expect(store.state.suggestion == "Bread")
    store.finish()
  }

  @Test func anExhaustiveSendOfAnEnumShowsTheStateDifference() {
    let (store, middleware) = makeStore(answersFromATask: false)
    store.exhaustivity = .on
    let failures = FailureReporter.capturing {
      store.send(SuggestionModernAction.requestSuggestion, forWindowUUID: window)
    }
    #expect(failures.count == 1)
    #expect(failures.first?.contains("isFetching") == true)
    store.exhaustivity = .off
    withExtendedLifetime(middleware) {}
  }

  @Test func aMockStoreRecordsEnumActionsWithTheirWindows() {
    let store = MockStore(state: SuggestionModernState())
    let other = WindowUUID()
    store.dispatch(SuggestionModernAction.requestSuggestion, forWindowUUID: window)
    store.dispatch(Action(windowUUID: window, actionType: UnrelatedActionType.noop))
    store.dispatch(SuggestionModernAction.suggestionLoaded("Milk"), forWindowUUID: other)
    let dispatched = store.dispatchedActions(of: SuggestionModernAction.self)
    #expect(dispatched.map(\.action) == [.requestSuggestion, .suggestionLoaded("Milk")])
    #expect(dispatched.map(\.windowUUID) == [window, other])
    #expect(store.dispatchedActions.count == 3)
  }

  @Test func aWindowsLifecycleIsWrittenPlainlyInAnExhaustiveSend() {
    let store = TestStore(state: PanelAppState(), reducer: PanelAppState.reducer)
    let instance = ScreenInstanceID()
    store.send(.showPanel(in: window)) { $0.activeScreens.showScreen(.panel, in: window) }
    store.send(
      ScreenAction<PanelScreen>(
        windowUUID: window, actionType: .showScreen, screen: .panel, instance: instance)
    ) {
      $0.activeScreens.showScreen(.panel, in: window, instance: instance)
    }
    store.send(
      ScreenAction<PanelScreen>(
        windowUUID: window, actionType: .closeScreen, screen: .panel, instance: instance)
    ) {
      $0.activeScreens.closeScreen(.panel, in: window, instance: instance)
    }
    store.send(.closeWindow(window)) { $0.activeScreens.closeWindow(window) }
    store.finish()
    #expect(store.state.activeScreens.isClosed(window))
  }
}

private enum UnrelatedActionType: ActionType {
  case noop
}

import Redux
import ReduxTesting
import SampleApp
import Testing

@MainActor
@Suite("Example feature")
struct ExampleFeatureTests {
  let window = WindowUUID()
  let otherWindow = WindowUUID()

  private func example(_ type: ExampleActionType, in window: WindowUUID) -> ExampleAction {
    ExampleAction(windowUUID: window, actionType: type)
  }

  private func show(_ screen: AppScreen, in window: WindowUUID, on state: inout AppState) {
    AppState.reducer(
      &state, ScreenAction(windowUUID: window, actionType: .showScreen, screen: screen))
  }

  private func exampleState(in window: WindowUUID, of state: AppState) -> ExampleState? {
    state.screenState(ExampleState.self, for: .exampleFeature, window: window)
  }

  // MARK: - Reducer and selection

  @Test func theActionSetsBothProperties() {
    let state = ExampleState.reducer(
      ExampleState(windowUUID: window), example(.anExampleActionForExample, in: window))
    #expect(
      state
        == ExampleState(windowUUID: window, exampleProperty: true, exampleTransientProperty: true)
    )
  }

  @Test func theNextActionForTheWindowResetsTheTransientProperty() {
    var state = AppState()
    show(.exampleFeature, in: window, on: &state)
    AppState.reducer(&state, example(.anExampleActionForExample, in: window))
    #expect(exampleState(in: window, of: state)?.exampleTransientProperty == true)

    show(.todoList, in: window, on: &state)
    #expect(
      exampleState(in: window, of: state)
        == ExampleState(windowUUID: window, exampleProperty: true, exampleTransientProperty: false)
    )
  }

  @Test func anActionForAnotherWindowLeavesTheStateUntouched() {
    var state = AppState()
    show(.exampleFeature, in: window, on: &state)
    show(.exampleFeature, in: otherWindow, on: &state)
    AppState.reducer(&state, example(.anExampleActionForExample, in: window))
    let before = exampleState(in: window, of: state)

    AppState.reducer(&state, example(.anExampleActionForExample, in: otherWindow))
    AppState.reducer(
      &state, Action(TodoListAction.add(title: "Milk"), windowUUID: otherWindow))

    #expect(exampleState(in: window, of: state) == before)
    #expect(before?.exampleTransientProperty == true)
    #expect(exampleState(in: otherWindow, of: state)?.exampleProperty == true)
    // The reducer on its own ignores another window's action, apart from the reset of transient
    // data that the wiki asks of every unhandled action.
    let alone = ExampleState.reducer(
      ExampleState(windowUUID: window), example(.anExampleActionForExample, in: otherWindow))
    #expect(alone == ExampleState(windowUUID: window))
  }

  @Test func selectingFromTheAppStateDropsTheTransientProperty() {
    var state = AppState()
    show(.exampleFeature, in: window, on: &state)
    AppState.reducer(&state, example(.anExampleActionForExample, in: window))

    #expect(
      ExampleState(appState: state, uuid: window)
        == ExampleState(windowUUID: window, exampleProperty: true, exampleTransientProperty: false)
    )
    #expect(
      ExampleState(appState: state, uuid: otherWindow) == ExampleState(windowUUID: otherWindow))
  }

  // MARK: - Middleware

  @Test func theMiddlewareRecordsTelemetryForTheExampleActionOnly() {
    let telemetry = ExampleTelemetry()
    let provider = ExampleMiddleware(telemetry: telemetry).exampleProvider
    provider(AppState(), example(.anExampleActionForExample, in: window))
    provider(AppState(), Action(TodoListAction.add(title: "Milk"), windowUUID: window))
    provider(AppState(), example(.anExampleActionForExample, in: otherWindow))
    provider(
      AppState(), ScreenAction(windowUUID: window, actionType: .showScreen, screen: .todoList))
    #expect(telemetry.exampleActionCount == 2)
  }

  @Test func theMiddlewareIgnoresTheExampleActionOfAClosedWindow() {
    let telemetry = ExampleTelemetry()
    let provider = ExampleMiddleware(telemetry: telemetry).exampleProvider
    var state = AppState()
    show(.exampleFeature, in: window, on: &state)
    AppState.reducer(&state, WindowAction(windowUUID: window, actionType: .closeWindow))

    provider(state, example(.anExampleActionForExample, in: window))
    provider(state, example(.anExampleActionForExample, in: otherWindow))

    #expect(telemetry.exampleActionCount == 1)
  }

  @Test func theProviderWorksAfterTheMiddlewareObjectIsGone() {
    let telemetry = ExampleTelemetry()
    weak var released: ExampleMiddleware?
    let provider: Middleware<AppState>
    do {
      let middleware = ExampleMiddleware(telemetry: telemetry)
      released = middleware
      provider = middleware.exampleProvider
    }
    #expect(released == nil)
    provider(AppState(), example(.anExampleActionForExample, in: window))
    #expect(telemetry.exampleActionCount == 1)
  }

  // MARK: - Controller, against a mock store

  @Test func theControllerShowsTheScreenAndSubscribesToItsWindow() throws {
    let store = MockStore(state: AppState())
    let controller = ExampleController(windowUUID: window, store: store)

    #expect(store.dispatchedActions.count == 1)
    let action = try #require(store.dispatchedActions.first as? Redux.ScreenAction<AppScreen>)
    #expect(action.windowUUID == window)
    #expect(action.actionType as? ScreenActionType == .showScreen)
    #expect(action.screen == .exampleFeature)
    #expect(store.subscribeCallCount == 1)
    #expect(store.subscriberCount(in: window) == 1)
    #expect(store.subscriberCount(in: otherWindow) == 0)
    #expect(controller.renderCount == 1)
    #expect(controller.renderedText == "Example feature: waiting")
  }

  @Test func theControllerRendersTheStateOfItsWindow() {
    let store = MockStore(state: AppState())
    let controller = ExampleController(windowUUID: window, store: store)
    var state = AppState()
    show(.exampleFeature, in: window, on: &state)
    show(.exampleFeature, in: otherWindow, on: &state)

    AppState.reducer(&state, example(.anExampleActionForExample, in: otherWindow))
    store.state = state
    #expect(controller.renderCount == 1)

    AppState.reducer(&state, example(.anExampleActionForExample, in: window))
    store.state = state
    #expect(controller.renderCount == 2)
    #expect(controller.renderedText == "Example feature: actioned")
    #expect(
      controller.exampleState
        == ExampleState(windowUUID: window, exampleProperty: true, exampleTransientProperty: false)
    )
  }

  @Test func theControllerDispatchesTheExampleActionForItsWindow() throws {
    let store = MockStore(state: AppState())
    let controller = ExampleController(windowUUID: window, store: store)
    store.clearDispatchedActions()

    controller.exampleFunctionThatWillDispatchTheExampleActionForThisExample()

    #expect(store.dispatchedActions.count == 1)
    let action = try #require(store.dispatchedActions.first as? ExampleAction)
    #expect(action.windowUUID == window)
    #expect(action.actionType as? ExampleActionType == .anExampleActionForExample)
  }

  @Test func unsubscribingClosesTheScreen() throws {
    let store = MockStore(state: AppState())
    let controller = ExampleController(windowUUID: window, store: store)
    store.clearDispatchedActions()

    controller.unsubscribeFromRedux()

    #expect(store.dispatchedActions.count == 1)
    let action = try #require(store.dispatchedActions.first as? Redux.ScreenAction<AppScreen>)
    #expect(action.windowUUID == window)
    #expect(action.actionType as? ScreenActionType == .closeScreen)
    #expect(action.screen == .exampleFeature)
  }

  @Test func releasingTheControllerClosesTheScreen() throws {
    let store = MockStore(state: AppState())
    do {
      _ = ExampleController(windowUUID: window, store: store)
    }
    #expect(store.dispatchedActions.count == 2)
    let action = try #require(store.dispatchedActions.last as? Redux.ScreenAction<AppScreen>)
    #expect(action.actionType as? ScreenActionType == .closeScreen)
    #expect(action.screen == .exampleFeature)
    #expect(store.subscriberCount(in: window) == 0)
  }

  @Test func aControllerThatUnsubscribedClosesItsScreenOnceEvenWhenReleased() {
    let store = MockStore(state: AppState())
    do {
      let controller = ExampleController(windowUUID: window, store: store)
      controller.unsubscribeFromRedux()
      controller.unsubscribeFromRedux()
    }
    let closes = store.dispatchedActions.filter {
      $0.actionType as? ScreenActionType == .closeScreen
    }
    #expect(store.dispatchedActions.count == 2)
    #expect(closes.count == 1)
  }

  // MARK: - End to end

  @Test func theControllerDrivesARealStore() async {
    let app = AppHarness()
    let controller = ExampleController(windowUUID: window, store: app.store)
    #expect(app.store.state.activeScreens.isShowing(.exampleFeature, in: window))

    controller.exampleFunctionThatWillDispatchTheExampleActionForThisExample()

    #expect(controller.renderedText == "Example feature: actioned")
    #expect(controller.renderCount == 2)
    #expect(app.telemetry.exampleActionCount == 1)

    controller.unsubscribeFromRedux()
    #expect(!app.store.state.activeScreens.isShowing(.exampleFeature, in: window))
    #expect(app.store.pendingActionCount == 0)
  }
}

import Redux
import ReduxTesting
import SampleApp
import Testing

/// The example feature, tested with the kit: its reducer, its controller and its middleware.
@MainActor
@Suite("Kit: example feature")
struct ExampleFeatureKitTests {
  let window = WindowUUID()

  private var showExample: Action {
    Redux.ScreenAction<AppScreen>(
      windowUUID: window, actionType: .showScreen, screen: .exampleFeature)
  }

  private var exampleAction: Action {
    ExampleAction(windowUUID: window, actionType: ExampleActionType.anExampleActionForExample)
  }

  @Test func theReducerSetsThePropertyAndAFlagTheNextActionResets() {
    let store = TestStore(state: AppState(), reducer: AppState.reducer)

    store.send(showExample) {
      $0.activeScreens[.exampleFeature, window] = .exampleFeature(ExampleState(windowUUID: window))
    }
    store.send(exampleAction) {
      $0.activeScreens[.exampleFeature, window] = .exampleFeature(
        ExampleState(windowUUID: window, exampleProperty: true, exampleTransientProperty: true))
    }
    // The transient flag lasts one action; the property stays.
    store.send(showExample) {
      $0.activeScreens[.exampleFeature, window] = .exampleFeature(
        ExampleState(windowUUID: window, exampleProperty: true))
    }
    store.finish()
  }

  @Test func theControllerShowsItsScreenRendersTheActionAndClosesIt() {
    let store = TestStore(state: AppState(), reducer: AppState.reducer)
    let example = ExampleController(windowUUID: window, store: store)
    store.receive(ScreenActionType.showScreen, window: window) {
      $0.activeScreens[.exampleFeature, window] = .exampleFeature(ExampleState(windowUUID: window))
    }
    #expect(example.renderedText == "Example feature: waiting")

    example.exampleFunctionThatWillDispatchTheExampleActionForThisExample()
    store.receive(ExampleActionType.anExampleActionForExample) {
      $0.activeScreens[.exampleFeature, window] = .exampleFeature(
        ExampleState(windowUUID: window, exampleProperty: true, exampleTransientProperty: true))
    }
    #expect(example.renderedText == "Example feature: actioned")

    example.unsubscribeFromRedux()
    store.receive(ScreenActionType.closeScreen, window: window) {
      $0.activeScreens[.exampleFeature, window] = nil
    }
    store.finish()
  }

  @Test func closingTheWindowReleasesTheController() {
    let store = TestStore(state: AppState(), reducer: AppState.reducer, exhaustivity: .off)
    var example: ExampleController? = ExampleController(windowUUID: window, store: store)
    store.expectReleased(example!, whenClosing: window)
    store.send(WindowAction(windowUUID: window, actionType: .closeWindow))
    example = nil
    store.finish()  // fails if anything still holds the controller
  }

  @Test func theMiddlewareCountsTheExampleActionsItSees() {
    let telemetry = ExampleTelemetry()
    let store = TestStore(
      state: AppState(), reducer: AppState.reducer,
      middlewares: [ExampleMiddleware(telemetry: telemetry).exampleProvider], exhaustivity: .off)

    store.send(showExample)
    #expect(telemetry.exampleActionCount == 0)
    store.send(exampleAction)
    store.send(exampleAction)
    #expect(telemetry.exampleActionCount == 2)
    store.finish()
  }
}

import ReduxTestSupport
import Testing

@testable import Redux

@MainActor
@Suite("The wiki's example feature")
struct WikiExampleTests {
  let window = WindowUUID()
  let otherWindow = WindowUUID()

  @Test func theActionSetsThePropertyAndTheTransientFlag() {
    let state = ExampleState(windowUUID: window, exampleProperty: false)
    let action = ExampleAction(
      windowUUID: window, actionType: ExampleActionType.anExampleActionForExample)
    let next = ExampleState.reducer(state, action)
    #expect(next.exampleProperty)
    #expect(next.exampleTransientProperty)
  }

  @Test func anyOtherActionResetsOnlyTheTransientFlag() {
    enum OtherActionType: ActionType { case other }
    let state = ExampleState(
      windowUUID: window, exampleProperty: true, exampleTransientProperty: true)
    let next = ExampleState.reducer(
      state, Action(windowUUID: window, actionType: OtherActionType.other))
    #expect(next == ExampleState(windowUUID: window, exampleProperty: true))
  }

  @Test func anActionForAnotherWindowIsIgnoredApartFromTheReset() {
    let state = ExampleState(windowUUID: window, exampleProperty: false)
    let action = ExampleAction(
      windowUUID: otherWindow, actionType: ExampleActionType.anExampleActionForExample)
    #expect(ExampleState.reducer(state, action) == state)
  }

  @Test func anActionForEveryWindowIsHandled() {
    let state = ExampleState(windowUUID: window, exampleProperty: false)
    let action = ExampleAction(
      windowUUID: .unavailable, actionType: ExampleActionType.anExampleActionForExample)
    #expect(ExampleState.reducer(state, action).exampleProperty)
  }

  @Test func defaultStateKeepsPersistentDataAndDropsTransientData() {
    let state = ExampleState(
      windowUUID: window, exampleProperty: true, exampleTransientProperty: true)
    #expect(
      ExampleState.defaultState(from: state)
        == ExampleState(windowUUID: window, exampleProperty: true, exampleTransientProperty: false)
    )
  }

  @Test func theMiddlewareRecordsTelemetryForItsActionOnly() {
    let recorder = CollectedLines()
    let middleware = ExampleTelemetry.$recorder.withValue(recorder) { ExampleMiddleware() }
    let store = Store(
      state: AppState(example: ExampleState(windowUUID: window, exampleProperty: false)),
      reducer: AppState.reducer,
      middlewares: [middleware.exampleProvider]
    )
    store.dispatch(
      ExampleAction(windowUUID: window, actionType: ExampleActionType.anExampleActionForExample))
    store.dispatch(Action(windowUUID: window, actionType: CounterActionType.noop))
    #expect(recorder.lines == ["exampleActionActioned"])
    #expect(store.state.example.exampleProperty)
    #expect(!store.state.example.exampleTransientProperty)
  }
}

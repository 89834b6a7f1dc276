import Foundation
import Redux
import ReduxTesting
import SampleApp
import Testing

@MainActor
@Suite("Sample app: a recorded session replays to the same state")
struct SessionReplayTests {
  private let first = WindowUUID()
  private let second = WindowUUID()
  private let third = WindowUUID()

  private func show(_ screen: AppScreen, in window: WindowUUID, on store: Store<AppState>) {
    store.dispatch(ScreenAction(windowUUID: window, actionType: .showScreen, screen: screen))
  }

  private func todo(_ type: TodoListAction, in window: WindowUUID, on store: Store<AppState>) {
    store.dispatch(Action(type, windowUUID: window))
  }

  @Test func aSessionOfSeveralWindowsReplaysExactly() async throws {
    let folder = try RecordingFolder()
    defer { folder.cleanUp() }
    let url = folder.file("session.jsonl")
    let suggestions = FixedSuggestionService(title: "Fake idea")
    let recorder = try ActionRecorder(
      writingTo: url, app: "SampleApp", registry: .sampleApp, initialState: AppState())
    let store = makeAppStore(
      dependencies: AppDependencies(
        suggestions: suggestions, log: { _ in }, recorder: recorder))

    show(.todoList, in: first, on: store)
    show(.settings, in: first, on: store)
    show(.todoList, in: second, on: store)
    show(.exampleFeature, in: second, on: store)
    for title in ["Milk", "Bread", "Eggs"] {
      todo(.add(title: title), in: first, on: store)
    }
    todo(.toggle(index: 1), in: first, on: store)
    todo(.move(from: 0, to: 2), in: first, on: store)
    todo(.remove(index: 0), in: first, on: store)
    todo(.add(title: "   "), in: first, on: store)
    todo(.remove(index: 9), in: first, on: store)
    todo(.add(title: "Walk"), in: second, on: store)
    todo(.requestSuggestion(testRequest), in: second, on: store)
    // The suggestion comes back from the middleware, through the store's queue.
    await Polling.until {
      store.state.screenState(TodoListState.self, for: .todoList, window: second)?.suggestion
        == "Fake idea"
    }
    todo(.acceptSuggestion, in: second, on: store)
    store.dispatch(SettingsAction(windowUUID: first, actionType: .changeBackgroundColor(.blue)))
    store.dispatch(SettingsAction(windowUUID: second, actionType: .changeTextColor(.black)))
    store.dispatch(
      ExampleAction(windowUUID: second, actionType: ExampleActionType.anExampleActionForExample))
    store.dispatch(ScreenAction(windowUUID: first, actionType: .closeScreen, screen: .settings))
    store.dispatch(
      ScreenAction(windowUUID: second, actionType: .closeScreen, screen: .exampleFeature))
    show(.todoList, in: third, on: store)
    todo(.add(title: "Gone soon"), in: third, on: store)
    store.dispatch(WindowAction(windowUUID: third, actionType: .closeWindow))
    try await recorder.finish()
    let final = store.state

    let recording = try Recording(contentsOf: url, registry: .sampleApp)
    // The middleware's result is in the recording, for the window that asked.
    let received = recording.actions.filter {
      $0.typeDescription == "TodoListAction.suggestionReceived"
    }
    #expect(received.map(\.windowUUID) == [second])
    let replayed = try recording.replay(
      from: recording.initialState(as: AppState.self), reducer: AppState.reducer)
    #expect(replayed == final)
    #expect(
      replayed.screenState(TodoListState.self, for: .todoList, window: second)?.items.map(\.title)
        == ["Walk", "Fake idea"])
    #expect(replayed.settings == SettingsState(backgroundColor: .blue, textColor: .black))
    #expect(replayed.activeScreens.isClosed(third))
    // Replaying ran no middleware: the service was asked once, during the session.
    #expect(suggestions.callCount == 1)

    // And the same check, as a regression test is written.
    assertReplay(
      contentsOf: url, registry: .sampleApp, reducer: AppState.reducer, reaches: final)
  }
}

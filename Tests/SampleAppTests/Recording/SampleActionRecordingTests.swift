import Foundation
import Redux
import ReduxTestSupport
import SampleApp
import Testing

@MainActor
@Suite("Sample app: every action is recordable")
struct SampleActionRecordingTests {
  private let window = WindowUUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!

  /// One action of every kind the sample app dispatches.
  private var everyAction: [Action] {
    var actions: [Action] = [
      WindowAction(windowUUID: window, actionType: .openWindow),
      WindowAction(windowUUID: .unavailable, actionType: .closeWindow),
    ]
    for screen in AppScreen.allCases {
      actions.append(ScreenAction(windowUUID: window, actionType: .showScreen, screen: screen))
      actions.append(ScreenAction(windowUUID: window, actionType: .closeScreen, screen: screen))
    }
    let todoTypes: [TodoListAction] = [
      .add(title: "Milk \"2%\" \n and ✓"), .remove(index: 3), .move(from: 0, to: 2),
      .toggle(index: 1),
      .restore([TodoItem(id: 1, title: "Saved"), TodoItem(id: 2, title: "Done", isCompleted: true)]
      ),
      .requestSuggestion(testRequest), .suggestionReceived("Call a friend", request: testRequest),
      .suggestionFailed("offline", request: testRequest),
      .acceptSuggestion,
    ]
    actions += todoTypes.map { Action($0, windowUUID: window) }
    for color in Color.allCases {
      actions.append(SettingsAction(windowUUID: window, actionType: .changeBackgroundColor(color)))
      actions.append(SettingsAction(windowUUID: .unavailable, actionType: .changeTextColor(color)))
    }
    actions.append(
      ExampleAction(windowUUID: window, actionType: ExampleActionType.anExampleActionForExample))
    return actions
  }

  @Test func everySampleActionRoundTripsThroughARecording() async throws {
    let folder = try RecordingFolder()
    defer { folder.cleanUp() }
    let url = folder.file("every-action.jsonl")
    let recorder = try ActionRecorder(
      writingTo: url, app: "SampleApp", registry: .sampleApp, initialState: AppState())
    // The recorder's middleware, called as a store calls it after each action.
    let middleware = recorder.middleware
    let actions = everyAction
    for action in actions {
      middleware(AppState(), action)
    }
    try await recorder.finish()

    let recording = try Recording(contentsOf: url, registry: .sampleApp)
    #expect(recording.actions.allSatisfy { $0.isRecordable })
    let again = recording.actions.compactMap { $0.makeAction() }
    #expect(again.map(\.description) == actions.map(\.description))
    #expect(zip(again, actions).allSatisfy { type(of: $0) == type(of: $1) })
    #expect(try recording.initialState(as: AppState.self) == AppState())
  }

  @Test func theRegistryHasTheFrameworkActionsAndThoseOfEveryScreen() {
    let registry = ActionRegistry.sampleApp
    #expect(registry.contains(WindowAction.self))
    #expect(registry.contains(ScreenAction.self))
    #expect(registry.contains(TodoListAction.self))
    #expect(registry.contains(SettingsAction.self))
    #expect(registry.contains(ExampleAction.self))
    #expect(registry.contains(RestoreWindowsAction<AppScreenState>.self))
    // Nothing else than the framework's three and those of the screens.
    let screenActions = Set(
      AppScreen.allCases.flatMap { $0.recordableActions.map { $0.recordingName } })
    let framework: Set = ["WindowAction", "ScreenAction<AppScreen>", "RestoreWindowsAction"]
    let enumActions = Set(
      AppScreen.allCases.flatMap { $0.recordableEnumActions.map { $0.recordingName } })
    // The todo list's enum; screens that new-screen generates in an app's copy add theirs.
    #expect(enumActions.contains("TodoListAction"))
    #expect(registry.names == screenActions.union(framework).union(enumActions).sorted())
  }

  @Test func aTodoActionIsOneReadableLine() async throws {
    let folder = try RecordingFolder()
    defer { folder.cleanUp() }
    let url = folder.file("one.jsonl")
    let recorder = ActionRecorder<AppState>(
      writingTo: url, app: "SampleApp", registry: .sampleApp, clock: { RecordingClock.fixed })
    let store = Store(
      state: AppState(), reducer: AppState.reducer, middlewares: [recorder.middleware])
    store.dispatch(Action(TodoListAction.add(title: "Milk"), windowUUID: window))
    try await recorder.finish()
    let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
    #expect(
      lines.last
        == #"{"position":1,"time":"2026-11-28T17:30:05.250Z","window":"E621E1F8-C36C-495A-93FC-0C247A3E6E5F","action":"TodoListAction","type":"TodoListAction.add","payload":{"add":{"title":"Milk"}}}"#
    )
  }

  @Test func aPayloadMissingAFieldNamesItWithItsPath() {
    let text = """
      {"formatVersion":1,"app":"SampleApp"}
      {"position":1,"window":"\(window.uuidString)","action":"TodoListAction","payload":{"add":{}}}
      """
    #expect(
      throws: RecordingError.undecodablePayload(
        file: "session.jsonl", line: 2, name: "TodoListAction",
        reason: "no 'title' at payload.add")
    ) {
      try Recording(text: text, file: "session.jsonl", registry: .sampleApp)
    }
  }
}

import Foundation
import Redux
import Testing

@MainActor
@Suite("Recording: replaying a session")
struct ReplayTests {
  private let first = BoardWindows.first
  private let second = BoardWindows.second

  /// Records a session of the board with two windows, a stamping middleware and a closed window,
  /// and returns the store's final state and the file.
  private func recordSession() async throws -> (BoardState, TemporaryRecordingFile) {
    let dispatcher = StoreDispatcher()
    let stamper: Middleware<BoardState> = { _, action in
      if action.actionType(as: NoteActionType.self) == .clear {
        dispatcher.dispatch(StampAction(windowUUID: action.windowUUID, stamp: 42))
      }
    }
    let (file, recorder, store) = try BoardRecording.start(
      headerHoldsState: true, after: [stamper])
    dispatcher.connect(to: store)
    for window in [first, second] {
      store.dispatch(BoardScreenAction(windowUUID: window, actionType: .showScreen, screen: .notes))
    }
    store.dispatch(NoteAction(windowUUID: first, actionType: .add("a")))
    store.dispatch(NoteAction(windowUUID: second, actionType: .add("b")))
    store.dispatch(NoteAction(windowUUID: second, actionType: .clear))
    store.dispatch(NoteAction(windowUUID: .unavailable, actionType: .add("all")))
    store.dispatch(WindowAction(windowUUID: first, actionType: .closeWindow))
    store.dispatch(NoteAction(windowUUID: first, actionType: .add("ignored")))
    try await recorder.finish()
    return (store.state, file)
  }

  @Test func aReplayReachesExactlyTheStateTheSessionReached() async throws {
    let (final, file) = try await recordSession()
    defer { file.cleanUp() }
    let recording = try Recording(contentsOf: file.url, registry: .board)
    let replayed = try recording.replay(
      from: recording.initialState(as: BoardState.self), reducer: BoardState.reducer)
    #expect(replayed == final)
    // The stamp the middleware dispatched is in the recording, and replayed from it.
    #expect(recording.actions.filter { $0.name == "StampAction" }.count == 1)
    #expect(
      replayed.activeScreens.screens(in: second) == [
        .notes(NotesState(windowUUID: second, notes: ["stamp 42", "all"]))
      ])
  }

  @Test func aValueReducerReplaysToo() throws {
    let text = """
      {"formatVersion":1,"app":"Board"}
      {"position":1,"window":"\(first.uuidString)","action":"NoteAction","payload":{"add":{"_0":"x"}}}
      {"position":2,"window":"\(first.uuidString)","action":"StampAction","payload":{"stamp":1}}
      """
    let recording = try Recording(text: text, file: "notes.jsonl", registry: .board)
    let replayed = try recording.replay(
      from: NotesState(windowUUID: first), reducer: NotesState.reducer)
    #expect(replayed.notes == ["x", "stamp 1"])
  }

  @Test func statesAtPositionsAreKeptOnRequest() async throws {
    let (final, file) = try await recordSession()
    defer { file.cleanUp() }
    let recording = try Recording(contentsOf: file.url, registry: .board)
    let result = try recording.replay(
      from: BoardState(), reducer: BoardState.reducer, statesAt: [0, 3, recording.actions.count])
    #expect(result.finalState == final)
    #expect(result.states[0] == BoardState())
    #expect(result.states[3]?.added == 1)
    #expect(result.states[recording.actions.count] == final)
    #expect(result.states.count == 3)
  }

  @Test func aPositionTheRecordingDoesNotHaveIsAnError() async throws {
    let (_, file) = try await recordSession()
    defer { file.cleanUp() }
    let recording = try Recording(contentsOf: file.url, registry: .board)
    let last = recording.actions.count
    #expect(
      throws: RecordingError.positionOutOfRange(
        file: file.url.path, position: last + 1, lastPosition: last)
    ) {
      try recording.replay(from: BoardState(), reducer: BoardState.reducer, statesAt: [last + 1])
    }
  }

  @Test func aRecordingWithAnUnrecordableActionIsRefused() throws {
    let text = """
      {"formatVersion":1,"app":"Board"}
      {"position":1,"window":"\(first.uuidString)","action":"NoteAction","payload":{"add":{"_0":"x"}}}
      {"position":2,"window":"\(first.uuidString)","unrecordable":"Action","type":"PingActionType.ping","reason":"Action is not a CustomRecordableAction"}
      """
    let recording = try Recording(text: text, file: "ping.jsonl", registry: .board)
    #expect(!recording.actions[1].isRecordable)
    #expect(recording.actions[1].makeAction() == nil)
    let expected = RecordingError.unrecordableAction(
      file: "ping.jsonl", line: 3, position: 2, name: "Action",
      reason: "Action is not a CustomRecordableAction")
    #expect(throws: expected) {
      try recording.replay(from: NotesState(windowUUID: first), reducer: NotesState.reducer)
    }
    #expect(
      expected.description
        == "ping.jsonl:3: action 2, 'Action', was not recorded (Action is not a "
        + "CustomRecordableAction); the session cannot be replayed exactly")
  }

  @Test func aHeaderWithoutInitialStateSaysSo() throws {
    let recording = try Recording(
      text: #"{"formatVersion":1,"app":"Board"}"#, file: "bare.jsonl", registry: .board)
    #expect(throws: RecordingError.missingInitialState(file: "bare.jsonl")) {
      try recording.initialState(as: BoardState.self)
    }
  }

  @Test func anInitialStateOfAnotherShapeIsAnError() throws {
    let recording = try Recording(
      text: #"{"formatVersion":1,"app":"Board","initialState":{"added":"none"}}"#,
      file: "odd.jsonl", registry: .board)
    #expect(throws: RecordingError.self) {
      try recording.initialState(as: BoardState.self)
    }
  }
}

import Foundation
import Redux
import Testing

@MainActor
@Suite("Time travel in a recording")
struct TimeTravelRecordingTests {
  @Test func aRecorderWritesAJumpAsUnrecordable() async throws {
    let file = try TemporaryRecordingFile()
    defer { file.cleanUp() }
    let recorder = ActionRecorder<BoardState>(writingTo: file.url, app: "Board", registry: .board)
    let history = StoreHistory(initialState: BoardState())
    let store = Store(
      state: BoardState(), reducer: history.reducer(wrapping: BoardState.reducer),
      middlewares: [history.middleware, recorder.middleware])
    store.dispatch(NoteAction(windowUUID: BoardWindows.first, actionType: .add("Milk")))
    try history.undo(in: store)
    try await recorder.finish()

    let lines = try file.lines()
    #expect(lines.count == 3)
    #expect(
      lines.last
        == #"{"position":2,"window":"00000000-0000-0000-0000-000000000000","#
        + #""unrecordable":"TimeTravelAction<BoardState>","type":"TimeTravelActionType.jump","#
        + #""reason":"TimeTravelAction<BoardState> is not a CustomRecordableAction"}"#)
    #expect(store.state == BoardState())
  }
}

import Foundation
import Redux
import ReduxTestSupport
import Testing

@MainActor
@Suite("Time travel in a recording")
struct TimeTravelRecordingTests {
  @Test func aRecorderWritesAJumpAsUnrecordable() async throws {
    let file = try TemporaryRecordingFile()
    defer { file.cleanUp() }
    let recorder = try file.boardRecorder()
    let history = StoreHistory(initialState: BoardState())
    let store = Store(
      state: BoardState(), reducer: history.reducer(wrapping: BoardState.reducer),
      middlewares: [history.middleware, recorder.middleware])
    store.dispatch(NoteAction(windowUUID: BoardWindows.first, actionType: .add("Milk")))
    try history.undo(in: store)
    try await recorder.finish()

    let lines = try file.lines()
    #expect(lines.count == 3)
    let expected: String =
      #"{"position":2,"time":"2026-11-28T17:30:05.250Z","#
      + #""window":"00000000-0000-0000-0000-000000000000","#
      + #""unrecordable":"TimeTravelAction<BoardState>","type":"TimeTravelActionType.jump","#
      + #""reason":"TimeTravelAction<BoardState> is not a CustomRecordableAction"}"#
    #expect(lines.last == expected)
    #expect(store.state == BoardState())
  }
}

import Foundation
import Testing

@testable import Redux

@MainActor
@Suite("Recording: actions aimed at screen instances")
struct RecordingInstanceTests {
  private let header = BoardRecording.header
  private let window = BoardWindows.first

  @Test func aRecordedInstanceIsReadBackAndTheActionIsAimedAtIt() async throws {
    let (file, recorder, store) = try BoardRecording.start()
    defer { file.cleanUp() }
    let instance = ScreenInstanceID()
    store.dispatch(
      BoardScreenAction(
        windowUUID: window, actionType: .showScreen, screen: .notes, instance: instance))
    store.dispatch(BoardScreenAction(windowUUID: window, actionType: .closeScreen, screen: .notes))
    try await recorder.finish()

    let recording = try Recording(contentsOf: file.url, registry: .board)
    #expect(recording.actions.count == 2)
    #expect(recording.actions.map(\.screenInstance) == [instance, nil])
    let shown = try #require(recording.actions.first?.makeAction() as? BoardScreenAction)
    #expect(shown.screenInstance == instance)
    #expect(shown.screen == .notes)
    #expect(shown.actionType(as: ScreenActionType.self) == .showScreen)
    let hidden = try #require(recording.actions.last?.makeAction() as? BoardScreenAction)
    #expect(hidden.screenInstance == nil)
    #expect(hidden.actionType(as: ScreenActionType.self) == .closeScreen)
  }

  @Test func readingAnInstanceMovesTheNumberingPastIt() throws {
    let number = ScreenInstanceID().number + 1_000
    let text =
      header + "\n"
      + #"{"position":1,"window":"\#(window.uuidString)","instance":\#(number),"action":"ScreenAction<BoardScreen>","payload":{"actionType":{"showScreen":{}},"screen":"notes"}}"#
    let recording = try Recording(text: text, file: "session.jsonl", registry: .board)
    #expect(recording.actions.first?.screenInstance?.number == number)
    #expect(ScreenInstanceID().number > number)
  }

  @Test func anInstanceOnAClassThatCannotTakeItIsRefused() {
    let text =
      header + "\n"
      + #"{"position":1,"window":"\#(window.uuidString)","instance":7,"action":"NoteAction","payload":{"clear":{}}}"#
    #expect(
      throws: RecordingError.malformedLine(
        file: "bug.jsonl", line: 2,
        problem: "NoteAction is aimed at screen instance #7 but is not an "
          + "InstanceRecordableAction")
    ) {
      try Recording(text: text, file: "bug.jsonl", registry: .board)
    }
  }

  @Test func anInstanceThatIsNotAnInstanceNumberIsRefused() {
    let text =
      header + "\n"
      + #"{"position":1,"window":"\#(window.uuidString)","instance":0,"action":"ScreenAction<BoardScreen>","payload":{"actionType":{"showScreen":{}},"screen":"notes"}}"#
    var refusal: RecordingError?
    do {
      _ = try Recording(text: text, file: "bug.jsonl", registry: .board)
    } catch {
      refusal = error
    }
    guard case .malformedLine(let file, let line, let problem)? = refusal else {
      Issue.record("expected a malformed line, got \(String(describing: refusal))")
      return
    }
    #expect(file == "bug.jsonl")
    #expect(line == 2)
    #expect(problem.contains("0 is not a screen instance number"))
  }
}

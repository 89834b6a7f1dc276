import Foundation
import ReduxTestSupport
import Testing

@testable import Redux

/// A session that dies while recording (a crash, `kill -9`, a power cut) leaves a recording whose
/// last line may be cut anywhere: it reads up to its last whole action, and says which line was
/// cut. Anything else that is wrong is still refused, naming the line.
@MainActor
@Suite("Recording: a cut last line is the end of the session")
struct RecordingCutLineTests {
  private let header = BoardRecording.header
  private let window = BoardWindows.first.uuidString

  /// A real recording, written by a recorder to a file: a screen, notes with characters of two,
  /// three and four bytes, a stamp, an enum action, a long note, and an action it cannot record.
  private func recordedSession() async throws -> Data {
    let (file, recorder, store) = try BoardRecording.start(
      registry: .memoBoard, headerHoldsState: true)
    defer { file.cleanUp() }
    let first = BoardWindows.first
    store.dispatch(
      BoardScreenAction(windowUUID: first, actionType: ScreenActionType.showScreen, screen: .notes))
    store.dispatch(NoteAction(windowUUID: first, actionType: .add("Café, 日本, 🍵")))
    store.dispatch(StampAction(windowUUID: first, stamp: 7))
    store.dispatch(MemoAction.jot("ж\n\"quoted\""), forWindowUUID: first)
    store.dispatch(
      NoteAction(windowUUID: first, actionType: .add(String(repeating: "é", count: 300))))
    store.dispatch(Action(windowUUID: .unavailable, actionType: PingActionType.ping))
    store.dispatch(NoteAction(windowUUID: first, actionType: .clear))
    try await recorder.finish()
    return try Data(contentsOf: file.url)
  }

  @Test func aRecordingCutAtAnyByteReadsUpToItsLastWholeAction() async throws {
    let data = try await recordedSession()
    let whole = try Recording(data: data, file: "cut.jsonl", registry: .memoBoard)
    #expect(whole.cutLine == nil)
    #expect(whole.actions.count == 7)
    let breaks = data.indices.filter { data[$0] == UInt8(ascii: "\n") }
    #expect(breaks.count == 8)
    for length in 0...data.count {
      let cut = data.prefix(length)
      // The line the cut falls in, counting from 0 for the header, and where that line starts.
      let finished = breaks.filter { $0 < length }.count
      let lineStart = finished == 0 ? 0 : breaks[finished - 1] + 1
      let lineEnd = finished < breaks.count ? breaks[finished] : data.count
      let read: Recording
      do {
        read = try Recording(data: cut, file: "cut.jsonl", registry: .memoBoard)
      } catch {
        // Only a file without its whole header is not a recording.
        #expect(finished == 0 && length < lineEnd, "cut at \(length): \(error)")
        #expect(
          error
            == (length == 0
              ? .emptyFile(file: "cut.jsonl")
              : .malformedLine(
                file: "cut.jsonl", line: 1,
                problem: "the header line is cut short (no line break after it): the session "
                  + "ended before its recording began")),
          "cut at \(length)")
        continue
      }
      #expect(finished > 0 || length == lineEnd, "cut at \(length) inside the header was read")
      let expectedCount: Int
      let expectedCutLine: Int?
      if length == lineStart {
        // Just after a line break: the lines before it, the header among them.
        expectedCount = finished - 1
        expectedCutLine = nil
      } else if length == lineEnd {
        // Just before a line break: the line is whole but for its break, and read.
        expectedCount = finished
        expectedCutLine = nil
      } else {
        expectedCount = finished - 1
        expectedCutLine = finished + 1
      }
      #expect(read.actions.count == expectedCount, "cut at \(length)")
      #expect(read.cutLine == expectedCutLine, "cut at \(length)")
      for (action, original) in zip(read.actions, whole.actions) {
        #expect(action.position == original.position, "cut at \(length)")
        #expect(action.name == original.name, "cut at \(length)")
        #expect(action.typeDescription == original.typeDescription, "cut at \(length)")
      }
    }
  }

  @Test func theCutLineIsNamedAndItsActionIsNotRead() throws {
    let add =
      #"{"position":1,"window":"\#(window)","action":"NoteAction","payload":{"add":{"_0":"A"}}}"#
    let recording = try Recording(
      text: header + "\n" + add + "\n" + String(add.prefix(30)), file: "cut.jsonl",
      registry: .board)
    #expect(recording.actions.map(\.position) == [1])
    #expect(recording.cutLine == 3)
  }

  @Test func aLastLineMissingOnlyItsLineBreakIsWhole() throws {
    let add =
      #"{"position":1,"window":"\#(window)","action":"NoteAction","payload":{"add":{"_0":"A"}}}"#
    let recording = try Recording(text: header + "\n" + add, file: "cut.jsonl", registry: .board)
    #expect(recording.actions.map(\.position) == [1])
    #expect(recording.cutLine == nil)
  }

  @Test func aCutLineFollowedByALineBreakIsRefused() {
    let add =
      #"{"position":1,"window":"\#(window)","action":"NoteAction","payload":{"add":{"_0":"A"}}}"#
    #expect(throws: RecordingError.notJSON(file: "cut.jsonl", line: 2)) {
      try Recording(
        text: header + "\n" + add.prefix(30) + "\n", file: "cut.jsonl", registry: .board)
    }
  }

  @Test func aCutLineFollowedByMoreLinesIsRefused() {
    let add =
      #"{"position":1,"window":"\#(window)","action":"NoteAction","payload":{"add":{"_0":"A"}}}"#
    #expect(throws: RecordingError.notJSON(file: "cut.jsonl", line: 2)) {
      try Recording(
        text: header + "\n" + add.prefix(30) + "\n" + add + "\n", file: "cut.jsonl",
        registry: .board)
    }
  }

  @Test func anInvalidLastLineThatIsWholeIsRefused() {
    // A whole JSON object is a line the writer finished, with or without its line break.
    let stray = #"{"position":1,"window":"\#(window)","action":"ProfileAction","payload":{}}"#
    for ending in ["\n", ""] {
      #expect(
        throws: RecordingError.unknownActionType(file: "cut.jsonl", line: 2, name: "ProfileAction")
      ) {
        try Recording(text: header + "\n" + stray + ending, file: "cut.jsonl", registry: .board)
      }
    }
  }

  @Test func aCutHeaderIsNotARecording() {
    #expect(
      throws: RecordingError.malformedLine(
        file: "cut.jsonl", line: 1,
        problem: "the header line is cut short (no line break after it): the session ended "
          + "before its recording began")
    ) {
      try Recording(text: String(header.prefix(20)), file: "cut.jsonl", registry: .board)
    }
  }

  @Test func bytesLeftByAPowerCutAfterTheLastLineAreACutLine() throws {
    // A file system may keep a file's new length but not its last bytes: zeros at the end.
    var data = Data((header + "\n").utf8)
    data.append(contentsOf: [UInt8](repeating: 0, count: 12))
    let recording = try Recording(data: data, file: "cut.jsonl", registry: .board)
    #expect(recording.actions.isEmpty)
    #expect(recording.cutLine == 2)
  }
}

import Foundation
import ReduxTestSupport
import Testing

@testable import Redux

/// Each call the writer made to its sink, kept apart, readable from the test.
///
/// Safety: `@unchecked Sendable` because every stored property is read and written only while
/// `lock` is held.
final class WriteCallLog: @unchecked Sendable {
  private let lock = NSLock()
  private var calls: [Data] = []
  private var bytes = Data()

  /// Notes a call and keeps the bytes the file would hold after it.
  func note(call: Data, kept: Data) {
    lock.withLock {
      calls.append(call)
      bytes.append(kept)
    }
  }

  /// The data of each write call, in order.
  var writes: [Data] {
    lock.withLock { calls }
  }

  /// What the file would hold.
  var file: Data {
    lock.withLock { bytes }
  }
}

/// A sink that notes each write call and, from its `failingAt`-th call on (counting from 1),
/// keeps only the first half of the bytes and throws, as a disk that fills up in the middle of
/// a write does.
final class CallNotingSink: RecordingSink {
  struct DiskFull: Error {}

  let log: WriteCallLog
  let failingAt: Int?

  init(log: WriteCallLog, failingAt: Int? = nil) {
    self.log = log
    self.failingAt = failingAt
  }

  func write(_ data: Data) throws {
    let call = log.writes.count + 1
    guard let failingAt, call >= failingAt else {
      log.note(call: data, kept: data)
      return
    }
    log.note(call: data, kept: data.prefix(data.count / 2))
    throw DiskFull()
  }

  func close() throws {}
}

/// The recorder's write path: each line goes to the file in one write of the whole line and its
/// line break, so a session that dies leaves whole lines and at most one cut line, its last.
@MainActor
@Suite("ActionRecorder: each line is written whole, in one write")
struct RecordingWritePathTests {
  private let first = BoardWindows.first

  /// Dispatches actions whose lines are short and long, with characters of several bytes,
  /// escapes, an enum action and an action that cannot be recorded.
  private func dispatchSession(to store: Store<BoardState>) {
    store.dispatch(
      BoardScreenAction(windowUUID: first, actionType: ScreenActionType.showScreen, screen: .notes))
    store.dispatch(NoteAction(windowUUID: first, actionType: .add("Café, 日本, 🍵")))
    store.dispatch(NoteAction(windowUUID: first, actionType: .add("line\nbreak \"and\" \\")))
    // A line of about a megabyte, far more than a pipe or a page holds.
    store.dispatch(
      NoteAction(windowUUID: first, actionType: .add(String(repeating: "ж", count: 500_000))))
    store.dispatch(MemoAction.jot("memo"), forWindowUUID: first)
    store.dispatch(Action(windowUUID: .unavailable, actionType: PingActionType.ping))
    store.dispatch(StampAction(windowUUID: first, stamp: 3))
  }

  @Test func eachLineGoesToTheSinkInOneWriteEndingWithItsLineBreak() async throws {
    let log = WriteCallLog()
    let recorder = ActionRecorder<BoardState>(
      file: "calls.jsonl", app: "Board", registry: .memoBoard, initialState: nil,
      makeSink: { CallNotingSink(log: log) })
    let store = BoardRecording.store(recordingWith: recorder)
    dispatchSession(to: store)
    try await recorder.finish()

    let writes = log.writes
    // The header, then one write per action.
    #expect(writes.count == 8)
    for (index, write) in writes.enumerated() {
      #expect(write.last == UInt8(ascii: "\n"), "write \(index + 1) does not end a line")
      #expect(
        write.filter { $0 == UInt8(ascii: "\n") }.count == 1,
        "write \(index + 1) is not one line")
      #expect(
        (try? JSONSerialization.jsonObject(with: write.dropLast())) is [String: Any],
        "write \(index + 1) is not a whole JSON object")
    }
    let recording = try Recording(data: log.file, file: "calls.jsonl", registry: .memoBoard)
    #expect(recording.actions.count == 7)
    #expect(recording.cutLine == nil)
  }

  @Test func aWriteThatFailsHalfwayIsTheLastAndLeavesACutLine() async throws {
    let log = WriteCallLog()
    // The header and three actions are written; the fourth action's write fails halfway.
    let recorder = ActionRecorder<BoardState>(
      file: "full.jsonl", app: "Board", registry: .memoBoard, initialState: nil,
      makeSink: { CallNotingSink(log: log, failingAt: 5) })
    let store = BoardRecording.store(recordingWith: recorder)
    dispatchSession(to: store)
    do {
      try await recorder.finish()
      Issue.record("finish did not report the failed write")
    } catch {
      guard case .writeFailed(let file, _) = error else {
        Issue.record("expected writeFailed, got \(error)")
        return
      }
      #expect(file == "full.jsonl")
    }
    // Nothing is written after the failed write, so its half line is the file's last.
    #expect(log.writes.count == 5)
    let recording = try Recording(data: log.file, file: "full.jsonl", registry: .memoBoard)
    #expect(recording.actions.map(\.position) == [1, 2, 3])
    #expect(recording.cutLine == 5)
  }
}

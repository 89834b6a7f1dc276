import Foundation
import Testing

@testable import Redux

/// A sink that keeps what it is given and notes, by the run-time main-actor check, where each
/// write ran.
final class ProbeSink: RecordingSink {
  let probe: SinkProbe

  init(probe: SinkProbe) {
    self.probe = probe
    probe.note(onMainActor: MainActorCheck.isRunningOnMainActor, data: nil)
  }

  func write(_ data: Data) throws {
    probe.note(onMainActor: MainActorCheck.isRunningOnMainActor, data: data)
  }

  func close() throws {
    probe.note(onMainActor: MainActorCheck.isRunningOnMainActor, data: nil)
  }
}

/// What a ``ProbeSink`` saw, readable from the test.
///
/// Safety: `@unchecked Sendable` because every stored property is read and written only while
/// `lock` is held.
final class SinkProbe: @unchecked Sendable {
  private let lock = NSLock()
  private var calls = 0
  private var callsOnMainActor = 0
  private var written = Data()

  func note(onMainActor: Bool, data: Data?) {
    lock.withLock {
      calls += 1
      if onMainActor { callsOnMainActor += 1 }
      if let data { written.append(data) }
    }
  }

  var counts: (calls: Int, onMainActor: Int) {
    lock.withLock { (calls, callsOnMainActor) }
  }

  var text: String {
    lock.withLock { String(decoding: written, as: UTF8.self) }
  }
}

@MainActor
@Suite("ActionRecorder: writing off the main actor")
struct ActionRecorderTests {
  @Test func theWriterNeverRunsOnTheMainActor() async throws {
    let probe = SinkProbe()
    let recorder = ActionRecorder<BoardState>(
      file: "probe.jsonl", app: "Board", registry: .board, initialState: nil,
      makeSink: { ProbeSink(probe: probe) })
    let store = Store(
      state: BoardState(), reducer: BoardState.reducer, middlewares: [recorder.middleware])
    for index in 0..<50 {
      store.dispatch(NoteAction(windowUUID: BoardWindows.first, actionType: .add("\(index)")))
    }
    try await recorder.flush()
    #expect(probe.text.split(separator: "\n").count == 51)
    try await recorder.finish()
    let counts = probe.counts
    // The sink was made, written to 51 times (header and 50 actions) and closed.
    #expect(counts.calls == 53)
    #expect(counts.onMainActor == 0)
  }

  @Test func flushWaitsForEveryActionRecordedSoFar() async throws {
    let (file, recorder, store) = try BoardRecording.start()
    defer { file.cleanUp() }
    store.dispatch(NoteAction(windowUUID: BoardWindows.first, actionType: .clear))
    try await recorder.flush()
    #expect(try file.lines().count == 2)
    store.dispatch(NoteAction(windowUUID: BoardWindows.first, actionType: .clear))
    try await recorder.flush()
    #expect(try file.lines().count == 3)
    try await recorder.finish()
  }

  @Test func actionsAfterFinishAreNotRecorded() async throws {
    let (file, recorder, store) = try BoardRecording.start()
    defer { file.cleanUp() }
    store.dispatch(NoteAction(windowUUID: BoardWindows.first, actionType: .clear))
    try await recorder.finish()
    store.dispatch(NoteAction(windowUUID: BoardWindows.first, actionType: .clear))
    try await recorder.flush()
    try await recorder.finish()
    #expect(try file.lines().count == 2)
  }

  @Test func aFileThatCannotBeCreatedIsReportedByFinish() async throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("no-such-folder-\(UUID().uuidString)/session.jsonl")
    let recorder = ActionRecorder<BoardState>(writingTo: url, app: "Board", registry: .board)
    let store = Store(
      state: BoardState(), reducer: BoardState.reducer, middlewares: [recorder.middleware])
    store.dispatch(NoteAction(windowUUID: BoardWindows.first, actionType: .clear))
    // The store goes on; the problem waits for the recorder's owner.
    #expect(store.state.added == 0)
    do {
      try await recorder.finish()
      Issue.record("finish did not report the file that could not be created")
    } catch {
      guard case .writeFailed(let file, _) = error else {
        Issue.record("expected writeFailed, got \(error)")
        return
      }
      #expect(file == url.path)
    }
  }

  @Test func aStoreWithoutRecorderRunsNoRecordingCode() {
    // Recording off is the absence of the recorder's middleware: nothing else on the dispatch
    // path knows about recordings.
    let store = Store(state: BoardState(), reducer: BoardState.reducer)
    #expect(store.core.middlewares.isEmpty)
  }
}

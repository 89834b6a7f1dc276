import Foundation
import ReduxTestSupport
import Testing

@testable import Redux

/// Each action of a batch carries its place in the batch on its line (`"batch":[2,3]`), so that
/// a tool can show the batch as the one step its subscribers saw; an action dispatched alone
/// carries none, and the reader refuses places that are not whole batches, naming the line.
@MainActor
@Suite("Recording: a batch's actions carry their place in it")
struct RecordingBatchTests {
  private let first = BoardWindows.first
  private let second = BoardWindows.second

  private nonisolated func note(_ text: String, in window: WindowUUID) -> sending NoteAction {
    NoteAction(windowUUID: window, actionType: .add(text))
  }

  /// A note line, with the `batch` field `place` gives, if any.
  private func line(_ position: Int, _ text: String, batch place: String? = nil) -> String {
    let batch = place.map { #""batch":\#($0),"# } ?? ""
    return #"{"position":\#(position),"window":"\#(first.uuidString)",\#(batch)"#
      + #""action":"NoteAction","type":"NoteActionType.add","payload":{"add":{"_0":"\#(text)"}}}"#
  }

  private func read(_ lines: [String]) throws(RecordingError) -> Recording {
    try Recording(text: BoardRecording.text(lines), file: "b.jsonl", registry: .board)
  }

  @Test func theRecorderWritesThePlaceOfEachActionOfABatchAndOfNoOther() async throws {
    let (file, recorder, store) = try BoardRecording.start()
    defer { file.cleanUp() }
    store.dispatch(note("Alone", in: first))
    // A batch in a batch is flattened: one batch of three, across two windows.
    store.dispatch(
      ActionBatch([
        note("One", in: first),
        ActionBatch([note("Two", in: second), StampAction(windowUUID: first, stamp: 3)]),
      ]))
    store.dispatch(ActionBatch([Action(windowUUID: first, actionType: PingActionType.ping)]))
    store.dispatch(ActionBatch([]))
    store.dispatch(note("After", in: second))
    try await recorder.finish()

    let time = RecordingClock.fixedText
    let w1 = first.uuidString
    let w2 = second.uuidString
    #expect(
      try file.lines() == [
        BoardRecording.header,
        #"{"position":1,"time":"\#(time)","window":"\#(w1)","action":"NoteAction","type":"NoteActionType.add","payload":{"add":{"_0":"Alone"}}}"#,
        #"{"position":2,"time":"\#(time)","window":"\#(w1)","batch":[1,3],"action":"NoteAction","type":"NoteActionType.add","payload":{"add":{"_0":"One"}}}"#,
        #"{"position":3,"time":"\#(time)","window":"\#(w2)","batch":[2,3],"action":"NoteAction","type":"NoteActionType.add","payload":{"add":{"_0":"Two"}}}"#,
        #"{"position":4,"time":"\#(time)","window":"\#(w1)","batch":[3,3],"action":"StampAction","type":"StampActionType.stamp","payload":{"stamp":3}}"#,
        #"{"position":5,"time":"\#(time)","window":"\#(w1)","batch":[1,1],"unrecordable":"Action","type":"PingActionType.ping","reason":"Action is not a CustomRecordableAction"}"#,
        #"{"position":6,"time":"\#(time)","window":"\#(w2)","action":"NoteAction","type":"NoteActionType.add","payload":{"add":{"_0":"After"}}}"#,
      ])
  }

  @Test func oneActionObjectTwiceInABatchHasEachPlaceOnItsLine() async throws {
    let (file, recorder, store) = try BoardRecording.start()
    defer { file.cleanUp() }
    let twice = note("Twice", in: first)
    store.dispatch(ActionBatch([twice, twice]))
    try await recorder.finish()

    let places = try Recording(contentsOf: file.url, registry: .board).actions.map(\.batch)
    #expect(places == [BatchPlace(index: 1, count: 2), BatchPlace(index: 2, count: 2)])
    #expect(store.state.added == 2)
  }

  /// The store's processing core, which `Store` and `TestStore` share, takes an action that is
  /// not `sending`: the action object a batch held can be processed again on its own, as a
  /// middleware that kept it could have it dispatched in the Swift 5 language mode.
  @Test func theSameActionObjectProcessedAloneAfterItsBatchHasNoPlace() async throws {
    let file = try TemporaryRecordingFile()
    defer { file.cleanUp() }
    let recorder = try file.boardRecorder()
    let seen = CollectedLines()
    let core = StoreCore(
      state: BoardState(), reduction: .inPlace(BoardState.reducer),
      middlewares: [
        recorder.middleware,
        { _, action in seen.append(action.batchPlace?.description ?? "alone") },
      ])
    let batch = ActionBatch([note("Kept", in: first), note("Other", in: first)])
    let kept = batch.actions[0]
    core.process(batch)
    core.process(kept)
    #expect(kept.batchPlace == nil)
    try await recorder.finish()

    #expect(seen.lines == ["1 of 2", "2 of 2", "alone"])
    let places = try Recording(contentsOf: file.url, registry: .board).actions.map(\.batch)
    #expect(places == [BatchPlace(index: 1, count: 2), BatchPlace(index: 2, count: 2), nil])
  }

  /// A store that measures costs processes actions on a path of its own, with a clock read
  /// between the steps: its recorder writes the places as well as the costs.
  @Test func aRecordingMadeWhileMeasuringCostsCarriesThePlacesToo() async throws {
    let (file, recorder, store) = try BoardRecording.start()
    defer { file.cleanUp() }
    recorder.recordCosts(of: try store.measureCosts())
    store.dispatch(note("Alone", in: first))
    store.dispatch(ActionBatch([note("One", in: first), note("Two", in: second)]))
    store.dispatch(note("After", in: first))
    try await recorder.finish()

    let recording = try Recording(contentsOf: file.url, registry: .board)
    #expect(
      recording.actions.map(\.batch) == [
        nil, BatchPlace(index: 1, count: 2), BatchPlace(index: 2, count: 2), nil,
      ])
    #expect(recording.actions.allSatisfy { $0.cost != nil })
    let lines = try file.lines()
    #expect(lines[2].contains(#""window":"\#(first.uuidString)","batch":[1,2],"action""#))
  }

  @Test func theReaderReadsEachActionsPlace() throws {
    let recording = try read([
      line(1, "a"), line(2, "b", batch: "[1,2]"), line(3, "c", batch: "[2,2]"),
      line(4, "d", batch: "[1,1]"), line(5, "e"),
    ])
    #expect(
      recording.actions.map(\.batch) == [
        nil, BatchPlace(index: 1, count: 2), BatchPlace(index: 2, count: 2),
        BatchPlace(index: 1, count: 1), nil,
      ])
    #expect(recording.actions[2].batch?.isLast == true)
    #expect(recording.actions[1].batch?.description == "1 of 2")
    #expect(recording.cutLine == nil)
  }

  @Test(arguments: ["[0,3]", "[4,3]", "[1,0]", "[1]", "[1,2,3]", "[]", #""1,3""#, "[1.5,3]", "{}"])
  func aMalformedPlaceIsRefusedNamingItsLine(_ place: String) throws {
    #expect(throws: RecordingError.self) {
      try read([line(1, "a"), line(2, "b", batch: place)])
    }
    do {
      _ = try read([line(1, "a"), line(2, "b", batch: place)])
    } catch {
      guard case .malformedLine(let file, let number, _) = error else {
        Issue.record("\(place): \(error)")
        return
      }
      #expect(file == "b.jsonl")
      #expect(number == 3, "\(place): \(error)")
    }
  }

  @Test func placesThatAreNotWholeBatchesAreRefusedNamingTheLine() throws {
    let cases: [(lines: [String], line: Int, says: String)] = [
      // A batch cut off by an action without a batch.
      (
        [line(1, "a", batch: "[1,3]"), line(2, "b", batch: "[2,3]"), line(3, "c")], 4,
        "[3,3] was expected here, found no batch"
      ),
      // A batch that does not begin at 1.
      ([line(1, "a"), line(2, "b", batch: "[2,3]")], 3, "[2,3] begins a batch"),
      // An action of the batch missing.
      (
        [line(1, "a", batch: "[1,3]"), line(2, "b", batch: "[3,3]")], 3,
        "[2,3] was expected here, found [3,3]"
      ),
      // Another batch's action in the middle of one.
      (
        [line(1, "a", batch: "[1,3]"), line(2, "b", batch: "[1,2]")], 3,
        "[2,3] was expected here, found [1,2]"
      ),
      // The count changes within the batch.
      (
        [line(1, "a", batch: "[1,3]"), line(2, "b", batch: "[2,2]")], 3,
        "[2,3] was expected here, found [2,2]"
      ),
    ]
    for (lines, number, says) in cases {
      do {
        _ = try read(lines)
        Issue.record("read: \(lines)")
      } catch {
        guard case .malformedLine(_, let line, let problem) = error else {
          Issue.record("\(error)")
          continue
        }
        #expect(line == number, "\(error)")
        #expect(problem.contains(says), "\(error)")
        #expect(error.description.hasPrefix("b.jsonl:\(number): "))
      }
    }
  }

  /// The writer writes whole lines: a session that dies while its recorder writes a batch leaves
  /// the batch's first lines, with or without a cut line after them. They are kept, with places
  /// that still count the missing actions.
  @Test func aRecordingThatEndsInsideABatchKeepsTheBatchsWholeLines() throws {
    let whole = [line(1, "a"), line(2, "b", batch: "[1,3]"), line(3, "c", batch: "[2,3]")]
    let cut = String(line(4, "d", batch: "[3,3]").prefix(30))
    let text = ([BoardRecording.header] + whole + [cut]).joined(separator: "\n")
    let recording = try Recording(text: text, file: "b.jsonl", registry: .board)
    #expect(recording.cutLine == 5)
    #expect(recording.actions.count == 3)
    #expect(recording.actions.last?.batch == BatchPlace(index: 2, count: 3))
    #expect(recording.actions.last?.batch?.isLast == false)
    #expect(recording.unfinishedBatch == BatchPlace(index: 2, count: 3))
    // Cut between two lines: the same actions, and no cut line.
    let clean = try read(whole)
    #expect(clean.cutLine == nil)
    #expect(clean.unfinishedBatch == BatchPlace(index: 2, count: 3))
    // A recording that ends with a batch's last action, or with an action alone, is finished.
    #expect(try read(whole + [line(4, "d", batch: "[3,3]")]).unfinishedBatch == nil)
    #expect(try read(whole + [line(4, "d", batch: "[3,3]"), line(5, "e")]).unfinishedBatch == nil)
    #expect(clean.actions.map(\.batch) == recording.actions.map(\.batch))
    // A replay reduces the actions that were recorded, one by one.
    let final = try recording.replay(from: BoardState(), reducer: BoardState.reducer)
    #expect(final.added == 3)
  }

  @Test func aCutLineAfterAnEndedBatchIsStillACutLine() throws {
    let whole = [line(1, "a", batch: "[1,2]"), line(2, "b", batch: "[2,2]")]
    let text = ([BoardRecording.header] + whole + [#"{"position":3,"wind"#]).joined(separator: "\n")
    let recording = try Recording(text: text, file: "b.jsonl", registry: .board)
    #expect(recording.cutLine == 4)
    #expect(
      recording.actions.map(\.batch) == [
        BatchPlace(index: 1, count: 2), BatchPlace(index: 2, count: 2),
      ])
  }
}

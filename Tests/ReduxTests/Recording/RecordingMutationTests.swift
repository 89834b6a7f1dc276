import Foundation
import Redux
import ReduxTestSupport
import Testing

/// Recordings changed in ways nobody wrote a test for (cut, bytes and lines changed, numbers,
/// strings, UUIDs, keys and versions bent, values nested deeply) are read, or refused with a
/// ``RecordingError`` that names the file and the line; nothing traps. A recording that reads
/// replays, or refuses before its reducer runs once.
@Suite("Recording: mutated recordings are read or refused with their line")
struct RecordingMutationTests {
  /// How many mutated recordings a run reads: 1 500, under 2 seconds in a debug build on a
  /// loaded two-core machine (the reader splits its lines slowly in a debug build).
  static let inputCount = 1_500

  static let first = "11111111-1111-1111-1111-111111111111"
  static let second = "22222222-2222-2222-2222-222222222222"
  static let closed = "33333333-3333-3333-3333-333333333333"

  /// A session of the board: an initial state with one window and a closed one, a screen shown,
  /// a screen instance shown, a note and a stamp in one batch, a restore of windows, and a
  /// window closed.
  static let session =
    [
      #"{"formatVersion":1,"app":"Board","initialState":{"activeScreens":{"closedWindows":["\#(closed)"],"windows":[{"screens":[{"notes":{"_0":{"notes":["kept"],"windowUUID":"\#(first)"}}}],"window":"\#(first)"}]},"added":1}}"#,
      #"{"position":1,"window":"\#(second)","action":"ScreenAction<BoardScreen>","type":"ScreenActionType.showScreen","payload":{"actionType":{"showScreen":{}},"screen":"notes"}}"#,
      #"{"position":2,"window":"\#(second)","instance":7,"action":"ScreenAction<BoardScreen>","type":"ScreenActionType.showScreen","payload":{"actionType":{"showScreen":{}},"screen":"notes"}}"#,
      #"{"position":3,"window":"\#(first)","batch":[1,2],"action":"NoteAction","type":"NoteActionType.add","payload":{"add":{"_0":"Milk \"2%\""}}}"#,
      #"{"position":4,"window":"\#(second)","batch":[2,2],"action":"StampAction","type":"StampActionType.stamp","payload":{"stamp":7}}"#,
      #"{"position":5,"window":"\#(first)","action":"RestoreWindowsAction","type":"WindowRestorationActionType.restore","payload":{"closedWindows":["\#(closed)"],"formatVersion":1,"windows":[{"screens":[{"instance":9,"state":{"notes":{"_0":{"notes":["a"],"windowUUID":"\#(first)"}}}}],"window":"\#(first)"},{"screens":[],"window":"\#(second)"}]}}"#,
      #"{"position":6,"window":"\#(second)","action":"WindowAction","type":"WindowActionType.closeWindow","payload":{"closeWindow":{}}}"#,
    ].joined(separator: "\n") + "\n"

  /// A session without an initial state whose second action was not recordable: it reads, and
  /// its replay is refused.
  static let unrecordable = [
    #"{"formatVersion":1,"app":"Board"}"#,
    #"{"position":1,"window":"\#(first)","action":"NoteAction","type":"NoteActionType.add","payload":{"add":{"_0":"x"}}}"#,
    #"{"position":2,"window":"\#(first)","unrecordable":"Action","type":"PingActionType.ping","reason":"Action is not a CustomRecordableAction"}"#,
  ].joined(separator: "\n")

  /// The board's actions and its restore, so that a recording holds a windows snapshot too.
  static let registry = ActionRegistry([
    WindowAction.self, BoardScreenAction.self, NoteAction.self, StampAction.self,
    RestoreWindowsAction<BoardScreenState>.self,
  ])

  /// What the run saw.
  struct Outcomes {
    var read = 0
    var refused = 0
    var replayed = 0
    var replayRefused = 0
  }

  @Test func theValidSessionsReadAndReplay() throws {
    let recording = try Recording(text: Self.session, file: "s.jsonl", registry: Self.registry)
    let calls = CollectedLines()
    let final = try recording.replay(
      from: recording.initialState(as: BoardState.self), reducer: Self.counting(calls))
    #expect(calls.lines.count == 6)
    #expect(final.activeScreens.isClosed(WindowUUID(uuidString: Self.second)!))
    let refused = try Recording(text: Self.unrecordable, file: "u.jsonl", registry: Self.registry)
    #expect(throws: RecordingError.self) {
      try refused.replay(from: BoardState(), reducer: Self.counting(calls))
    }
    #expect(calls.lines.count == 6)
  }

  @Test func mutatedRecordingsAreReadOrRefusedWithTheirLine() throws {
    guard let seed = TestSeed.resolve(default: 0x5EED_F001) else { return }
    var mutator = InputMutator(seed: seed.value)
    let scratch = try TemporaryRecordingFile(name: "fuzz.jsonl")
    defer { scratch.cleanUp() }
    var outcomes = Outcomes()
    for index in 0..<Self.inputCount {
      let mutated = mutator.mutate(mutator.pick([Self.session, Self.session, Self.unrecordable]))
      let context = MutationTrial(seed: seed, index: index, input: mutated)
      let (file, result) = try read(mutated, index: index, scratch: scratch)
      switch result {
      case .failure(let error):
        outcomes.refused += 1
        check(error, file: file, lineCount: Self.lineCount(of: mutated.bytes), context)
      case .success(let recording):
        outcomes.read += 1
        // A cut last line, the only one that may be cut, is named and not read.
        let lineCount = Self.lineCount(of: mutated.bytes)
        #expect(recording.cutLine == nil || recording.cutLine == lineCount, "\(context)")
        #expect(
          recording.actions.count == lineCount - (recording.cutLine == nil ? 1 : 2),
          "\(context)")
        if checkReplay(of: recording, context) {
          outcomes.replayed += 1
        } else {
          outcomes.replayRefused += 1
        }
      }
    }
    #expect(outcomes.read > 0, "\(seed)")
    #expect(outcomes.refused > 0, "\(seed)")
    #expect(outcomes.replayed > 0, "\(seed)")
    #expect(outcomes.replayRefused > 0, "\(seed)")
  }

  /// Reads a mutated recording from its text; one input that is not UTF-8 in eight is written to
  /// a file and read from there, the only way to hand the library bytes (a write takes
  /// milliseconds here, so not all of them are); the others are read as the text that replaces
  /// their bad bytes with U+FFFD.
  private func read(
    _ mutated: MutatedInput, index: Int, scratch: TemporaryRecordingFile
  ) throws -> (file: String, Result<Recording, RecordingError>) {
    if !mutated.isValidUTF8 && index % 8 == 0 {
      try Data(mutated.bytes).write(to: scratch.url)
      let result = Result { () throws(RecordingError) in
        try Recording(contentsOf: scratch.url, registry: Self.registry)
      }
      return (scratch.url.path, result)
    }
    let result = Result { () throws(RecordingError) in
      try Recording(text: mutated.text, file: "fuzz.jsonl", registry: Self.registry)
    }
    return ("fuzz.jsonl", result)
  }

  /// A refusal names the file, and the line of the problem when it is about a line.
  private func check(
    _ error: RecordingError, file: String, lineCount: Int, _ context: MutationTrial
  ) {
    let description = error.description
    #expect(description.hasPrefix("\(file):"), "\(description) — \(context)")
    #expect(description.count > file.count + 4, "\(description) — \(context)")
    switch error {
    case .notJSON(_, let line), .missingFormatVersion(_, let line),
      .newerFormatVersion(_, let line, _, _), .malformedLine(_, let line, _),
      .unknownActionType(_, let line, _), .undecodablePayload(_, let line, _, _):
      #expect((1...max(lineCount, 1)).contains(line), "line \(line) — \(context)")
      #expect(description.hasPrefix("\(file):\(line): "), "\(description) — \(context)")
    case .emptyFile:
      #expect(lineCount == 0, "\(context)")
    default:
      Issue.record("reading gave \(error), which only a replay or a writer gives — \(context)")
    }
  }

  /// Decodes the initial state (which must encode and decode back to itself) and replays; a
  /// refused replay must not have run the reducer once.
  ///
  /// - Returns: Whether the replay reached a state.
  private func checkReplay(of recording: Recording, _ context: MutationTrial) -> Bool {
    var initialState = BoardState()
    if recording.header.hasInitialState {
      do {
        initialState = try recording.initialState(as: BoardState.self)
        let data = try JSONEncoder().encode(initialState)
        let decoded = try JSONDecoder().decode(BoardState.self, from: data)
        #expect(decoded == initialState, "the initial state does not round-trip — \(context)")
      } catch let error as RecordingError {
        guard case .undecodableInitialState(let file, 1, let reason) = error else {
          Issue.record("initialState(as:) gave \(error) — \(context)")
          return false
        }
        #expect(!reason.isEmpty, "\(context)")
        #expect(error.description.hasPrefix("\(file):1: "), "\(context)")
      } catch {
        Issue.record("the initial state does not encode and decode: \(error) — \(context)")
      }
    }
    let calls = CollectedLines()
    do {
      _ = try recording.replay(from: initialState, reducer: Self.counting(calls))
      #expect(calls.lines.count == recording.actions.count, "\(context)")
      return true
    } catch {
      // The action's name is the file's, and may be empty: the line and position still say
      // which action it is.
      guard case .unrecordableAction(let file, let line, let position, _, _) = error else {
        Issue.record("the replay gave \(error) — \(context)")
        return false
      }
      #expect(
        error.description.hasPrefix("\(file):\(line): action \(position), "),
        "\(error) — \(context)")
      #expect(calls.lines.isEmpty, "a refused replay ran the reducer — \(context)")
      return false
    }
  }

  /// The board's windows reducer, counting its calls: the board's own reducer also counts the
  /// notes added in an `Int`, which a recording's initial state may already hold at `Int.max`.
  static func counting(_ calls: CollectedLines) -> InPlaceReducer<BoardState> {
    { state, action in
      calls.append(String(describing: type(of: action)))
      guard !state.activeScreens.isClosed(action.windowUUID) else { return }
      state.activeScreens.reduce(action)
    }
  }

  /// The lines a recording's reader sees: split at `\n`, without the empty one after a final
  /// line break.
  static func lineCount(of bytes: [UInt8]) -> Int {
    var breaks = 0
    for byte in bytes where byte == 0x0A { breaks += 1 }
    return bytes.isEmpty || bytes.last == 0x0A ? breaks : breaks + 1
  }
}

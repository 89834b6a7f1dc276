import Foundation
import Redux
import ReduxTestSupport
import Testing

/// Recordings damaged in every way ``InputMutator`` knows are read, or refused with a
/// ``RecordingError`` naming the file and the line; a recording that reads replays, or its
/// replay is refused naming the action. A recording read from its file leaves the file as it
/// was, byte for byte. No case traps or runs past its time limit.
@Suite("Fuzz: recordings")
struct FuzzRecordingTests {
  /// Cases in the default run.
  static let caseCount = 1_000

  /// One case in this many is written to a file and read from there (a write takes
  /// milliseconds); the others are read from their text.
  static let fileEvery = 4

  @Test func damagedRecordingsReadOrAreRefusedWithTheirLine() async throws {
    guard let seed = TestSeed.resolve(default: 0x5EED_F202),
      let multiplier = FuzzMultiplier.resolve()
    else { return }
    let bases = [
      RecordingMutationTests.session, RecordingMutationTests.session,
      RecordingMutationTests.unrecordable,
    ]
    let scratch = try TemporaryRecordingFile(name: "fuzz.jsonl")
    defer { scratch.cleanUp() }
    var mutator = InputMutator(seed: seed.value)
    let tally = await FuzzCases.run(multiplier.count(Self.caseCount)) { index in
      MutationTrial(
        seed: seed, index: index,
        input: mutator.mutate(mutator.pick(bases), kinds: InputMutation.allCases))
    } check: { trial in
      Self.check(trial, fromFile: trial.index % Self.fileEvery == 0 ? scratch.url : nil)
    }
    #expect(tally.results > 0, "\(seed) \(multiplier) \(tally)")
    #expect(tally.clearErrors > 0, "\(seed) \(multiplier) \(tally)")
  }

  /// Reads a damaged recording, from its text or from a file, and replays it when it reads.
  static func check(_ trial: MutationTrial, fromFile url: URL?) -> FuzzOutcome {
    let bytes = trial.input.bytes
    let file = url?.path ?? "fuzz.jsonl"
    let read: Result<Recording, RecordingError>
    if let url {
      do {
        try Data(bytes).write(to: url)
      } catch {
        return .failure("the case could not write its file: \(error)")
      }
      read = Result { () throws(RecordingError) in
        try Recording(contentsOf: url, registry: RecordingMutationTests.registry)
      }
      guard (try? Data(contentsOf: url)) == Data(bytes) else {
        return .failure("reading the recording changed its file")
      }
    } else {
      read = Result { () throws(RecordingError) in
        try Recording(
          text: trial.input.text, file: file, registry: RecordingMutationTests.registry)
      }
    }
    switch read {
    case .failure(let error):
      let description = error.description
      guard description.hasPrefix("\(file):"), description.count > file.count + 4 else {
        return .failure("a refusal that does not name the file: \(description)")
      }
      return .clearError
    case .success(let recording):
      return replay(recording, file: file)
    }
  }

  /// Replays a recording that reads: its initial state decodes or is refused naming line 1,
  /// and the replay runs the reducer once an action, or not at all when it is refused.
  static func replay(_ recording: Recording, file: String) -> FuzzOutcome {
    var initialState = BoardState()
    if recording.header.hasInitialState {
      do {
        initialState = try recording.initialState(as: BoardState.self)
      } catch {
        return error.description.hasPrefix("\(file):1: ")
          ? .clearError : .failure("an initial state refused unclearly: \(error)")
      }
    }
    let calls = CollectedLines()
    do {
      _ = try recording.replay(
        from: initialState, reducer: RecordingMutationTests.counting(calls))
      return calls.lines.count == recording.actions.count
        ? .result : .failure("the reducer ran \(calls.lines.count) times")
    } catch {
      guard calls.lines.isEmpty else { return .failure("a refused replay ran the reducer") }
      return error.description.hasPrefix("\(file):")
        ? .clearError : .failure("a replay refused unclearly: \(error)")
    }
  }
}

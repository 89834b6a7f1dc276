import Foundation
import Redux
import ReduxTestSupport
import SampleApp
import Testing

@testable import ReduxCLIKit

/// Recordings of the sample app changed in ways nobody wrote a test for are replayed, or
/// refused: by the library with a ``RecordingError`` naming the file and the line, before the
/// app's reducer runs once; by `redux-cli replay` with one line on standard error and nothing
/// else. Nothing traps.
@Suite("replay: mutated recordings are replayed or refused")
struct ReplayMutationTests {
  // The tests run side by side in under 2 seconds in a debug build on a loaded two-core
  // machine.

  /// How many mutated recordings the library reads and replays: 1 000, about 1.5 seconds.
  static let readCount = 1_000
  /// How many mutated recordings `redux-cli replay` is run on: 300, about a second.
  static let commandCount = 300

  static let bases = [ReplayMutationFixtures.session, ReplayMutationFixtures.restoredSession]

  /// What a run saw.
  struct Outcomes {
    var replayed = 0
    var refused = 0
  }

  @Test func theValidRecordingsReplay() throws {
    for text in Self.bases {
      let recording = try Recording(text: text, file: "ok.jsonl", registry: .sampleApp)
      #expect(recording.header.app == "SampleApp")
      _ = try recording.replay(
        from: recording.initialState(as: AppState.self), reducer: AppState.reducer)
    }
  }

  /// Found by the mutations: a recording cut after a suggestion was asked for, before its result,
  /// replays to a list that is fetching. A replay's store has no middleware, so nothing fetches;
  /// the simulator waited for the suggestion anyway, `replay` printing nothing for 10 seconds
  /// before it ended.
  @MainActor @Test func aReplayWaitsForNoSuggestionSinceNothingFetchesOne() async throws {
    let w1 = ReplayMutationFixtures.w1
    let text = ReplayMutationFixtures.todoListInWindow1(
      then: #"{"position":3,"window":"\#(w1)","action":"TodoListAction","payload":{"#
        + #""requestSuggestion":{"_0":"A9970565-5081-4ABD-A080-62C8F54B9E63"}}}"#)
    let recording = try Recording(text: text, file: "cut.jsonl", registry: .sampleApp)
    let simulator = Simulator(
      replayingFrom: try recording.initialState(as: AppState.self), logsActions: false)
    for recorded in recording.actions {
      await simulator.replay(try #require(recorded.makeAction()))
    }
    let window = try #require(WindowUUID(uuidString: w1))
    let list = simulator.store.state.screenState(TodoListState.self, for: .todoList, window: window)
    #expect(list?.isFetchingSuggestion == true)
    // Before the fix, this waited the simulator's limit out, then threw `unansweredFetch`.
    await #expect(throws: Never.self) { try await simulator.settle() }
    await simulator.shutDown()
  }

  /// Found by the mutations: a todo title made very long took minutes to draw, the wrapping
  /// of a line measuring the rest of the line again for each line it cut. A title of 100 000
  /// characters, drawn once, took about two minutes in a debug build, and one of 200 000 would
  /// take four times as long: the time limit (a bound for a hang, not a measure) fails the test
  /// then. It now takes a few seconds alone, and under a minute in a full parallel run, where it
  /// waits its turns on the main actor.
  @MainActor @Test(.timeLimit(.minutes(3)))
  func aVeryLongTitleIsDrawnWithoutStalling() async throws {
    let w1 = ReplayMutationFixtures.w1
    let title = String(repeating: "ж", count: 200_000)
    let text = ReplayMutationFixtures.todoListInWindow1(
      then: #"{"position":3,"window":"\#(w1)","action":"TodoListAction","payload":{"#
        + #""add":{"title":"\#(title)"}}}"#)
    try await TemporaryDirectory.with { directory in
      try text.write(
        to: directory.appendingPathComponent("long.jsonl"), atomically: true, encoding: .utf8)
      let run = await ReplayHarness.run(["replay", "long.jsonl"], in: directory)
      #expect(run.status == .success)
      #expect(run.console.errors == "")
      // The title is drawn whole, a box's width at a time.
      #expect(run.console.output.filter { $0 == "ж" }.count == title.count)
    }
  }

  @Test func mutatedRecordingsReplayOrAreRefusedBeforeTheReducerRuns() throws {
    guard let seed = TestSeed.resolve(default: 0x5EED_F008) else { return }
    var mutator = InputMutator(seed: seed.value)
    var outcomes = Outcomes()
    for index in 0..<Self.readCount {
      let mutated = mutator.mutate(mutator.pick(Self.bases), kinds: InputMutation.textKinds)
      let trial = MutationTrial(seed: seed, index: index, input: mutated)
      let calls = CollectedLines()
      switch Self.replay(mutated.text, counting: calls) {
      case .success(let actionCount):
        outcomes.replayed += 1
        #expect(calls.lines.count == actionCount, "\(trial)")
      case .failure(let error):
        outcomes.refused += 1
        #expect(calls.lines.isEmpty, "the reducer ran for a refused recording — \(trial)")
        check(error, trial)
      }
    }
    #expect(outcomes.replayed > 0, "\(seed)")
    #expect(outcomes.refused > 0, "\(seed)")
  }

  @MainActor @Test func theCommandReplaysOrPrintsOneLineAndNothingElse() async throws {
    guard let seed = TestSeed.resolve(default: 0x5EED_F009) else { return }
    var mutator = InputMutator(seed: seed.value)
    var outcomes = Outcomes()
    var notText = 0
    try await TemporaryDirectory.with { directory in
      let url = directory.appendingPathComponent("bad.jsonl")
      let path = url.standardizedFileURL.path
      for index in 0..<Self.commandCount {
        let mutated = mutator.mutate(mutator.pick(Self.bases))
        let trial = MutationTrial(seed: seed, index: index, input: mutated)
        try Data(mutated.bytes).write(to: url)
        // Drawn windows and steps too: a title from the file is laid out in a box.
        let options = mutator.pick([["--json"], [], ["--steps"], ["--steps", "--json"]])
        let run = await ReplayHarness.run(["replay", "bad.jsonl"] + options, in: directory)
        let errors = run.console.errors
        switch run.status {
        case .success:
          outcomes.replayed += 1
          // Nothing, or the warning of a recording cut short, whose cut line the library names.
          #expect(errors == Self.warning(for: mutated, path: path), "\(errors) — \(trial)")
          #expect(!run.console.output.isEmpty, "\(trial)")
          #expect(Self.replays(mutated), "the library refuses what the command replayed — \(trial)")
        case .dataError:
          outcomes.refused += 1
          #expect(run.console.output == "", "\(trial)")
          #expect(errors.hasPrefix("error: \(path):"), "\(errors) — \(trial)")
          #expect(errors.hasSuffix("\n") && errors.count > path.count + 12, "\(errors) — \(trial)")
          // One line, whatever the file holds: control characters are spelled out.
          #expect(errors.filter { $0 == "\n" }.count == 1, "\(errors) — \(trial)")
          #expect(
            !errors.dropLast().unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F },
            "\(errors) — \(trial)")
          #expect(!Self.replays(mutated), "the library replays what the command refused — \(trial)")
        case .noInput:
          notText += 1
          #expect(!mutated.isValidUTF8, "\(trial)")
          #expect(run.console.output == "", "\(trial)")
          #expect(
            errors == "error: the recording \(path) is not a readable UTF-8 text file. "
              + "See 'redux-cli replay --help'.\n", "\(trial)")
        default:
          Issue.record("replay ended with \(run.status): \(errors) — \(trial)")
        }
      }
    }
    #expect(outcomes.replayed > 0, "\(seed)")
    #expect(outcomes.refused > 0, "\(seed)")
    #expect(notText > 0, "\(seed)")
  }

  /// What `redux-cli replay` checks before it draws anything: the recording reads, its initial
  /// state decodes, the sample app made it, and every action replays.
  ///
  /// - Returns: How many actions the recording holds, or why it is refused.
  static func replay(
    _ text: String, counting calls: CollectedLines
  ) -> Result<Int, RecordingError> {
    replay(Data(text.utf8), counting: calls)
  }

  /// What `redux-cli replay` checks of a recording's bytes, as ``replay(_:counting:)`` does of
  /// its text.
  static func replay(
    _ bytes: Data, counting calls: CollectedLines
  ) -> Result<Int, RecordingError> {
    Result { () throws(RecordingError) in
      let recording = try Recording(data: bytes, file: "fuzz.jsonl", registry: .sampleApp)
      let initialState = try recording.initialState(as: AppState.self)
      guard recording.header.app == "SampleApp" else {
        throw .malformedLine(file: "fuzz.jsonl", line: 1, problem: "another app's recording")
      }
      let counting: InPlaceReducer<AppState> = { state, action in
        calls.append(String(describing: type(of: action)))
        AppState.reducer(&state, action)
      }
      _ = try recording.replay(from: initialState, reducer: counting)
      return recording.actions.count
    }
  }

  /// Whether the library replays an input the command was given as bytes.
  static func replays(_ input: MutatedInput) -> Bool {
    (try? replay(Data(input.bytes), counting: CollectedLines()).get()) != nil
  }

  /// What `redux-cli replay` prints on standard error for an input it replays: nothing, or the
  /// warning of a recording whose last line was cut, as the library reads it.
  static func warning(for input: MutatedInput, path: String) -> String {
    let bytes = Data(input.bytes)
    guard
      let recording = try? Recording(data: bytes, file: path, registry: .sampleApp),
      let line = recording.cutLine
    else { return "" }
    let count = recording.actions.count
    return "warning: \(path):\(line): the recording ends in a cut line; \(count) "
      + (count == 1 ? "action" : "actions") + " replayed\n"
  }

  /// A refusal names the file, and the line when it is about one.
  private func check(_ error: RecordingError, _ trial: MutationTrial) {
    let description = error.description
    #expect(description.hasPrefix("fuzz.jsonl:"), "\(description) — \(trial)")
    #expect(description.count > "fuzz.jsonl:1: ".count, "\(description) — \(trial)")
    switch error {
    case .notJSON(_, let line), .missingFormatVersion(_, let line),
      .newerFormatVersion(_, let line, _, _), .malformedLine(_, let line, _),
      .unknownActionType(_, let line, _), .undecodablePayload(_, let line, _, _),
      .undecodableInitialState(_, let line, _), .unrecordableAction(_, let line, _, _, _):
      #expect(line >= 1, "\(trial)")
      #expect(description.hasPrefix("fuzz.jsonl:\(line): "), "\(description) — \(trial)")
    case .emptyFile, .missingInitialState:
      break
    case .unreadableFile, .positionOutOfRange, .writeFailed:
      Issue.record("a replay from text gave \(error) — \(trial)")
    }
  }
}

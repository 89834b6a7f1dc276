import Foundation
import Redux
import ReduxDevTools
import ReduxTestSupport
import SampleApp
import Testing

@testable import ReduxCLIKit

/// Recordings and DevTools files of the sample app changed in ways nobody wrote a test for: each
/// becomes a page and a replay, or is refused with one line naming the file (65), or, when it is
/// not UTF-8 text, with 66. Nothing traps or hangs. A few thousand inputs in all, mutated from a
/// seed (`TestSeed`), so that a failure replays.
@Suite("inspect: mutated recordings and DevTools files end in a page or an error")
struct InspectMutationTests {
  /// How many mutated inputs the library turns into a page and a replay.
  static let libraryCount = 3_000
  /// How many mutated files `inspect` and `replay` are run on.
  static let commandCount = 300

  /// The recordings of the replay tests, their DevTools files, and those files pretty-printed,
  /// one member a line, so that line mutations reach inside them.
  static func bases() throws -> [String] {
    let recordings = [ReplayMutationFixtures.session, ReplayMutationFixtures.restoredSession]
    return try recordings + recordings.flatMap { try ReplayMutationFixtures.devToolsFiles(of: $0) }
  }

  /// The page and the state the session reaches, or the refusal's message: the input is read
  /// once, then written as a page (a replay that encodes and diffs every step) and replayed.
  static func inspectAndReplay(_ text: String) -> Result<(page: String, state: AppState), any Error>
  {
    Result {
      let (recording, state) = try SessionInput.sampleAppSession(
        data: Data(text.utf8), text: text, file: "fuzz", command: "inspect")
      let page = try SessionInspector.html(
        recording: recording, initialState: state, reducer: AppState.reducer)
      return (page, try recording.replay(from: state, reducer: AppState.reducer))
    }
  }

  @Test func theBasesArePagesAndReplays() throws {
    let bases = try Self.bases()
    for (index, base) in bases.enumerated() {
      let session = try Self.inspectAndReplay(base).get()
      #expect(session.page.contains("session-data"), "base \(index)")
    }
    #expect(DevToolsExport.isExport(Data(bases[2].utf8)))
    #expect(DevToolsExport.isExport(Data(bases[3].utf8)))
  }

  @Test func mutatedInputsBecomePagesOrAreRefusedNamingTheFile() throws {
    guard let seed = TestSeed.resolve(default: 0x5EED_F041) else { return }
    let tally = InputMutator.runTextTrials(
      Self.libraryCount, of: try Self.bases(), seed: seed, attempt: Self.inspectAndReplay
    ) { session, trial in
      #expect(session.page.hasSuffix("</html>\n"), "\(trial)")
    } refused: { error, trial in
      let message = "\(error)"
      #expect(message.hasPrefix("fuzz:") && message.count > 8, "\(message) — \(trial)")
    }
    #expect(tally.accepted > 0, "\(seed)")
    #expect(tally.refused > 0, "\(seed)")
  }

  @MainActor @Test func theCommandsWriteOrRefuseWithOneLineAndWriteNothing() async throws {
    guard let seed = TestSeed.resolve(default: 0x5EED_F042) else { return }
    let bases = try Self.bases()
    var mutator = InputMutator(seed: seed.value)
    var statuses: [ExitCode: Int] = [:]
    try await TemporaryDirectory.with { directory in
      let input = directory.appendingPathComponent("fuzz.jsonl")
      let page = directory.appendingPathComponent("fuzz.html")
      let path = input.standardizedFileURL.path
      for index in 0..<Self.commandCount {
        let mutated = mutator.mutate(Array(mutator.pick(bases).utf8))
        let trial = MutationTrial(seed: seed, index: index, input: mutated)
        try? FileManager.default.removeItem(at: page)
        try Data(mutated.bytes).write(to: input)
        let inspect = await ReplayHarness.run(["inspect", "fuzz.jsonl"], in: directory)
        let replay = await ReplayHarness.run(["replay", "fuzz.jsonl", "--json"], in: directory)
        statuses[inspect.status, default: 0] += 1
        #expect(inspect.status == replay.status, "\(trial)")
        let wrote = FileManager.default.fileExists(atPath: page.path)
        switch inspect.status {
        case .success:
          #expect(wrote, "\(trial)")
          // Nothing, or the warning of a recording cut short, which `replay` prints too.
          #expect(inspect.console.errors == replay.console.errors, "\(trial)")
          #expect(
            inspect.console.errors.isEmpty
              || inspect.console.errors.hasPrefix("warning: \(path):"), "\(trial)")
        case .dataError, .noInput:
          #expect(!wrote, "\(trial)")
          let errors = inspect.console.errors
          #expect(errors.hasPrefix("error: "), "\(errors) — \(trial)")
          #expect(errors.contains(path), "\(errors) — \(trial)")
          #expect(errors.filter { $0 == "\n" }.count == 1, "\(errors) — \(trial)")
          #expect(inspect.console.output == "", "\(trial)")
        default:
          Issue.record("inspect ended with \(inspect.status): \(inspect.console.errors) — \(trial)")
        }
      }
    }
    #expect(statuses[.success, default: 0] > 0, "\(seed)")
    #expect(statuses[.dataError, default: 0] > 0, "\(seed)")
    #expect(statuses[.noInput, default: 0] > 0, "\(seed)")
  }
}

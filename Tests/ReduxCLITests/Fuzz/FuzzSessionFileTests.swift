import Foundation
import Redux
import ReduxDevTools
import ReduxTestSupport
import SampleApp
import Testing

@testable import ReduxCLIKit

/// Recordings and Redux DevTools files of the sample app damaged in every way ``InputMutator``
/// knows, bytes included: the library reads a DevTools file's bytes into a session that
/// replays and becomes a page, or refuses it naming the file; the built `redux-cli replay` and
/// `inspect --devtools` replay or write the DevTools file, or exit 65 or 66 with one line on
/// standard error, writing nothing, never by a signal, and leave the file they read as it was.
/// No case traps or runs past its time limit. (`InspectMutationTests` fuzzes the same inputs as
/// text, in-process, thousands of times.)
@Suite("Fuzz: recordings and DevTools files")
struct FuzzSessionFileTests {
  /// DevTools files read in-process in the default run.
  static let libraryCount = 500
  /// Files given to the built program, each to `replay` and to `inspect`.
  static let processCount = 12

  @Test func damagedDevToolsFilesBecomeSessionsOrAreRefusedNamingTheFile() async throws {
    guard let seed = TestSeed.resolve(default: 0x5EED_F308),
      let multiplier = FuzzMultiplier.resolve()
    else { return }
    // The DevTools files, compact and pretty-printed.
    let bases = Array(try InspectMutationTests.bases().dropFirst(2))
    var mutator = InputMutator(seed: seed.value)
    let tally = await FuzzCases.run(multiplier.count(Self.libraryCount)) { index in
      MutationTrial(
        seed: seed, index: index,
        input: mutator.mutate(mutator.pick(bases), kinds: InputMutation.allCases))
    } check: { trial in
      Self.read(Data(trial.input.bytes))
    }
    #expect(tally.results > 0, "\(seed) \(multiplier) \(tally)")
    #expect(tally.clearErrors > 0, "\(seed) \(multiplier) \(tally)")
  }

  @Test(.enabled(if: EndToEndTests.executable != nil))
  func theProgramReplaysOrRefusesADamagedFileAndLeavesIt() async throws {
    let executable = try #require(EndToEndTests.executable)
    let bases = try InspectMutationTests.bases()
    await FuzzProgramFiles.run(Self.processCount, defaultSeed: 0x5EED_F309, bases: bases) {
      Self.runProgram($0, executable: executable)
    }
  }

  /// Reads a DevTools file's bytes as `inspect` does, replays it and writes its page.
  static func read(_ data: Data) -> FuzzOutcome {
    do {
      guard DevToolsExport.isExport(data) else {
        // No longer a DevTools file: read as a recording, as `inspect` then does.
        _ = try Recording(
          text: String(decoding: data, as: UTF8.self), file: "fuzz", registry: .sampleApp)
        return .result
      }
      let recording = try Recording(devToolsExport: data, file: "fuzz", registry: .sampleApp)
      let state = try recording.initialState(as: AppState.self)
      let page = try SessionInspector.html(
        recording: recording, initialState: state, reducer: AppState.reducer)
      _ = try recording.replay(from: state, reducer: AppState.reducer)
      return page.hasSuffix("</html>\n") ? .result : .failure("a page that does not end")
    } catch {
      let message = "\(error)"
      return message.hasPrefix("fuzz:") && message.count > 8
        ? .clearError : .failure("a refusal that does not name the file: \(message)")
    }
  }

  /// Runs `replay` and `inspect --devtools` on the damaged file: both succeed or both refuse
  /// with one line naming the file; `inspect` writes its DevTools file only when it succeeds;
  /// the file read is unchanged.
  static func runProgram(_ bytes: [UInt8], executable: URL) -> FuzzOutcome {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("redux-fuzz-session-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let input = folder.appendingPathComponent("fuzz.jsonl")
      try Data(bytes).write(to: input)
      let replay = try FuzzProcess.run(executable, ["replay", "fuzz.jsonl", "--json"], in: folder)
      let inspect = try FuzzProcess.run(
        executable, ["inspect", "fuzz.jsonl", "--devtools", "fuzz.json"], in: folder)
      for (name, ending) in [("replay", replay), ("inspect", inspect)] {
        if let problem = ending.problem(allowing: [0, 65, 66]) {
          return .failure("\(name): \(problem)")
        }
        if ending.status != 0 {
          let errors = ending.errors
          guard errors.hasPrefix("error: "), errors.contains("fuzz.jsonl"),
            errors.filter({ $0 == "\n" }).count == 1
          else { return .failure("\(name) refused unclearly: \(errors.debugDescription)") }
        }
      }
      guard replay.status == inspect.status else {
        return .failure("replay ended \(replay.status ?? -1), inspect \(inspect.status ?? -1)")
      }
      guard (try? Data(contentsOf: input)) == Data(bytes) else {
        return .failure("the file read was changed")
      }
      let files = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
      // `--devtools` alone writes the DevTools file and no page.
      let expected: Set = inspect.status == 0 ? ["fuzz.jsonl", "fuzz.json"] : ["fuzz.jsonl"]
      guard files == expected else { return .failure("files left: \(files.sorted())") }
      return inspect.status == 0 ? .result : .clearError
    } catch {
      return .failure("\(error)")
    }
  }
}

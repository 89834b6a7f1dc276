import Foundation
import ReduxTestSupport
import SampleApp
import Testing

@testable import ReduxCLIKit

/// Lines typed in a `simulate` session and scripts it runs, damaged in every way
/// ``InputMutator`` knows: a line is read or refused with one line saying what is wrong
/// (`error: …`), a script runs or stops at its first bad line naming it, and the built
/// `redux-cli` given a damaged script or standard input exits 0, or 65 or 66 with its message on
/// standard error, never by a signal, leaving the script as it was. No case traps or runs past
/// its time limit.
@Suite("Fuzz: simulate's lines and scripts")
struct FuzzSessionInputTests {
  /// Texts parsed line by line in the default run.
  static let lineCount = 2_000
  /// Scripts run in-process.
  static let scriptCount = 60
  /// Scripts and standard inputs given to the built program.
  static let processCount = 12

  @Test func damagedLinesAreReadOrRefusedWithOneClearLine() async throws {
    guard let seed = TestSeed.resolve(default: 0x5EED_F303),
      let multiplier = FuzzMultiplier.resolve()
    else { return }
    var mutator = InputMutator(seed: seed.value)
    let tally = await FuzzCases.run(multiplier.count(Self.lineCount)) { index in
      // A line comes to the parser as text: bytes that are not UTF-8 are U+FFFD by then.
      MutationTrial(
        seed: seed, index: index,
        input: mutator.mutate(
          mutator.pick(SessionCommandMutationTests.lines), kinds: InputMutation.allCases))
    } check: { trial in
      // A line feed ends a line, at a terminal and in a script: each line is read alone (a
      // carriage return before it stays, as a `String` split would merge the two).
      var outcome = FuzzOutcome.result
      for line in trial.input.text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false) {
        do throws(SimulatorError) {
          _ = try SessionCommandParser.parse(String(decoding: line, as: UTF8.self))
        } catch {
          outcome = Self.clarity(of: error)
          if outcome != .clearError { return outcome }
        }
      }
      return outcome
    }
    #expect(tally.results > 0, "\(seed) \(multiplier) \(tally)")
    #expect(tally.clearErrors > 0, "\(seed) \(multiplier) \(tally)")
  }

  @MainActor @Test func damagedScriptsRunOrStopAtTheirFirstBadLine() async throws {
    guard let seed = TestSeed.resolve(default: 0x5EED_F304),
      let multiplier = FuzzMultiplier.resolve()
    else { return }
    var mutator = InputMutator(seed: seed.value)
    let tally = await FuzzCases.runOnMainActor(multiplier.count(Self.scriptCount)) { index in
      MutationTrial(
        seed: seed, index: index,
        input: mutator.mutate(
          SessionCommandMutationTests.script, kinds: InputMutation.allCases))
    } check: { trial in
      await Self.runScript(trial.input.text)
    }
    #expect(tally.results > 0, "\(seed) \(multiplier) \(tally)")
    #expect(tally.clearErrors > 0, "\(seed) \(multiplier) \(tally)")
  }

  @Test(.enabled(if: EndToEndTests.executable != nil))
  func theProgramRunsADamagedScriptOrRefusesItWithoutChangingIt() async throws {
    guard let seed = TestSeed.resolve(default: 0x5EED_F305),
      let multiplier = FuzzMultiplier.resolve()
    else { return }
    let executable = try #require(EndToEndTests.executable)
    var mutator = InputMutator(seed: seed.value)
    let tally = await FuzzCases.run(
      multiplier.count(Self.processCount), limit: FuzzProcess.caseLimit
    ) { index in
      MutationTrial(
        seed: seed, index: index,
        input: mutator.mutate(
          SessionCommandMutationTests.script, kinds: InputMutation.allCases))
    } check: { trial in
      Self.runProgram(trial, executable: executable)
    }
    #expect(tally.results > 0, "\(seed) \(multiplier) \(tally)")
    #expect(tally.clearErrors > 0, "\(seed) \(multiplier) \(tally)")
  }

  /// A refusal is one line: `error:`, what is wrong, a full stop.
  static func clarity(of error: SimulatorError) -> FuzzOutcome {
    let message = error.message
    guard message.hasPrefix("error: "), message.hasSuffix("."), !message.contains("\n"),
      !error.problem.trimmingCharacters(in: .whitespaces).isEmpty
    else { return .failure("an unclear refusal: \(message.debugDescription)") }
    return .clearError
  }

  /// Runs a script in a fresh session, printing JSON: it finishes, or stops with one error
  /// naming its line.
  @MainActor static func runScript(_ text: String) async -> FuzzOutcome {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let console = BufferedConsole()
    let simulator = Simulator()
    let session = SimulatorSession(
      simulator: simulator, console: console, options: SimulatorSession.Options(json: true))
    var remaining = lines[...]
    let status = await session.run(scriptName: "session.txt") { remaining.popFirst() }
    await simulator.shutDown()
    switch status {
    case .success:
      return console.errors.isEmpty ? .result : .failure("errors: \(console.errors)")
    case .dataError:
      let stoppedAt = lines.count - remaining.count
      let errors = console.errors
      guard errors.hasPrefix("session.txt:\(stoppedAt): error: "), errors.hasSuffix(".\n"),
        errors.split(separator: "\n").count == 1
      else { return .failure("an unclear stop: \(errors.debugDescription)") }
      return .clearError
    default:
      return .failure("the script ended with \(status): \(console.errors)")
    }
  }

  /// Runs the built `redux-cli simulate --json` on the damaged bytes, as a script (odd cases)
  /// or on standard input (even cases).
  static func runProgram(_ trial: MutationTrial, executable: URL) -> FuzzOutcome {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("redux-fuzz-script-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let script = folder.appendingPathComponent("session.txt")
      let bytes = Data(trial.input.bytes)
      let ending: FuzzProcess
      if trial.index % 2 == 1 {
        try bytes.write(to: script)
        ending = try FuzzProcess.run(
          executable, ["simulate", "--script", "session.txt", "--json"], in: folder)
        guard (try? Data(contentsOf: script)) == bytes else {
          return .failure("running the script changed it")
        }
      } else {
        ending = try FuzzProcess.run(
          executable, ["simulate", "--json"], in: folder, input: trial.input.bytes)
      }
      // 66: a script that is not UTF-8 text is missing input, as a file that cannot be read is.
      if let problem = ending.problem(allowing: [0, 65, 66]) { return .failure(problem) }
      let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      guard Set(files).isSubset(of: ["session.txt"]) else {
        return .failure("the session left files: \(files)")
      }
      return ending.status == 0 ? .result : .clearError
    } catch {
      return .failure("\(error)")
    }
  }
}

import Foundation
import ReduxTestSupport
import Testing

@testable import ReduxCLIKit
@testable import SampleApp

/// State files (`simulate --state-file`) damaged in every way ``InputMutator`` knows: each
/// decodes to a session that round-trips, or is refused with a problem that says what is wrong;
/// and the built `redux-cli` given one either reads it or warns, naming the file, and keeps the
/// file aside byte for byte, never ending by a signal. No case traps or runs past its time
/// limit.
@Suite("Fuzz: state files")
struct FuzzStateFileTests {
  /// Files decoded in the default run.
  static let decodedCount = 1_500
  /// Files given to the built program.
  static let processCount = 12

  /// The script each program runs: it draws the windows the file restored, and changes nothing.
  static let script = "windows\nstate\n"

  @Test func damagedStateFilesDecodeOrAreRefusedWithTheirProblem() async throws {
    guard let seed = TestSeed.resolve(default: 0x5EED_F306),
      let multiplier = FuzzMultiplier.resolve()
    else { return }
    let bases = try StateFileMutationTests.bases()
    var mutator = InputMutator(seed: seed.value)
    let tally = await FuzzCases.run(multiplier.count(Self.decodedCount)) { index in
      MutationTrial(
        seed: seed, index: index,
        input: mutator.mutate(mutator.pick(bases), kinds: InputMutation.allCases))
    } check: { trial in
      Self.decode(trial.input.bytes)
    }
    #expect(tally.results > 0, "\(seed) \(multiplier) \(tally)")
    #expect(tally.clearErrors > 0, "\(seed) \(multiplier) \(tally)")
  }

  @Test(.enabled(if: EndToEndTests.executable != nil))
  func theProgramReadsADamagedStateFileOrKeepsItAside() async throws {
    let executable = try #require(EndToEndTests.executable)
    let bases = try StateFileMutationTests.bases()
    await FuzzProgramFiles.run(Self.processCount, defaultSeed: 0x5EED_F307, bases: bases) {
      Self.runProgram($0, executable: executable)
    }
  }

  /// Decodes a state file: a session that reads lists each open window once in its order and
  /// round-trips; a refusal says what is wrong.
  static func decode(_ bytes: [UInt8]) -> FuzzOutcome {
    let session: SessionFile
    do throws(TodoFileError.Problem) {
      session = try SessionFile.decode(Data(bytes))
    } catch {
      let words = SessionFileError.describe(error)
      switch error {
      case .unreadable, .tooLarge:
        return .failure("decoding bytes gave \(error)")
      case .empty, .notJSON, .wrongShape, .unsupportedVersion:
        return words.count > 10 ? .clearError : .failure("an unclear problem: \(words)")
      }
    }
    let order = session.windowOrder
    guard Set(order).count == order.count,
      session.windows.windows.allSatisfy({ order.contains($0.window) })
    else { return .failure("a window order that does not list each open window once") }
    do {
      let again = try JSONDecoder().decode(SessionFile.self, from: session.jsonData())
      return again == session ? .result : .failure("the session does not round-trip")
    } catch {
      return .failure("the session does not encode and decode: \(error)")
    }
  }

  /// Runs the built `redux-cli simulate --state-file session.json --script script.txt` on a
  /// damaged file: a file it reads is restored; a file it refuses is named in a warning and
  /// kept aside as it was, the session starting empty.
  static func runProgram(_ bytes: [UInt8], executable: URL) -> FuzzOutcome {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("redux-fuzz-state-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let stateFile = folder.appendingPathComponent("session.json")
      try Data(bytes).write(to: stateFile)
      try Data(script.utf8).write(to: folder.appendingPathComponent("script.txt"))
      let ending = try FuzzProcess.run(
        executable,
        ["simulate", "--state-file", "session.json", "--script", "script.txt", "--json"],
        in: folder)
      if let problem = ending.problem(allowing: [0]) { return .failure(problem) }
      let aside = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        .filter { $0.hasPrefix("session.json.corrupt-") }
      guard ending.errors.hasPrefix("warning: ") else {
        guard ending.errors.isEmpty, aside.isEmpty else {
          return .failure("read, but standard error: \(ending.errors), kept aside: \(aside)")
        }
        return .result
      }
      guard ending.errors.contains("session.json"), aside.count == 1 else {
        return .failure("a warning that names no file kept aside: \(ending.errors)")
      }
      let kept = try Data(contentsOf: folder.appendingPathComponent(aside[0]))
      guard kept == Data(bytes) else { return .failure("the file kept aside is not the file") }
      return .clearError
    } catch {
      return .failure("\(error)")
    }
  }
}

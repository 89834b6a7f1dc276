import Foundation
import Redux
import ReduxDevTools
import ReduxTestSupport
import SampleApp
import Testing

@testable import ReduxCLIKit

/// Recordings and DevTools files whose lines hold costs, changed in ways nobody wrote a test
/// for: each is read and profiled as `replay --profile` does, or refused naming the file. A
/// damaged cost is refused like any damaged field; none traps, and no report carries a control
/// character from the file to the terminal.
@Suite("replay --profile: mutated recordings with costs end in a report or an error")
struct ReplayProfileMutationTests {
  /// How many mutated inputs are read and profiled.
  static let count = 1_000

  /// The replay tests' session with a cost on each line but every fifth, its DevTools file,
  /// and that file pretty-printed, one member a line.
  static func bases() throws -> [String] {
    let session = try ReplayProfileTests.withCosts(ReplayMutationFixtures.session) {
      $0 % 5 == 0 ? nil : ReplayProfileTests.cost($0)
    }
    return [session] + (try ReplayMutationFixtures.devToolsFiles(of: session))
  }

  /// The report, or `nil` for a recording without costs, or the refusal.
  static func profile(_ text: String) -> Result<String?, any Error> {
    Result {
      let recording = try SessionInput.recording(data: Data(text.utf8), file: "fuzz")
      // Numbered by no replay (`replay`'s own mutation tests replay such files): every window
      // is named by the start of its id, which a damaged file cannot make a control character.
      let profile = CostProfile(recording, windowNumbers: [:])
      guard !profile.actions.isEmpty else { return nil }
      return CostProfileReport.text(profile, file: "fuzz", slowest: 10)
    }
  }

  @Test func theBasesAreProfiled() throws {
    for (index, base) in try Self.bases().enumerated() {
      let report = try #require(try Self.profile(base).get(), "base \(index)")
      #expect(report.hasPrefix("Costs of fuzz: 17 of 21 actions have a cost;"), "base \(index)")
    }
  }

  @Test func mutatedInputsAreProfiledOrRefusedNamingTheFile() throws {
    guard let seed = TestSeed.resolve(default: 0x5EED_C057) else { return }
    let tally = InputMutator.runTextTrials(
      Self.count, of: try Self.bases(), seed: seed, attempt: Self.profile
    ) { report, trial in
      guard let report else { return }
      #expect(report.hasSuffix("\n"), "\(trial)")
      #expect(
        !report.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || $0.value == 0x7F },
        "\(trial)")
    } refused: { error, trial in
      let message = "\(error)"
      #expect(message.hasPrefix("fuzz:") && message.count > 8, "\(message) — \(trial)")
    }
    #expect(tally.accepted > 0, "\(seed)")
    #expect(tally.refused > 0, "\(seed)")
  }
}

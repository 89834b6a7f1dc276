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
    let recording = try Recording(text: session, file: "base", registry: .sampleApp)
    let data = try DevToolsExport.data(
      recording: recording, initialState: recording.initialState(as: AppState.self),
      reducer: AppState.reducer, timestamp: Date(timeIntervalSince1970: 0))
    let pretty = try JSONSerialization.data(
      withJSONObject: JSONSerialization.jsonObject(with: data), options: [.prettyPrinted])
    return [
      session, String(decoding: data, as: UTF8.self), String(decoding: pretty, as: UTF8.self),
    ]
  }

  /// The report, or `nil` for a recording without costs, or the refusal.
  static func profile(_ text: String) -> Result<String?, any Error> {
    Result {
      let recording = try SessionInput.recording(data: Data(text.utf8), file: "fuzz")
      let profile = CostProfile(recording)
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
    let bases = try Self.bases()
    var mutator = InputMutator(seed: seed.value)
    var (reports, refusals) = (0, 0)
    for index in 0..<Self.count {
      let mutated = mutator.mutate(Array(mutator.pick(bases).utf8), kinds: InputMutation.textKinds)
      let trial = MutationTrial(seed: seed, index: index, input: mutated)
      switch Self.profile(mutated.text) {
      case .success(let report):
        reports += 1
        guard let report else { continue }
        #expect(report.hasSuffix("\n"), "\(trial)")
        #expect(
          !report.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || $0.value == 0x7F },
          "\(trial)")
      case .failure(let error):
        refusals += 1
        let message = "\(error)"
        #expect(message.hasPrefix("fuzz:") && message.count > 8, "\(message) — \(trial)")
      }
    }
    #expect(reports > 0, "\(seed)")
    #expect(refusals > 0, "\(seed)")
  }
}

import Foundation
import Redux
import ReduxTestSupport
import Testing

/// Windows snapshots, as an app restores them at launch, damaged in every way
/// ``InputMutator`` knows (flipped bits, cuts, lines reordered or made very long, invalid
/// UTF-8, control characters, huge numbers, deep nesting...): each decodes to windows that can
/// exist together and survive JSON, or is refused with a ``WindowsSnapshotError`` or a
/// `DecodingError` that says what is wrong. No case traps or runs past its time limit.
@Suite("Fuzz: windows snapshots")
struct FuzzWindowsSnapshotTests {
  /// Cases in the default run.
  static let caseCount = 1_200

  @Test func damagedSnapshotsDecodeOrAreRefusedClearly() async throws {
    guard let seed = TestSeed.resolve(default: 0x5EED_F201),
      let multiplier = FuzzMultiplier.resolve()
    else { return }
    let bases = [
      await WindowsSnapshotMutationTests.compact,
      try await WindowsSnapshotMutationTests.prettyPrinted(),
    ]
    var mutator = InputMutator(seed: seed.value)
    let tally = await FuzzCases.run(multiplier.count(Self.caseCount)) { index in
      MutationTrial(
        seed: seed, index: index,
        input: mutator.mutate(mutator.pick(bases), kinds: InputMutation.allCases))
    } check: { trial in
      Self.check(trial.input.bytes)
    }
    #expect(tally.results > 0, "\(seed) \(multiplier) \(tally)")
    #expect(tally.clearErrors > 0, "\(seed) \(multiplier) \(tally)")
  }

  /// Decodes a snapshot and checks what decoding promises.
  static func check(_ bytes: [UInt8]) -> FuzzOutcome {
    let snapshot: WindowsSnapshot<TestScreenState>
    do {
      snapshot = try JSONDecoder().decode(WindowsSnapshot<TestScreenState>.self, from: Data(bytes))
    } catch let error as WindowsSnapshotError {
      return error.description.count > 20 ? .clearError : .failure("unclear refusal: \(error)")
    } catch let error as DecodingError {
      return clarity(of: error)
    } catch {
      return .failure("decoding threw \(type(of: error)): \(error)")
    }
    let open = snapshot.windows.map(\.window)
    let instances = snapshot.windows.flatMap(\.screens).map(\.instance)
    guard Set(open).count == open.count, Set(instances).count == instances.count,
      Set(open).isDisjoint(with: snapshot.closedWindows),
      !(open + snapshot.closedWindows).contains(.unavailable)
    else { return .failure("decoded windows that cannot exist together") }
    do {
      let again = try JSONDecoder().decode(
        WindowsSnapshot<TestScreenState>.self, from: try SnapshotJSON.encode(snapshot))
      return again == snapshot ? .result : .failure("the snapshot does not round-trip")
    } catch {
      return .failure("the decoded snapshot does not encode and decode: \(error)")
    }
  }

  /// A `DecodingError` is clear when its context says what is wrong.
  static func clarity(of error: DecodingError) -> FuzzOutcome {
    switch error {
    case .dataCorrupted(let context), .keyNotFound(_, let context),
      .typeMismatch(_, let context), .valueNotFound(_, let context):
      return context.debugDescription.isEmpty ? .failure("a silent \(error)") : .clearError
    @unknown default:
      return .failure("an unknown DecodingError: \(error)")
    }
  }
}

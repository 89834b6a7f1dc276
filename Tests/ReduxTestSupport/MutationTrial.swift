/// One input of a mutation test, as its failure messages name it: the seed that replays the
/// run, the input's number in the run, and the mutated input, shortened.
///
/// The text is made only when a message is shown: `#expect` takes its comment as an
/// autoclosure, so a passing check never builds it.
///
/// ```swift
/// let trial = MutationTrial(seed: seed, index: index, input: mutated)
/// #expect(!error.description.isEmpty, "\(trial)")
/// // seed 0x5EEDF001 (replay with REDUX_TEST_SEED=0x5EEDF001) input 17: [truncated] {"forma…
/// ```
public struct MutationTrial: CustomStringConvertible, Sendable {
  /// The seed of the run.
  public let seed: TestSeed
  /// The input's number in the run, from 0.
  public let index: Int
  /// The mutated input.
  public let input: MutatedInput

  /// Makes the description of one input.
  ///
  /// - Parameters:
  ///   - seed: The seed of the run.
  ///   - index: The input's number in the run.
  ///   - input: The mutated input.
  public init(seed: TestSeed, index: Int, input: MutatedInput) {
    self.seed = seed
    self.index = index
    self.input = input
  }

  /// The seed with its replay command, the input's number, its mutations and the input.
  public var description: String {
    "\(seed) input \(index): \(input)"
  }
}

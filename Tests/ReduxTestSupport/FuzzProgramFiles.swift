import Testing

/// The fuzz cases that give a built program damaged JSON files, one program run a case, and
/// expect it to give a result for some and refuse others clearly: the shared part of the fuzz
/// tests of `simulate`'s state files and of `replay` and `inspect`'s recordings.
///
/// Case 0 is a valid file, which must give a result; half the others are changed only where
/// the JSON's tokens are (``InputMutation/jsonKinds``), which leaves more of them readable, and
/// the rest in every way (``InputMutation/allCases``). Each case runs within
/// ``FuzzProcess/caseLimit``, and the test fails unless some cases gave a result and some a
/// clear error.
///
/// ```swift
/// let executable = try #require(EndToEndTests.executable)
/// await FuzzProgramFiles.run(12, defaultSeed: 0x5EED_F307, bases: try bases()) { bytes in
///   runProgram(bytes, executable: executable)
/// }
/// ```
public enum FuzzProgramFiles {
  /// Runs the cases and checks that they gave both results and clear errors.
  ///
  /// - Parameters:
  ///   - count: How many cases in the default run; ``FuzzMultiplier`` multiplies it.
  ///   - defaultSeed: The seed unless `REDUX_TEST_SEED` chooses one (``TestSeed``).
  ///   - bases: The valid files, as text.
  ///   - sourceLocation: Where issues are reported; the caller's line.
  ///   - check: Gives a file's bytes to the program and says how it ended.
  public static func run(
    _ count: Int,
    defaultSeed: UInt64,
    bases: [String],
    sourceLocation: SourceLocation = #_sourceLocation,
    check: sending @escaping ([UInt8]) -> FuzzOutcome
  ) async {
    guard let seed = TestSeed.resolve(default: defaultSeed, sourceLocation: sourceLocation),
      let multiplier = FuzzMultiplier.resolve(sourceLocation: sourceLocation)
    else { return }
    var mutator = InputMutator(seed: seed.value)
    let tally = await FuzzCases.run(
      multiplier.count(count), limit: FuzzProcess.caseLimit, sourceLocation: sourceLocation
    ) { index in
      let base = Array(mutator.pick(bases).utf8)
      let input =
        index == 0
        ? MutatedInput(bytes: base, mutations: [])
        : mutator.mutate(
          base, kinds: index % 2 == 0 ? InputMutation.jsonKinds : InputMutation.allCases)
      return MutationTrial(seed: seed, index: index, input: input)
    } check: { trial in
      check(trial.input.bytes)
    }
    #expect(tally.results > 0, "\(seed) \(multiplier) \(tally)", sourceLocation: sourceLocation)
    #expect(
      tally.clearErrors > 0, "\(seed) \(multiplier) \(tally)", sourceLocation: sourceLocation)
  }
}

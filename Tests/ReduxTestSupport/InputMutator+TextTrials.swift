extension InputMutator {
  /// Runs `count` mutation trials of a reader of text: each input is a text mutation
  /// (``InputMutation/textKinds``) of one of `bases`, drawn from a mutator started with `seed`,
  /// so that the run replays from it. `attempt` reads the input; what it returns goes, with the
  /// input's ``MutationTrial`` for failure messages, to `accepted` or to `refused`.
  ///
  /// ```swift
  /// let tally = InputMutator.runTextTrials(1_000, of: bases, seed: seed, attempt: read) {
  ///   value, trial in #expect(value.isValid, "\(trial)")
  /// } refused: { error, trial in
  ///   #expect(!"\(error)".isEmpty, "\(trial)")
  /// }
  /// #expect(tally.accepted > 0 && tally.refused > 0, "\(seed)")
  /// ```
  ///
  /// - Parameters:
  ///   - count: How many inputs to try.
  ///   - bases: The valid inputs to mutate; it must not be empty.
  ///   - seed: The run's seed.
  ///   - attempt: Reads one input.
  ///   - accepted: Checks what `attempt` made of an input it accepted.
  ///   - refused: Checks the error of an input `attempt` refused.
  /// - Returns: How many inputs `attempt` accepted, and how many it refused.
  public static func runTextTrials<Success, Failure: Error>(
    _ count: Int, of bases: [String], seed: TestSeed,
    attempt: (String) -> Result<Success, Failure>,
    accepted: (Success, MutationTrial) throws -> Void,
    refused: (Failure, MutationTrial) throws -> Void
  ) rethrows -> (accepted: Int, refused: Int) {
    var mutator = InputMutator(seed: seed.value)
    var tally = (accepted: 0, refused: 0)
    for index in 0..<count {
      let mutated = mutator.mutate(mutator.pick(bases), kinds: InputMutation.textKinds)
      let trial = MutationTrial(seed: seed, index: index, input: mutated)
      switch attempt(mutated.text) {
      case .success(let value):
        tally.accepted += 1
        try accepted(value, trial)
      case .failure(let error):
        tally.refused += 1
        try refused(error, trial)
      }
    }
    return tally
  }
}

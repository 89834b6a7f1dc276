/// What the cases of a fuzz run ended in: how many gave a result, how many a clear error, and
/// the failures, each with the case that made it.
///
/// ```swift
/// let tally = await FuzzCases.run(cases, make: makeTrial, check: check)
/// #expect(tally.results > 0 && tally.clearErrors > 0, "\(seed) \(tally)")
/// ```
public struct FuzzTally: CustomStringConvertible, Sendable {
  /// The cases that gave a result.
  public internal(set) var results = 0
  /// The cases refused with a clear error.
  public internal(set) var clearErrors = 0
  /// Each failure's text, then the case that made it (its seed, number and input).
  public internal(set) var failures: [String] = []
  /// The case that did not end within its time limit, if one did not; the run stopped there.
  public internal(set) var hung: String?

  /// Makes an empty tally.
  public init() {}

  /// The cases that ended, failures included.
  public var cases: Int {
    results + clearErrors + failures.count
  }

  /// Counts a case.
  ///
  /// - Parameters:
  ///   - outcome: How it ended.
  ///   - input: The case, as failure messages name it.
  mutating func count(_ outcome: FuzzOutcome, of input: any CustomStringConvertible) {
    switch outcome {
    case .result: results += 1
    case .clearError: clearErrors += 1
    case .failure(let problem): failures.append("\(problem) — \(input)")
    }
  }

  /// The counts, as a run's summary shows them.
  public var description: String {
    "\(cases) cases: \(results) results, \(clearErrors) clear errors, \(failures.count) failures"
      + (hung == nil ? "" : ", one case hung")
  }
}

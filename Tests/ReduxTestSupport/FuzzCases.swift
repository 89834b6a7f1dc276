import Foundation
import Testing

/// Runs the cases of a fuzz test, each with a time limit, and reports every failure and any
/// hang as an issue of the test that names the case: its seed, its number and its input.
///
/// A case is made (`make`, which draws the input from the test's seeded mutator) and then
/// checked (`check`, which runs the code under test and says how it ended, ``FuzzOutcome``).
/// The cases of ``run(_:limit:sourceLocation:make:check:)`` run one after another on a thread
/// of their own, so a case that never ends is abandoned there and the test fails at once,
/// naming it; those of
/// ``runOnMainActor(_:limit:sourceLocation:make:check:)`` run on the main actor, for code that
/// lives there (a simulator session).
///
/// ```swift
/// guard let seed = TestSeed.resolve(default: 0x5EED_F100),
///   let multiplier = FuzzMultiplier.resolve()
/// else { return }
/// var mutator = InputMutator(seed: seed.value)
/// let tally = await FuzzCases.run(multiplier.count(1_500)) { index in
///   MutationTrial(seed: seed, index: index, input: mutator.mutate(valid))
/// } check: { trial in
///   (try? parse(trial.input.bytes)) == nil ? .clearError : .result
/// }
/// #expect(tally.results > 0, "\(seed) \(tally)")
/// ```
public enum FuzzCases {
  /// How long one in-process case may take by default: 30 seconds, a bound for a hang, not a
  /// measure (a case takes milliseconds alone, but waits its turns in a parallel run on two
  /// loaded cores).
  public static let caseLimit: Duration = .seconds(30)

  /// How long one main-actor case may take by default: 2 minutes, for in a full parallel run a
  /// case waits its turns on the main actor behind other tests, for most of a minute at worst.
  public static let mainActorCaseLimit: Duration = .seconds(120)

  /// The most failures reported one by one; the others are counted in one more issue.
  public static let reportedFailures = 10

  /// Runs cases one after another on a thread of their own.
  ///
  /// - Parameters:
  ///   - count: How many cases.
  ///   - limit: How long one case (made and checked) may run.
  ///   - sourceLocation: Where the issues are reported; the caller's line.
  ///   - make: Makes case `index`'s input; runs on the cases' thread, before `check`.
  ///   - check: Runs the code under test on an input and says how it ended.
  /// - Returns: What the cases ended in, up to the one that hung, if one did.
  public static func run<Input: CustomStringConvertible & Sendable>(
    _ count: Int,
    limit: Duration = caseLimit,
    sourceLocation: SourceLocation = #_sourceLocation,
    make: sending @escaping (Int) -> Input,
    check: sending @escaping (Input) -> FuzzOutcome
  ) async -> FuzzTally {
    let watch = FuzzCaseWatch(limit: limit)
    defer { watch.stop() }
    let cases = ThreadCases(make: make, check: check)
    let thread = Thread {
      cases.run(count, watch: watch)
      watch.release()
    }
    thread.name = "fuzz cases"
    // As much stack as a program's main thread has here, so that deep nesting meets the limit
    // an app meets.
    thread.stackSize = 8 << 20
    thread.start()
    let tally = await watch.wait()
    report(tally, sourceLocation: sourceLocation)
    return tally
  }

  /// Runs cases one after another on the main actor, for code isolated to it.
  ///
  /// A case that waits forever is abandoned, and the test fails naming it; a case that blocks
  /// the main actor itself cannot be abandoned, but is named on standard error as soon as it
  /// runs past its limit (see ``FuzzCaseWatch``).
  ///
  /// - Parameters:
  ///   - count: How many cases.
  ///   - limit: How long one case's check may run.
  ///   - sourceLocation: Where the issues are reported; the caller's line.
  ///   - make: Makes case `index`'s input.
  ///   - check: Runs the code under test on an input and says how it ended.
  /// - Returns: What the cases ended in, up to the one that hung, if one did.
  @MainActor
  public static func runOnMainActor<Input: CustomStringConvertible & Sendable>(
    _ count: Int,
    limit: Duration = mainActorCaseLimit,
    sourceLocation: SourceLocation = #_sourceLocation,
    make: (Int) -> Input,
    check: @escaping @MainActor (Input) async -> FuzzOutcome
  ) async -> FuzzTally {
    let watch = FuzzCaseWatch(limit: limit)
    defer { watch.stop() }
    var tally = FuzzTally()
    for index in 0..<count {
      let input = make(index)
      watch.begin(input)
      Task { @MainActor in
        let outcome = await check(input)
        if watch.end(outcome) { watch.release() }
      }
      tally = await watch.wait()
      if tally.hung != nil { break }
    }
    report(tally, sourceLocation: sourceLocation)
    return tally
  }

  /// Records the failures and the hang as issues.
  private static func report(_ tally: FuzzTally, sourceLocation: SourceLocation) {
    for failure in tally.failures.prefix(reportedFailures) {
      Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
    }
    if tally.failures.count > reportedFailures {
      Issue.record(
        "\(tally.failures.count - reportedFailures) more failures — \(tally)",
        sourceLocation: sourceLocation)
    }
    if let hung = tally.hung {
      Issue.record(
        "a case did not end within its time limit; the run stopped there — \(hung)",
        sourceLocation: sourceLocation)
    }
  }
}

/// The closures of a run on the cases' thread.
private final class ThreadCases<Input: CustomStringConvertible & Sendable>: @unchecked Sendable {
  // Safety: the closures are handed over by the test when the run starts (`sending`) and called
  // only on the cases' thread, one call at a time; nothing else touches them.
  private let make: (Int) -> Input
  private let check: (Input) -> FuzzOutcome

  init(make: sending @escaping (Int) -> Input, check: sending @escaping (Input) -> FuzzOutcome) {
    self.make = make
    self.check = check
  }

  /// Makes and checks the cases in order, until the last or until one was declared hung.
  func run(_ count: Int, watch: FuzzCaseWatch) {
    for index in 0..<count {
      let input = make(index)
      watch.begin(input)
      guard watch.end(check(input)) else { return }
    }
  }
}

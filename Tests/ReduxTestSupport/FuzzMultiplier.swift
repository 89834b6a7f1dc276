import Foundation
import Testing

/// How many times more cases each fuzz test runs: 1 in the default `swift test`, or
/// `REDUX_FUZZ_MULTIPLIER` for a longer run.
///
/// Every fuzz test (the suites named `Fuzz…Tests`) multiplies its own case count by it, so one
/// variable turns the seconds of the default run into a night's search:
///
/// ```sh
/// REDUX_FUZZ_MULTIPLIER=50 REDUX_TEST_SEED=0x1234 swift test --filter Fuzz
/// ```
///
/// The variable accepts a whole number from 1 to 100 000. A value that is not one fails the
/// test with a one-line message instead of running some other count.
///
/// ```swift
/// guard let cases = FuzzMultiplier.resolve()?.count(1_500) else { return }
/// ```
public struct FuzzMultiplier: CustomStringConvertible, Sendable {
  /// The environment variable that multiplies every fuzz test's case count.
  public static let environmentVariable = "REDUX_FUZZ_MULTIPLIER"

  /// The largest multiplier accepted.
  public static let largest = 100_000

  /// The factor.
  public let value: Int

  /// Makes a multiplier from its value, without looking at the environment.
  ///
  /// - Parameter value: The factor, at least 1.
  public init(value: Int) {
    self.value = max(1, value)
  }

  /// Reads the multiplier for a test.
  ///
  /// - Parameters:
  ///   - environment: The process environment; the real one unless a test passes its own.
  ///   - sourceLocation: Where the issue of a bad variable is reported; the caller's line.
  /// - Returns: The multiplier (1 when the variable is not set), or `nil` after recording an
  ///   issue when the variable is not a whole number from 1 to ``largest``.
  public static func resolve(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> FuzzMultiplier? {
    guard let text = environment[environmentVariable] else { return FuzzMultiplier(value: 1) }
    guard let value = Int(text.trimmingCharacters(in: .whitespaces)), (1...largest).contains(value)
    else {
      let problem = "\(environmentVariable)=\"\(text)\" is not a multiplier"
      Issue.record(
        "\(problem): use a whole number from 1 to \(largest)", sourceLocation: sourceLocation)
      return nil
    }
    return FuzzMultiplier(value: value)
  }

  /// A test's case count for this run.
  ///
  /// - Parameter base: The count of the default run.
  /// - Returns: `base` times the multiplier.
  public func count(_ base: Int) -> Int {
    base * value
  }

  /// The multiplier as failure messages show it: `×1`, or `×50 (REDUX_FUZZ_MULTIPLIER)`.
  public var description: String {
    value == 1 ? "×1" : "×\(value) (\(Self.environmentVariable))"
  }
}

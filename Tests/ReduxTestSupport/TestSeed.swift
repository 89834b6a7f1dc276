import Foundation
import Testing

/// The seed of a randomized test: the test's own default, or `REDUX_TEST_SEED` to replay a run.
///
/// Every randomized reliability test draws its choices from a ``SplitMix64`` started with this
/// seed, so a run is repeatable, and puts ``description`` in each of its failure messages. To
/// replay a failure, run the failing test with the seed it printed:
///
/// ```sh
/// REDUX_TEST_SEED=0x5EED0008 swift test --filter ReliabilityConcurrentDispatchTests
/// ```
///
/// The variable accepts a decimal number or a hexadecimal one starting with `0x`. A value that is
/// neither fails the test with a one-line message instead of running with some other seed.
///
/// ```swift
/// guard let seed = TestSeed.resolve(default: 0x5EED_0008) else { return }
/// var random = SplitMix64(seed: seed.value)
/// #expect(problems.isEmpty, "\(seed)")
/// ```
public struct TestSeed: CustomStringConvertible, Sendable {
  /// The environment variable that overrides every randomized test's default seed.
  public static let environmentVariable = "REDUX_TEST_SEED"

  /// The seed.
  public let value: UInt64

  /// Makes a seed from its value, without looking at the environment.
  ///
  /// - Parameter value: The seed.
  public init(value: UInt64) {
    self.value = value
  }

  /// Reads the seed for a test.
  ///
  /// - Parameters:
  ///   - defaultValue: The seed the test uses when the environment does not choose one.
  ///   - environment: The process environment; the real one unless a test passes its own.
  ///   - sourceLocation: Where the issue of a bad variable is reported; the caller's line.
  /// - Returns: The seed, or `nil` after recording an issue when the variable is not a number.
  public static func resolve(
    default defaultValue: UInt64,
    environment: [String: String] = ProcessInfo.processInfo.environment,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> TestSeed? {
    guard let text = environment[environmentVariable] else {
      return TestSeed(value: defaultValue)
    }
    guard let value = parse(text) else {
      let problem = "\(environmentVariable)=\"\(text)\" is not a seed"
      Issue.record(
        "\(problem): use a decimal number or 0x followed by hexadecimal digits",
        sourceLocation: sourceLocation)
      return nil
    }
    return TestSeed(value: value)
  }

  /// Parses a decimal or `0x`-prefixed hexadecimal unsigned 64-bit number.
  ///
  /// - Parameter text: The text, with or without spaces around it.
  /// - Returns: The number, or `nil` when `text` is neither form.
  public static func parse(_ text: String) -> UInt64? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    if trimmed.lowercased().hasPrefix("0x") {
      return UInt64(trimmed.dropFirst(2), radix: 16)
    }
    return UInt64(trimmed)
  }

  /// The seed as a test prints it in failure messages, with the command line that replays it.
  public var description: String {
    let hex = "0x" + String(value, radix: 16, uppercase: true)
    return "seed \(hex) (replay with \(Self.environmentVariable)=\(hex))"
  }
}

import Foundation
import Testing

/// How many steps the model-based test takes: 200,000 unless `REDUX_TEST_MODEL_STEPS` says
/// otherwise.
///
/// `swift test` runs the full 200,000, and so does the thread-sanitizer stage of CI. The variable
/// is for quicker runs while working on the test, and for longer ones when hunting a rare
/// failure:
///
/// ```sh
/// REDUX_TEST_MODEL_STEPS=2000000 swift test --filter ReliabilityAppModelTests
/// ```
///
/// A value that is not a positive whole number fails the test with a one-line message.
enum ModelStepCount {
  static let environmentVariable = "REDUX_TEST_MODEL_STEPS"
  static let defaultValue = 200_000

  /// The number of steps, or `nil` after recording an issue when the variable is not a positive
  /// whole number.
  static func resolve(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> Int? {
    guard let text = environment[environmentVariable] else { return defaultValue }
    guard let steps = Int(text.trimmingCharacters(in: .whitespaces)), steps > 0 else {
      Issue.record(
        "\(environmentVariable)=\"\(text)\" is not a step count: use a positive whole number",
        sourceLocation: sourceLocation)
      return nil
    }
    return steps
  }
}

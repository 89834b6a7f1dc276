import Foundation
import Redux

extension ReplayCommand {
  /// The most actions `--slowest` lists.
  static let slowestRange = 1...1000

  /// What `--profile` and `--slowest` ask for: how many of the slowest actions to list, or
  /// `nil` without `--profile`.
  ///
  /// - Parameter arguments: The command line, parsed.
  /// - Returns: The number of slowest actions to list, or `nil`.
  /// - Throws: ``ArgumentError`` for `--profile` with `--steps` or `--json`, `--slowest` without
  ///   `--profile`, or a count out of ``slowestRange``.
  static func profileSlowest(_ arguments: ParsedArguments) throws(ArgumentError) -> Int? {
    let text = arguments["slowest"]
    guard arguments.has("profile") else {
      if text != nil {
        throw .invalidValue(command: spec.name, reason: "--slowest needs --profile")
      }
      return nil
    }
    if let other = ["steps", "json"].first(where: arguments.has) {
      throw .invalidValue(
        command: spec.name, reason: "--profile prints a report of its own; it takes no --\(other)")
    }
    guard let text else { return 10 }
    guard let count = Int(text), slowestRange.contains(count) else {
      throw .invalidValue(
        command: spec.name,
        reason: "--slowest needs a number of actions from \(slowestRange.lowerBound) to "
          + "\(slowestRange.upperBound), not '\(text)'")
    }
    return count
  }

  /// Prints the profile of the recording's costs: ``CostProfileReport``.
  ///
  /// The costs are read from the recording's lines, as the session measured them; nothing is
  /// replayed for them, and a replay never reads them.
  ///
  /// - Parameters:
  ///   - recording: The recording, read and checked.
  ///   - file: The recording's file.
  ///   - slowest: How many of the slowest actions to list.
  ///   - console: Where to print.
  /// - Returns: ``ExitCode/success``, or ``ExitCode/dataError`` when no action of the recording
  ///   has a cost, which it says with how to record costs.
  static func printProfile(
    _ recording: Recording, file: URL, slowest: Int, console: any Console
  ) -> ExitCode {
    let profile = CostProfile(recording)
    guard !profile.actions.isEmpty else {
      console.printError(
        "error: \(file.path): no action of the recording has a cost, so there is nothing to "
          + "profile. Record costs with 'redux-cli simulate --profile --record FILE', or from "
          + "an app whose store measures its actions' costs while an ActionRecorder records.")
      return .dataError
    }
    console.write(
      CostProfileReport.text(profile, file: file.lastPathComponent, slowest: slowest))
    return .success
  }
}

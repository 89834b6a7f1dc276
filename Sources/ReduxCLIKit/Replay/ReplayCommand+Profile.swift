import Foundation
import Redux
import SampleApp

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
  /// The costs are read from the recording's lines, as the session measured them, and a replay
  /// never reads them; the recording is replayed only for the numbers of its windows
  /// (``windowNumbers(replaying:from:)``), so that the report numbers them as `replay` draws them.
  ///
  /// - Parameters:
  ///   - recording: The recording, read and checked.
  ///   - initialState: The state it starts from.
  ///   - file: The recording's file.
  ///   - slowest: How many of the slowest actions to list.
  ///   - console: Where to print.
  /// - Returns: ``ExitCode/success``, or ``ExitCode/dataError`` when no action of the recording
  ///   has a cost, which it says with how to record costs.
  static func printProfile(
    _ recording: Recording, from initialState: AppState, file: URL, slowest: Int,
    console: any Console
  ) async -> ExitCode {
    guard recording.actions.contains(where: { $0.cost != nil }) else {
      console.printError(
        "error: \(file.path): no action of the recording has a cost, so there is nothing to "
          + "profile. Record costs with 'redux-cli simulate --profile --record FILE', or from "
          + "an app whose store measures its actions' costs while an ActionRecorder records.")
      return .dataError
    }
    let numbers = await windowNumbers(replaying: recording, from: initialState)
    let profile = CostProfile(recording, windowNumbers: numbers)
    console.write(
      CostProfileReport.text(profile, file: file.lastPathComponent, slowest: slowest))
    return .success
  }

  /// The number `replay` gives each window of a recording, open or closed: the recording replayed
  /// as `replay` replays it (``Simulator/replay(_:)``), whose window registry is the one source
  /// of the numbers its boxes show.
  ///
  /// - Parameters:
  ///   - recording: The recording, read and checked: every action can be made.
  ///   - initialState: The state it starts from.
  /// - Returns: Each window's number, by its id.
  static func windowNumbers(
    replaying recording: Recording, from initialState: AppState
  ) async -> [WindowUUID: Int] {
    let simulator = Simulator(replayingFrom: initialState, logsActions: false)
    for recorded in recording.actions {
      guard let action = recorded.makeAction() else { continue }
      await simulator.replay(action)
    }
    let numbers = simulator.windowNumbers
    await simulator.shutDown()
    return numbers
  }
}

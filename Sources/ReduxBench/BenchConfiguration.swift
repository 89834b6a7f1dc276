import Foundation
import ReduxCLIKit

/// What one `redux-bench` run measures, and how: sizes, repetitions, seed and output.
struct BenchConfiguration: Equatable, Sendable {
  /// Whether this is the small `--quick` run, whose figures are not judged.
  var isQuick: Bool
  /// Whether to write JSON Lines instead of the table.
  var emitsJSON = false
  /// The seed of every random draw.
  var seed: UInt64 = 42
  /// Timed batches per measurement; the median is reported.
  var repetitions: Int
  /// About how long one timed batch lasts, in nanoseconds.
  var repetitionNanoseconds: UInt64
  /// The most dispatches one timed batch makes.
  var maximumBatch: Int
  /// The window counts of the multi-window workload.
  var windowCounts: [Int]
  /// How many targets each action script draws before repeating.
  var scriptLength: Int
  /// Keys of the keyed-states workload's many-key store.
  var keys = 50
  /// Listeners per key in the keyed-states workload.
  var listenersPerKey = 10
  /// The row counts of the rows workload; `--profile` with `--workload rows`, `rows-select`,
  /// `rows-floor`, `rows-unchanged` or `rows-app-code` runs the last.
  var rowCounts: [Int]
  /// The rows, and row subscribers, of the batch workload.
  var batchSubscribers: Int
  /// The actions in each batch of the batch workload.
  var actionsPerBatch: Int
  /// Open-and-close cycles of the memory workload.
  var cycles: Int
  /// Windows held open at once to find what one costs.
  var windowsForCost: Int
  /// With `--profile N`: dispatch `N` actions to the store of one workload and nothing else,
  /// for a profiler.
  var profileDispatches: Int?
  /// The workload `--workload` names, or `nil` without it: what `--profile` runs, or the only
  /// workload of a table run.
  var workload: ProfileWorkload?
  /// With `--profile` and `--measure-costs`: the store measures what each action costs, so that
  /// a profiler counts what measuring adds to a dispatch.
  var measuresCosts = false

  /// The workload `--profile` runs: `--workload`'s, or the multi-window store.
  var profileWorkload: ProfileWorkload {
    workload ?? .multiWindow
  }

  /// The full run, whose figures the targets are read from.
  static let full = BenchConfiguration(
    isQuick: false, repetitions: 15, repetitionNanoseconds: 10_000_000, maximumBatch: 1_000_000,
    windowCounts: [1, 4, 16, 64, 256], scriptLength: 4096, rowCounts: [100, 1_000, 10_000],
    batchSubscribers: 100, actionsPerBatch: 1_000, cycles: 10_000, windowsForCost: 1_000)

  /// The `--quick` run: every workload and row, at sizes that take a moment even in a debug
  /// build.
  static let quick = BenchConfiguration(
    isQuick: true, repetitions: 3, repetitionNanoseconds: 1_000_000, maximumBatch: 200,
    windowCounts: [1, 4], scriptLength: 256, rowCounts: [10, 100], batchSubscribers: 10,
    actionsPerBatch: 100, cycles: 100, windowsForCost: 20)

  /// The window counts `--windows` accepts: from one to this many.
  static let maximumWindowCount = 4096
  /// The row counts `--rows` accepts: from one to this many.
  static let maximumRowCount = 1_000_000
  /// The repetitions `--repetitions` accepts: from one to this many.
  static let maximumRepetitions = 1_000

  /// Reads the configuration from the command line.
  ///
  /// - Parameters:
  ///   - arguments: The parsed `bench` command line.
  /// - Throws: ``ArgumentError/invalidValue(command:reason:)`` for a value that is not usable.
  init(arguments: ParsedArguments) throws(ArgumentError) {
    self = arguments.has("quick") ? .quick : .full
    emitsJSON = arguments.has("json")
    if let text = arguments["seed"] {
      guard let seed = UInt64(text) else {
        throw Self.invalid("--seed must be a whole number from 0 to \(UInt64.max), not '\(text)'")
      }
      self.seed = seed
    }
    if let text = arguments["repetitions"] {
      guard let repetitions = Int(text), (1...Self.maximumRepetitions).contains(repetitions)
      else {
        throw Self.invalid(
          "--repetitions must be a whole number from 1 to \(Self.maximumRepetitions), not '\(text)'"
        )
      }
      self.repetitions = repetitions
    }
    if let text = arguments["windows"] {
      windowCounts = try Self.counts(
        from: text, option: "--windows", noun: "window counts", maximum: Self.maximumWindowCount,
        example: "1,64,256")
    }
    if let text = arguments["rows"] {
      rowCounts = try Self.counts(
        from: text, option: "--rows", noun: "row counts", maximum: Self.maximumRowCount,
        example: "100,10000")
    }
    if let text = arguments["profile"] {
      guard let dispatches = Int(text), (1...Self.maximumProfileDispatches).contains(dispatches)
      else {
        throw Self.invalid(
          "--profile must be a whole number of dispatches from 1 to "
            + "\(Self.maximumProfileDispatches), not '\(text)'")
      }
      profileDispatches = dispatches
      // A profiling run prints no table, so these would be silently ignored.
      if emitsJSON {
        throw Self.invalid("--json writes the table's rows; --profile prints no table")
      }
      if arguments["repetitions"] != nil {
        throw Self.invalid("--repetitions sets the timed batches; --profile times nothing")
      }
    }
    if let text = arguments["workload"] {
      guard let workload = ProfileWorkload(rawValue: text) else {
        throw Self.invalid("--workload must be \(ProfileWorkload.names), not '\(text)'")
      }
      self.workload = workload
    }
    if arguments.has("measure-costs") {
      guard profileDispatches != nil, [.multiWindow, .enumActions].contains(profileWorkload)
      else {
        throw Self.invalid(
          "--measure-costs measures the store of a --profile run of the windows or enum workload")
      }
      measuresCosts = true
    }
  }

  /// The most dispatches `--profile` makes.
  static let maximumProfileDispatches = 100_000_000

  private init(
    isQuick: Bool, repetitions: Int, repetitionNanoseconds: UInt64, maximumBatch: Int,
    windowCounts: [Int], scriptLength: Int, rowCounts: [Int], batchSubscribers: Int,
    actionsPerBatch: Int, cycles: Int, windowsForCost: Int
  ) {
    self.isQuick = isQuick
    self.repetitions = repetitions
    self.repetitionNanoseconds = repetitionNanoseconds
    self.maximumBatch = maximumBatch
    self.windowCounts = windowCounts
    self.scriptLength = scriptLength
    self.rowCounts = rowCounts
    self.batchSubscribers = batchSubscribers
    self.actionsPerBatch = actionsPerBatch
    self.cycles = cycles
    self.windowsForCost = windowsForCost
  }

  /// The timer these settings describe.
  var timer: DispatchTimer {
    DispatchTimer(
      repetitions: repetitions, repetitionNanoseconds: repetitionNanoseconds,
      maximumBatch: maximumBatch)
  }

  /// Reads a comma-separated list of counts, such as `1,64,256`, for `--windows` or `--rows`.
  private static func counts(
    from text: String, option: String, noun: String, maximum: Int, example: String
  ) throws(ArgumentError) -> [Int] {
    let reason =
      "\(option) must be \(noun) from 1 to \(maximum) separated by commas, "
      + "such as \(example), not '\(text)'"
    var counts: [Int] = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      guard let count = Int(part.trimmingCharacters(in: .whitespaces)),
        (1...maximum).contains(count)
      else { throw invalid(reason) }
      if !counts.contains(count) { counts.append(count) }
    }
    guard !counts.isEmpty else { throw invalid(reason) }
    return counts
  }

  private static func invalid(_ reason: String) -> ArgumentError {
    .invalidValue(command: BenchCommand.name, reason: reason)
  }
}

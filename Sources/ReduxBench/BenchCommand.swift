import Foundation
import ReduxCLIKit

/// `redux-bench`: measures the cost of a dispatch with many windows open, with action objects and
/// with enum actions, row subscriptions to long lists, batches, keyed states with many listeners,
/// and the memory windows leave behind, and judges the performance targets.
///
/// ```sh
/// swift run -c release redux-bench          # the table, with the targets' verdicts
/// swift run -c release redux-bench --json   # one JSON object per row, per line
/// swift run -c release redux-bench --workload enum   # one workload's rows only
/// swift run redux-bench --quick             # small sizes: checks that it works
/// ```
///
/// The benchmark is a program of its own, apart from `redux-cli`, which holds only what users
/// of the package drive.
enum BenchCommand: Command {
  /// The program's name, as users type it; its spec carries it, since its command line has no
  /// command name.
  nonisolated static let name = "redux-bench"

  /// The command's arguments and help.
  static let spec = CommandSpec(
    name: name,
    abstract:
      "Measures dispatch with many windows, class and enum actions, rows, batches, keyed states "
      + "and memory; judges the targets.",
    discussion: """
      Runs every workload in this process: the multi-window store against the wiki's algorithm \
      (the baseline), two bare floors with no store, one finding the window by index, one by \
      WindowUUID, and the store row's own app code run with no store (1 to 256 windows); the \
      same store with every action an enum, dispatched with dispatch(_:forWindowUUID:) and \
      reduced by typed reducers, against its class actions (workload enum); a list of 100, \
      1,000 and 10,000 rows in one screen, one subscriber per row, each action changing one \
      random row, with row subscriptions (store), store-wide selections (select), a bare \
      floor, and the store with actions that change nothing (unchanged) (workload rows); batches of 1,000 such actions to 100 row subscribers (workload \
      batch); keyed states with \
      listeners against a single-key store and a bare keyed floor; 10,000 window open-and-close \
      cycles, and the allocations of one dispatch. Before timing, each floor, the app code \
      alone and the enum-action store are checked to make exactly the store's subscriber calls. \
      Prints a table with the median cost per dispatch and the verdict of each performance \
      target. Measure a release build: 'swift run -c release redux-bench'. With --json, writes \
      JSON Lines: one object per row, each on its own line, with workload (multi-window, enum, \
      rows, batch, keyed-states or memory), implementation (store, baseline, select, floor, \
      floor-uuid, app-code or unchanged), windows, nsPerDispatch, dispatchesPerSecond and \
      notificationsPerDispatch; rows rows add rows, batch rows add actionsPerBatch, subscribers, \
      notificationsPerBatch and nsPerAction.
      """,
    options: [
      OptionSpec(flag: "json", help: "Write JSON Lines, one object per row, instead of the table."),
      OptionSpec(flag: "quick", help: "Small sizes, to check that the benchmark works (seconds)."),
      OptionSpec(
        name: "seed", valueName: "n", help: "The seed of the random actions.", defaultValue: "42"),
      OptionSpec(
        name: "repetitions", valueName: "n", help: "Timed batches per measurement (median kept).",
        defaultValue: "15, or 3 with --quick"),
      OptionSpec(
        name: "windows", valueName: "list",
        help: "Window counts of the multi-window and enum workloads.",
        defaultValue: "1,4,16,64,256, or 1,4 with --quick"),
      OptionSpec(
        name: "rows", valueName: "list", help: "Row counts of the rows workload.",
        defaultValue: "100,1000,10000, or 10,100 with --quick"),
      OptionSpec(
        name: "profile", valueName: "n",
        help:
          "Only dispatch n actions to one workload's store, or to its floor, for a profiler "
          + "such as valgrind --tool=callgrind: the multi-window store at the first of "
          + "--windows, or what --workload names (the rows workload at the last of --rows)."),
      OptionSpec(
        name: "workload", valueName: "name",
        help:
          "What --profile runs: windows (the multi-window store), floor-uuid (its floor that "
          + "finds the window by its WindowUUID), app-code (its app code with no store), enum "
          + "(the multi-window store with enum actions), rows (row subscriptions), rows-select, "
          + "rows-floor, rows-unchanged, rows-app-code (the list's app code with no store), "
          + "batch (n batches), keyed (the keyed store) or "
          + "keyed-floor. Without --profile, runs only the workload of that name's rows: "
          + "multi-window for windows, floor-uuid and app-code, enum, rows for rows, rows-select, "
          + "rows-floor, rows-unchanged and rows-app-code, "
          + "batch, or keyed-states for keyed and keyed-floor.",
        defaultValue: "windows with --profile, every workload without"),
      OptionSpec(
        flag: "measure-costs",
        help:
          "With --profile and the windows or enum workload: the store measures what each "
          + "action costs, reporting each to a handler, to count what measuring adds."),
    ]
  )

  /// Runs the benchmark and prints the table or the JSON Lines.
  ///
  /// - Parameters:
  ///   - arguments: The parsed command line.
  ///   - context: Where to print.
  /// - Returns: ``ExitCode/success`` once the results are printed, whether or not the targets
  ///   are met (the verdicts say); ``ExitCode/usageError`` for a bad option value;
  ///   ``ExitCode/failure`` when a floor does not do the store's work, which is checked before
  ///   anything is timed.
  static func run(_ arguments: ParsedArguments, context: CommandContext) async -> ExitCode {
    let configuration: BenchConfiguration
    do {
      configuration = try BenchConfiguration(arguments: arguments)
    } catch {
      context.console.printError(error.message(program: ""))
      return .usageError
    }
    if let dispatches = configuration.profileDispatches {
      switch configuration.profileWorkload {
      case .multiWindow, .floorUUID, .appCode, .enumActions:
        let run = StoreProfileRun(
          windows: configuration.windowCounts.first ?? 1, dispatches: dispatches,
          seed: configuration.seed, scriptLength: configuration.scriptLength,
          workload: configuration.profileWorkload, measuresCosts: configuration.measuresCosts)
        context.console.print(run.run())
      case .keyed, .keyedFloor:
        let run = KeyedProfileRun(
          keys: configuration.keys, listenersPerKey: configuration.listenersPerKey,
          dispatches: dispatches, seed: configuration.seed,
          runsFloor: configuration.profileWorkload == .keyedFloor)
        context.console.print(run.run())
      case .rows, .rowsSelect, .rowsFloor, .rowsUnchanged, .rowsAppCode:
        let run = RowsProfileRun(
          rows: configuration.rowCounts.last ?? 1, dispatches: dispatches, seed: configuration.seed,
          workload: configuration.profileWorkload)
        context.console.print(run.run())
      case .batch:
        let run = RowsProfileRun(
          rows: configuration.batchSubscribers, dispatches: dispatches, seed: configuration.seed,
          workload: .batch, actionsPerBatch: configuration.actionsPerBatch)
        context.console.print(run.run())
      }
      return .success
    }
    let suite = BenchSuite(configuration: configuration)
    let rows: [BenchRow]
    do throws(BenchError) {
      rows = try suite.run()
    } catch {
      context.console.printError(error.message)
      return .failure
    }
    if configuration.emitsJSON {
      for line in jsonLines(rows) { context.console.print(line) }
    } else {
      let verdicts = BenchTargets.verdicts(for: rows, isJudged: !configuration.isQuick)
      let table = BenchTable(rows: rows, verdicts: verdicts, header: suite.header)
      for line in table.lines { context.console.print(line) }
    }
    return .success
  }

  /// Runs the program's command line: answers `-h` and `--help`, refuses a wrong line with one
  /// message on standard error, and otherwise runs the benchmark.
  ///
  /// - Parameters:
  ///   - commandLine: The words after the program's name.
  ///   - context: Where to print.
  /// - Returns: How the run ended, as ``run(_:context:)`` says; ``ExitCode/usageError`` for a
  ///   wrong command line.
  static func run(commandLine: [String], context: CommandContext) async -> ExitCode {
    do {
      let arguments = try ArgumentParser.parse(commandLine, spec: spec)
      return await run(arguments, context: context)
    } catch .helpRequested {
      context.console.print(HelpFormatter.help(for: spec, program: ""))
      return .success
    } catch {
      context.console.printError(error.message(program: ""))
      return .usageError
    }
  }

  /// Each row as one line of JSON, keys sorted.
  ///
  /// - Parameters:
  ///   - rows: The rows.
  /// - Returns: One JSON object per row.
  static func jsonLines(_ rows: [BenchRow]) -> [String] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // Non-finite numbers are the only values JSONEncoder refuses; spelling them as strings
    // leaves nothing in a row that can fail to encode.
    encoder.nonConformingFloatEncodingStrategy = .convertToString(
      positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
    return rows.compactMap { row in
      (try? encoder.encode(row)).map { String(decoding: $0, as: UTF8.self) }
    }
  }
}

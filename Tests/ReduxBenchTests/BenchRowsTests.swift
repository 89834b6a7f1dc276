import Foundation
import ReduxCLIKit
import Testing

@testable import ReduxBench

/// The rows workload: row subscriptions, store-wide selections, the bare floor and the app's code
/// with no store make the same subscriber calls, one per action, and its rows carry the issue's
/// fields. Counts only, never timings.
@MainActor
@Suite("redux-bench: rows")
struct BenchRowsTests {
  private func run(_ arguments: [String]) async -> (ExitCode, BufferedConsole) {
    let console = BufferedConsole()
    let status = await BenchCommand.run(
      commandLine: arguments, context: CommandContext(console: console))
    return (status, console)
  }

  @Test(arguments: [1, 40, 300])
  func storeSelectFloorAndAppCodeCallEachRowsSubscriberAlike(rows: Int) {
    let store = RowsStoreSubject(rows: rows, seed: 5, subscribesByRow: true)
    let select = RowsStoreSubject(rows: rows, seed: 5, subscribesByRow: false)
    let floor = RowsFloorSubject(rows: rows, seed: 5)
    let appCode = RowsAppCodeSubject(rows: rows, seed: 5)
    // Each probe heard its row once, when it subscribed.
    for subject in [store, select, floor, appCode] as [any RowProbing] {
      #expect(subject.notificationCount == rows)
      subject.resetNotificationCount()
      subject.dispatchNext(500)
    }
    // Every action changes one row: one call, to that row's probe, which then shows the row
    // with as many bumps as calls.
    #expect(store.notificationCount == 500)
    #expect(store.probes.allSatisfy { $0.shown?.value == $0.received })
    for other in [select, floor, appCode] as [any RowProbing] {
      #expect(other.probes.map(\.received) == store.probes.map(\.received))
      #expect(other.probes.map(\.shown) == store.probes.map(\.shown))
    }
  }

  @Test func theCheckBeforeTimingRefusesAFloorThatChangesOtherRows() throws {
    let store = RowsStoreSubject(rows: 50, seed: 1, subscribesByRow: true)
    try RowsWorkload.verify(
      store: store, others: [("the floor", RowsFloorSubject(rows: 50, seed: 1))], rows: 50,
      dispatches: 200)
    // Another seed changes other rows: the same number of calls, to other subscribers.
    #expect(throws: BenchError.self) {
      try RowsWorkload.verify(
        store: RowsStoreSubject(rows: 50, seed: 1, subscribesByRow: true),
        others: [("the floor", RowsFloorSubject(rows: 50, seed: 2))], rows: 50, dispatches: 200)
    }
  }

  @Test func theWorkloadRowsHaveStoreSelectFloorUnchangedAndAppCodeForEachRowCount() throws {
    let timer = DispatchTimer(repetitions: 2, repetitionNanoseconds: 200_000, maximumBatch: 40)
    let rows = try RowsWorkload(rowCounts: [8, 64], checkedDispatches: 100, seed: 3, timer: timer)
      .run()
    #expect(rows.map(\.workload) == Array(repeating: "rows", count: 10))
    #expect(rows.map(\.rows) == [8, 8, 8, 8, 8, 64, 64, 64, 64, 64])
    #expect(rows.map(\.implementation) == Self.implementations + Self.implementations)
    #expect(rows.allSatisfy { $0.windows == 1 })
    // Every row but `unchanged` calls the changed row's subscriber; `unchanged` calls none.
    #expect(
      rows.allSatisfy {
        $0.notificationsPerDispatch == ($0.implementation == "unchanged" ? 0 : 1)
      })
    // The store is compared with select, the floor and the app code; select, unchanged and the
    // app code with the floor only.
    #expect(rows[0].speedupOverBaseline != nil && rows[0].costOverFloor != nil)
    #expect(rows[0].costOverAppCode != nil)
    #expect(rows[1].speedupOverBaseline == nil && rows[1].costOverFloor != nil)
    #expect(rows[2].speedupOverBaseline == nil && rows[2].costOverFloor == nil)
    for other in rows[3...4] {
      #expect(other.speedupOverBaseline == nil && other.costOverFloor != nil)
    }
    #expect(rows[1...4].allSatisfy { $0.costOverAppCode == nil })
    // The store, the floor, unchanged and the app code of one row count dispatch in batches of
    // the same size.
    for turnTaker in [rows[2], rows[3], rows[4]] {
      #expect(rows[0].dispatchesPerRepetition == turnTaker.dispatchesPerRepetition)
    }
  }

  /// The implementations of one row count, in the order of the workload's rows.
  private static let implementations = ["store", "select", "floor", "unchanged", "app-code"]

  @Test func theCheckBeforeTimingRefusesAppCodeThatCallsOtherSubscribers() throws {
    // Another seed changes other rows: the same number of calls, to other subscribers.
    #expect(throws: BenchError.self) {
      try RowsWorkload.verify(
        store: RowsStoreSubject(rows: 50, seed: 1, subscribesByRow: true),
        others: [("app-code", RowsAppCodeSubject(rows: 50, seed: 2))], rows: 50,
        dispatches: 200)
    }
  }

  @Test func quickJSONOfTheRowsWorkloadHasTheIssuesFields() async throws {
    let (status, console) = await run(["--quick", "--json", "--workload", "rows"])
    #expect(status == .success)
    #expect(console.errors.isEmpty)
    let lines = console.output.split(separator: "\n")
    #expect(lines.count == 10)
    var implementations: [String] = []
    var rowCounts: [Int] = []
    for line in lines {
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      for field in [
        "workload", "implementation", "rows", "nsPerDispatch", "notificationsPerDispatch",
      ] {
        #expect(object[field] != nil, "\(field) missing in \(line)")
      }
      #expect(object["workload"] as? String == "rows")
      let implementation = try #require(object["implementation"] as? String)
      #expect(
        object["notificationsPerDispatch"] as? Double == (implementation == "unchanged" ? 0 : 1))
      implementations.append(implementation)
      rowCounts.append(try #require(object["rows"] as? Int))
    }
    #expect(implementations == Self.implementations + Self.implementations)
    #expect(rowCounts == [10, 10, 10, 10, 10, 100, 100, 100, 100, 100])
  }

  @Test func rowsSetsTheRowCountsAndIsCheckedLikeWindows() async throws {
    let (status, console) = await run(["--quick", "--json", "--workload", "rows", "--rows", "3,30"])
    #expect(status == .success)
    let rows = try console.output.split(separator: "\n").map { line in
      try JSONDecoder().decode(BenchRow.self, from: Data(line.utf8))
    }
    #expect(Set(rows.compactMap(\.rows)) == [3, 30])
    let (badStatus, bad) = await run(["--quick", "--rows", "10,0"])
    #expect(badStatus == .usageError)
    #expect(
      bad.errors
        == "error: --rows must be row counts from 1 to 1000000 separated by commas, such as "
        + "100,10000, not '10,0'. See 'redux-bench --help'.\n")
  }

  @Test func theTableShowsTheRowsSectionAndItsVerdict() async {
    let (status, console) = await run(["--quick", "--workload", "rows"])
    #expect(status == .success)
    let lines = console.output.split(separator: "\n", omittingEmptySubsequences: false)
    let heading = lines.drop { !$0.hasPrefix("Rows:") }.dropFirst().first
    #expect(heading?.contains("vs select") == true && heading?.contains("vs floor") == true)
    #expect(heading?.hasSuffix("vs app-code") == true)
    #expect(
      lines.contains {
        $0.hasPrefix("  - Rows: at 100 rows, row subscriptions cost ")
          && $0.contains("× the floor (a dispatch that changes nothing ")
          && $0.contains("×, the app code with no store ")
          && $0.hasSuffix("[not judged: --quick]")
      })
  }

  @Test func profileRunsEachRowsImplementationAtTheLastRowCount() async {
    for (workload, name) in [
      ("rows", "the store"), ("rows-select", "select"), ("rows-floor", "the rows floor"),
      ("rows-app-code", "the rows app code, with no store,"),
    ] {
      let (status, console) = await run(
        ["--profile", "300", "--workload", workload, "--rows", "5,200"])
      #expect(status == .success)
      #expect(console.errors.isEmpty)
      // One subscriber call per action, whichever implementation makes it.
      #expect(
        console.output
          == "profile: 300 dispatches to \(name) with 200 rows and row subscribers, "
          + "300 subscriber calls\n")
    }
  }

  @Test func profileRunsTheUnchangedRowWithNoSubscriberCalls() async {
    let (status, console) = await run(
      ["--profile", "300", "--workload", "rows-unchanged", "--rows", "5,200"])
    #expect(status == .success)
    #expect(console.errors.isEmpty)
    // Its actions change no row, so no row subscriber hears any of them.
    #expect(
      console.output
        == "profile: 300 dispatches to the store, each action changing nothing, with 200 rows "
        + "and row subscribers, 0 subscriber calls\n")
  }
}

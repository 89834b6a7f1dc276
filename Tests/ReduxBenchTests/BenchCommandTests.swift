import Foundation
import ReduxCLIKit
import Testing

@testable import ReduxBench

@MainActor
@Suite("redux-bench")
struct BenchCommandTests {
  private func run(_ arguments: [String]) async -> (ExitCode, BufferedConsole) {
    let console = BufferedConsole()
    let status = await BenchCommand.run(
      commandLine: arguments, context: CommandContext(console: console))
    return (status, console)
  }

  private func decodeRows(_ output: String) throws -> [BenchRow] {
    try output.split(separator: "\n").map { line in
      try JSONDecoder().decode(BenchRow.self, from: Data(line.utf8))
    }
  }

  @Test func quickJSONHasEveryWorkloadAndImplementationWithTheRequiredFields() async throws {
    let (status, console) = await run(["--quick", "--json"])
    #expect(status == .success)
    #expect(console.errors.isEmpty)
    // Every line is one object, and every object has the fields machines rely on.
    for line in console.output.split(separator: "\n") {
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      for field in [
        "workload", "implementation", "windows", "nsPerDispatch", "notificationsPerDispatch",
      ] {
        #expect(object[field] != nil, "\(field) missing in \(line)")
      }
    }
    let rows = try decodeRows(console.output)
    let multiWindow = rows.filter { $0.workload == "multi-window" }
    #expect(Set(multiWindow.map(\.windows)) == [1, 4])
    for windows in [1, 4] {
      let implementations = multiWindow.filter { $0.windows == windows }.map(\.implementation)
      #expect(implementations == ["store", "baseline", "floor", "floor-uuid", "app-code"])
    }
    // Every store row carries its ratios to floor-uuid, to the app code alone and to the
    // baseline.
    for store in multiWindow where store.implementation == "store" {
      #expect(store.costOverFloorUUID != nil && store.speedupOverBaseline != nil)
      #expect(store.costOverAppCode != nil)
    }
    // The enum-action store beside the class-action store, at every window count, each with its
    // allocations counted, or said not to be.
    let enumActions = rows.filter { $0.workload == "enum" }
    #expect(enumActions.map(\.windows) == [1, 1, 4, 4])
    #expect(enumActions.map(\.implementation) == ["store", "baseline", "store", "baseline"])
    #expect(enumActions.allSatisfy { $0.allocationCounting != nil })
    #expect(enumActions.first?.speedupOverBaseline != nil)
    let keyed = rows.filter { $0.workload == "keyed-states" }
    #expect(keyed.map(\.implementation) == ["store", "baseline", "floor"])
    #expect(keyed.map(\.keys) == [50, 1, 50])
    #expect(keyed.first?.costOverFloor != nil)
    #expect(keyed.allSatisfy { $0.onlyChangedKeyListenersCalled == true })
    #expect(keyed.allSatisfy { $0.notificationsPerDispatch == 10 })
    let memory = rows.filter { $0.workload == "memory" }
    #expect(memory.map(\.implementation) == ["store"])
    #expect(memory.first?.cycles == 100)
    // Allocations are either counted, or said not to be, with no number.
    let counting = try #require(memory.first?.allocationCounting)
    if counting.hasPrefix("not counted:") {
      #expect(memory.first?.allocationsPerDispatchAt1Window == nil)
    } else {
      #expect(memory.first?.allocationsPerDispatchAt64Windows != nil)
    }
    #expect(rows.allSatisfy { $0.nsPerDispatch > 0 && $0.repetitions > 0 })
  }

  @Test func theBaselineNotifiesEverySubscriberAndTheStoreAndFloorsOnlyChangedScreens()
    async throws
  {
    let (_, console) = await run(["--quick", "--json", "--windows", "3"])
    let rows = try decodeRows(console.output).filter { $0.workload == "multi-window" }
    let byImplementation = Dictionary(uniqueKeysWithValues: rows.map { ($0.implementation, $0) })
    // 3 windows of 5 screens, one subscriber each: the wiki's store calls all 15 every time.
    #expect(byImplementation["baseline"]?.notificationsPerDispatch == 15)
    // The store, the floors and the app code alone call only subscribers whose screen changed,
    // in the action's
    // window: the tapped screen, and the screens of that window whose transient flag the action
    // reset. (That they make exactly the same calls is checked call by call before timing, and
    // by BenchFloorTests.)
    for implementation in ["store", "floor", "floor-uuid", "app-code"] {
      let row = try #require(byImplementation[implementation])
      #expect(row.notificationsPerDispatch >= 1 && row.notificationsPerDispatch <= 5)
    }
  }

  @Test func theTablePrintsEveryWorkloadTheRatioColumnsAndAVerdictPerTarget() async throws {
    let (status, console) = await run(["--quick"])
    #expect(status == .success)
    let output = console.output
    for heading in [
      "Multi-window:", "Enum actions:", "Rows:", "Batch:", "Keyed states:", "Memory:", "Targets:",
    ] {
      #expect(output.contains(heading), "\(heading) missing")
    }
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
    // The multi-window section has a column of ratios to the baseline, one to floor-uuid and one
    // to the app code alone, and each store row fills all three.
    let multiWindow = lines.drop { !$0.hasPrefix("Multi-window:") }.dropFirst()
    let heading = try #require(multiWindow.first)
    #expect(heading.contains("vs baseline") && heading.contains("vs floor-uuid"))
    #expect(heading.hasSuffix("vs app-code"))
    let storeRows = multiWindow.prefix { !$0.isEmpty }.filter { $0.hasPrefix("  store ") }
    #expect(storeRows.count == 2)
    for row in storeRows {
      #expect(row.hasSuffix("×") && (row.contains("× faster") || row.contains("× slower")))
      #expect(row.split(separator: " ").filter { $0.hasSuffix("×") }.count == 3)
    }
    let keyedHeading = lines.drop { !$0.hasPrefix("Keyed states:") }.dropFirst().first
    #expect(keyedHeading?.hasSuffix("vs floor") == true)
    let verdicts = lines.drop { !$0.hasPrefix("Targets:") }.dropFirst().filter { !$0.isEmpty }
    #expect(verdicts.count == 9)
    #expect(verdicts.last?.hasPrefix("  - Batch: ") == true)
    // A quick run measures too little to judge: no tick, no cross.
    #expect(verdicts.allSatisfy { $0.hasPrefix("  - ") })
  }

  @Test func badValuesAreOneLineUsageErrors() async {
    let cases: [([String], String)] = [
      (["--repetitions", "abc"], "--repetitions must be a whole number from 1 to 1000, not 'abc'"),
      (["--repetitions", "0"], "--repetitions must be a whole number from 1 to 1000, not '0'"),
      (["--seed", "-3"], "--seed must be a whole number from 0 to 18446744073709551615, not '-3'"),
      (
        ["--windows", "1,,4"],
        "--windows must be window counts from 1 to 4096 separated by commas, such as 1,64,256, "
          + "not '1,,4'"
      ),
      (
        ["--profile", "0"],
        "--profile must be a whole number of dispatches from 1 to 100000000, not '0'"
      ),
      (
        ["--profile", "5", "--workload", "lists"],
        "--workload must be 'windows', 'floor-uuid', 'app-code', 'enum', 'rows', "
          + "'rows-select', 'rows-floor', 'rows-unchanged', 'rows-app-code', 'batch', 'keyed' or "
          + "'keyed-floor', not 'lists'"
      ),
      (
        ["--workload", "Enum"],
        "--workload must be 'windows', 'floor-uuid', 'app-code', 'enum', 'rows', "
          + "'rows-select', 'rows-floor', 'rows-unchanged', 'rows-app-code', 'batch', 'keyed' or "
          + "'keyed-floor', not 'Enum'"
      ),
      (["--profile", "5", "--json"], "--json writes the table's rows; --profile prints no table"),
      (
        ["--profile", "5", "--repetitions", "3"],
        "--repetitions sets the timed batches; --profile times nothing"
      ),
      (
        ["--windows", "99999"],
        "--windows must be window counts from 1 to 4096 separated by commas, such as 1,64,256, "
          + "not '99999'"
      ),
    ]
    for (options, reason) in cases {
      let (status, console) = await run(["--quick"] + options)
      #expect(status == .usageError)
      #expect(console.output.isEmpty)
      #expect(console.errors == "error: \(reason). See 'redux-bench --help'.\n")
    }
  }

  @Test func profileDispatchesToTheStoreAloneAndSaysWhatRan() async {
    let (status, console) = await run(["--profile", "500", "--windows", "3,64"])
    #expect(status == .success)
    #expect(console.errors.isEmpty)
    let lines = console.output.split(separator: "\n")
    #expect(lines.count == 1)
    #expect(
      lines.first?.hasPrefix("profile: 500 dispatches to the store with 3 window(s) open, ") == true
    )
  }

  @Test func profileRunsTheKeyedStoreWhenAsked() async {
    let (status, console) = await run(["--profile", "300", "--workload", "keyed"])
    #expect(status == .success)
    #expect(console.errors.isEmpty)
    // Each dispatch changes one key, whose ten listeners are called.
    #expect(
      console.output
        == "profile: 300 dispatches to the keyed store with 50 keys and 10 listeners per key, "
        + "3000 listener calls\n")
  }

  @Test func profileRunsEachFloorWhenAsked() async {
    let (status, console) = await run(
      ["--profile", "500", "--windows", "3", "--workload", "floor-uuid"])
    #expect(status == .success)
    #expect(console.errors.isEmpty)
    #expect(
      console.output.hasPrefix("profile: 500 dispatches to floor-uuid with 3 window(s) open, "))
    let (appCodeStatus, appCodeConsole) = await run(
      ["--profile", "500", "--windows", "3", "--workload", "app-code"])
    #expect(appCodeStatus == .success)
    #expect(
      appCodeConsole.output.hasPrefix(
        "profile: 500 dispatches to app-code with 3 window(s) open, "))
    let (keyedStatus, keyedConsole) = await run(
      ["--profile", "300", "--workload", "keyed-floor"])
    #expect(keyedStatus == .success)
    // The floor calls the changed key's ten listeners, as the store does.
    #expect(
      keyedConsole.output
        == "profile: 300 dispatches to the keyed floor with 50 keys and 10 listeners per key, "
        + "3000 listener calls\n")
  }

  @Test func profileRunsTheEnumActionStoreWhenAsked() async {
    let (status, console) = await run(
      ["--profile", "500", "--windows", "3", "--workload", "enum"])
    #expect(status == .success)
    #expect(console.errors.isEmpty)
    #expect(
      console.output.hasPrefix(
        "profile: 500 dispatches to the enum-action store with 3 window(s) open, "))
  }

  @Test func workloadLimitsATableRunToThatWorkload() async throws {
    let (status, console) = await run(["--quick", "--json", "--workload", "enum"])
    #expect(status == .success)
    #expect(console.errors.isEmpty)
    let rows = try decodeRows(console.output)
    #expect(rows.count == 4)
    #expect(rows.allSatisfy { $0.workload == "enum" })
    // Each window count's two stores dispatched the same actions in the same batches, and make
    // the same subscriber calls: the same notifications per dispatch, exactly.
    for windows in [1, 4] {
      let pair = rows.filter { $0.windows == windows }
      #expect(pair.map(\.implementation) == ["store", "baseline"])
      #expect(pair.first?.notificationsPerDispatch == pair.last?.notificationsPerDispatch)
      #expect(pair.first?.dispatchesPerRepetition == pair.last?.dispatchesPerRepetition)
    }
    // A row's workload names the workload that runs: floor-uuid's is the multi-window one.
    let (_, floorUUID) = await run(["--quick", "--json", "--workload", "floor-uuid"])
    let floorRows = try decodeRows(floorUUID.output)
    #expect(Set(floorRows.map(\.workload)) == ["multi-window"])
    #expect(floorRows.count == 10)
    // The table says what it left out, and judges only what it measured.
    let (_, table) = await run(["--quick", "--workload", "enum"])
    #expect(table.output.contains("--workload enum: the enum workload only."))
    #expect(table.output.contains("\nEnum actions:") && !table.output.contains("\nMemory:"))
    #expect(table.output.contains("  - Allocations: not measured in this run"))
  }

  @Test func profileCallsTheSameSubscribersInTheStoreAndItsFloor() async {
    let arguments = ["--profile", "400", "--windows", "4", "--seed", "7"]
    let (_, store) = await run(arguments)
    let (_, floor) = await run(arguments + ["--workload", "floor-uuid"])
    let (_, appCode) = await run(arguments + ["--workload", "app-code"])
    let (_, enumActions) = await run(arguments + ["--workload", "enum"])
    // The same seeded actions reach the same screens: the same number of subscriber calls.
    let storeCalls = store.output.split(separator: ",").last
    #expect(storeCalls != nil)
    #expect(storeCalls == floor.output.split(separator: ",").last)
    #expect(storeCalls == appCode.output.split(separator: ",").last)
    #expect(storeCalls == enumActions.output.split(separator: ",").last)
  }
}

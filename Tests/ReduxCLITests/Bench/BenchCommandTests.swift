import Foundation
import ReduxCLIKit
import Testing

@MainActor
@Suite("redux-cli bench")
struct BenchCommandTests {
  private func run(_ arguments: [String]) async -> (ExitCode, BufferedConsole) {
    let console = BufferedConsole()
    let status = await RootCommand.run(arguments, context: CommandContext(console: console))
    return (status, console)
  }

  private func decodeRows(_ output: String) throws -> [BenchRow] {
    try output.split(separator: "\n").map { line in
      try JSONDecoder().decode(BenchRow.self, from: Data(line.utf8))
    }
  }

  @Test func quickJSONHasEveryWorkloadAndImplementationWithTheRequiredFields() async throws {
    let (status, console) = await run(["bench", "--quick", "--json"])
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
      #expect(implementations.sorted() == ["baseline", "floor", "store"])
    }
    let keyed = rows.filter { $0.workload == "keyed-states" }
    #expect(keyed.map(\.implementation).sorted() == ["baseline", "store"])
    #expect(keyed.map(\.keys) == [50, 1])
    #expect(keyed.allSatisfy { $0.onlyChangedKeyListenersCalled == true })
    #expect(keyed.allSatisfy { $0.notificationsPerDispatch == 10 })
    let memory = rows.filter { $0.workload == "memory" }
    #expect(memory.map(\.implementation) == ["store"])
    #expect(memory.first?.cycles == 100)
    #expect(rows.allSatisfy { $0.nsPerDispatch > 0 && $0.repetitions > 0 })
  }

  @Test func theBaselineNotifiesEverySubscriberAndTheFloorNone() async throws {
    let (_, console) = await run(["bench", "--quick", "--json", "--windows", "3"])
    let rows = try decodeRows(console.output).filter { $0.workload == "multi-window" }
    let byImplementation = Dictionary(uniqueKeysWithValues: rows.map { ($0.implementation, $0) })
    // 3 windows of 5 screens, one subscriber each: the wiki's store calls all 15 every time.
    #expect(byImplementation["baseline"]?.notificationsPerDispatch == 15)
    #expect(byImplementation["floor"]?.notificationsPerDispatch == 0)
    // The store calls only subscribers whose screen changed, in the action's window: the tapped
    // screen, and the screens of that window whose transient flag the action reset.
    let store = try #require(byImplementation["store"])
    #expect(store.notificationsPerDispatch >= 1 && store.notificationsPerDispatch <= 5)
  }

  @Test func theTablePrintsEveryWorkloadAndAVerdictPerTarget() async {
    let (status, console) = await run(["bench", "--quick"])
    #expect(status == .success)
    let output = console.output
    for heading in ["Multi-window:", "Keyed states:", "Memory:", "Targets:"] {
      #expect(output.contains(heading), "\(heading) missing")
    }
    let verdicts = output.split(separator: "\n").drop { !$0.hasPrefix("Targets:") }.dropFirst()
    #expect(verdicts.count == 5)
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
        ["--windows", "99999"],
        "--windows must be window counts from 1 to 4096 separated by commas, such as 1,64,256, "
          + "not '99999'"
      ),
    ]
    for (options, reason) in cases {
      let (status, console) = await run(["bench", "--quick"] + options)
      #expect(status == .usageError)
      #expect(console.output.isEmpty)
      #expect(console.errors == "error: \(reason). See 'redux-cli bench --help'.\n")
    }
  }
}

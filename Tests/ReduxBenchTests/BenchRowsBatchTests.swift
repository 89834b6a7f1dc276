import Foundation
import ReduxCLIKit
import Testing

@testable import ReduxBench

/// The batch workload: a batch of actions reaches each row subscriber whose row changed once,
/// and the others not at all; its row carries the issue's fields. Counts only, never timings.
@MainActor
@Suite("redux-bench: batch")
struct BenchRowsBatchTests {
  @Test func aBatchNotifiesEachChangedRowOnceAndNoOtherRow() {
    let subject = BatchStoreSubject(rows: 100, actionsPerBatch: 1_000, seed: 9)
    subject.resetNotificationCount()
    subject.dispatchNext(1)
    // Every row starts at 0 and each action bumps one: the rows shown add up to the batch.
    let changed = subject.probes.filter { ($0.shown?.value ?? 0) > 0 }
    #expect(subject.probes.reduce(0) { $0 + ($1.shown?.value ?? 0) } == 1_000)
    #expect(changed.allSatisfy { $0.received == 1 })
    #expect(subject.notificationCount == changed.count)
    #expect(subject.notificationCount <= 100)
    subject.dispatchNext(3)
    #expect(subject.probes.reduce(0) { $0 + ($1.shown?.value ?? 0) } == 4_000)
    #expect(subject.probes.allSatisfy { $0.received <= 4 })
  }

  @Test func theWorkloadRowHasTheIssuesFields() throws {
    let timer = DispatchTimer(repetitions: 2, repetitionNanoseconds: 200_000, maximumBatch: 4)
    let rows = BatchWorkload(subscribers: 20, actionsPerBatch: 50, seed: 4, timer: timer).run()
    let row = try #require(rows.first)
    #expect(rows.count == 1)
    #expect(row.workload == "batch" && row.implementation == "store")
    #expect(row.subscribers == 20 && row.actionsPerBatch == 50)
    let notifications = try #require(row.notificationsPerBatch)
    #expect(notifications >= 1 && notifications <= 20)
    // The time per action is the batch's time over its actions, to within rounding.
    let perBatch = row.nsPerDispatch
    let perAction = try #require(row.nsPerAction)
    #expect(abs(perAction * 50 - perBatch) <= perBatch * 1e-9)
  }

  @Test func quickJSONOfTheBatchWorkloadHasTheIssuesFields() async throws {
    let console = BufferedConsole()
    let status = await BenchCommand.run(
      commandLine: ["--quick", "--json", "--workload", "batch"],
      context: CommandContext(console: console))
    #expect(status == .success)
    let lines = console.output.split(separator: "\n")
    #expect(lines.count == 1)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
    for field in [
      "workload", "implementation", "actionsPerBatch", "subscribers", "notificationsPerBatch",
      "nsPerAction",
    ] {
      #expect(object[field] != nil, "\(field) missing in \(lines[0])")
    }
    #expect(object["workload"] as? String == "batch")
    #expect(object["implementation"] as? String == "store")
    #expect(object["actionsPerBatch"] as? Int == 100 && object["subscribers"] as? Int == 10)
    #expect((object["notificationsPerBatch"] as? Double ?? 11) <= 10)
  }

  @Test func profileRunsBatches() async {
    let console = BufferedConsole()
    let status = await BenchCommand.run(
      commandLine: ["--profile", "3", "--workload", "batch", "--quick"],
      context: CommandContext(console: console))
    #expect(status == .success)
    #expect(
      console.output.hasPrefix(
        "profile: 3 dispatches to the store, batches of 100 actions, with 10 rows and row "
          + "subscribers, "))
  }
}

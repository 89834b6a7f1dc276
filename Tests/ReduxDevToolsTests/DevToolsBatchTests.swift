import Foundation
import Redux
import Testing

@testable import ReduxDevTools

/// A DevTools file carries each batch action's place in its `PERFORM_ACTION` entry, beside its
/// cost, where the extension ignores it; reading the file back keeps it, checks it as a
/// recording's reader does, and renumbers a batch whose actions the file skips.
@Suite("DevTools export: a batch's places, written and read back")
struct DevToolsBatchTests {
  static let time = Date(timeIntervalSince1970: 1_700_000_000)
  static let session: [CounterActionType] = [.add(2), .name("Ada"), .name("Bob"), .add(1), .clear]

  func export(_ recording: Recording) throws -> Data {
    try DevToolsExport.data(
      recording: recording, initialState: CounterState(), reducer: CounterState.reducer,
      timestamp: Self.time)
  }

  func lifted(_ data: Data) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  func entries(_ lifted: [String: Any]) throws -> [String: [String: Any]] {
    try #require(lifted["actionsById"] as? [String: [String: Any]])
  }

  /// The export of the session, its batch at 2 to 4, changed by `change` and read back.
  func reimport(
    _ change: (inout [String: Any], inout [String: [String: Any]]) -> Void
  ) throws -> Recording {
    let recording = try CounterSessions.recording(
      Self.session, batches: InspectorBatchTests.batchOfThree)
    var lifted = try lifted(try export(recording))
    var entries = try entries(lifted)
    change(&lifted, &entries)
    lifted["actionsById"] = entries
    return try Recording(
      devToolsExport: try JSONSerialization.data(withJSONObject: lifted), file: "b.json",
      registry: CounterSessions.registry)
  }

  @Test func anEntryCarriesItsPlaceBesideItsActionNotInIt() throws {
    let recording = try CounterSessions.recording(
      Self.session, batches: InspectorBatchTests.batchOfThree)
    let entries = try entries(try lifted(try export(recording)))
    #expect(entries["2"]?["batch"] as? [Int] == [1, 3])
    #expect(entries["3"]?["batch"] as? [Int] == [2, 3])
    #expect(entries["4"]?["batch"] as? [Int] == [3, 3])
    for id in ["0", "1", "5"] { #expect(entries[id]?["batch"] == nil) }
    let action = try #require(entries["2"]?["action"] as? [String: Any])
    #expect(action["batch"] == nil)
    #expect(Set(try #require(entries["2"]).keys) == ["type", "action", "timestamp", "batch"])
  }

  @Test func aFileWithoutBatchesIsTheFileWrittenBeforeBatches() throws {
    let recording = try CounterSessions.recording(CounterSessions.mixed)
    let text = String(decoding: try export(recording), as: UTF8.self)
    #expect(!text.contains("\"batch\""))
  }

  @Test func exportThenImportKeepsEachPlace() throws {
    let recording = try CounterSessions.recording(
      Self.session, batches: InspectorBatchTests.batchOfThree)
    let imported = try Recording(
      devToolsExport: try export(recording), file: "b.json", registry: CounterSessions.registry)
    #expect(imported.actions.map(\.batch) == recording.actions.map(\.batch))
    #expect(imported.actions.compactMap(\.batch).count == 3)
  }

  @Test func aSessionThatEndedInsideABatchKeepsItsCountThroughTheFile() throws {
    let recording = try CounterSessions.recording(
      [.add(1), .add(2), .add(3)], batches: [2: "[1,3]", 3: "[2,3]"])
    let imported = try Recording(
      devToolsExport: try export(recording), file: "b.json", registry: CounterSessions.registry)
    #expect(
      imported.actions.map(\.batch) == [
        nil, BatchPlace(index: 1, count: 3), BatchPlace(index: 2, count: 3),
      ])
  }

  @Test func aBatchSomeOfWhoseActionsAreSkippedIsTheBatchOfTheOthers() throws {
    let imported = try reimport { lifted, _ in lifted["skippedActionIds"] = [3] }
    #expect(imported.actions.count == 4)
    #expect(
      imported.actions.map(\.batch) == [
        nil, BatchPlace(index: 1, count: 2), BatchPlace(index: 2, count: 2), nil,
      ])
    let wholeBatchSkipped = try reimport { lifted, _ in lifted["skippedActionIds"] = [2, 3, 4] }
    #expect(wholeBatchSkipped.actions.map(\.batch) == [nil, nil])
  }

  @Test(arguments: [[0, 3], [4, 3], [1], [1, 0]])
  func aMalformedPlaceIsRefusedNamingItsField(_ place: [Int]) throws {
    #expect {
      try reimport { _, entries in entries["3"]?["batch"] = place }
    } throws: { error in
      guard let error = error as? DevToolsImportError else { return false }
      return error.file == "b.json" && error.field == "actionsById.3.batch"
        && error.problem == BatchPlace.malformedProblem
    }
    #expect(throws: DevToolsImportError.self) {
      try reimport { _, entries in entries["3"]?["batch"] = "[2,3]" }
    }
  }

  @Test func placesThatAreNotWholeBatchesAreRefusedNamingTheField() throws {
    #expect {
      try reimport { _, entries in entries["3"]?["batch"] = nil }
    } throws: { error in
      guard let error = error as? DevToolsImportError else { return false }
      return error.field == "actionsById.3.batch"
        && error.problem.contains("[2,3] was expected here, found no batch")
    }
    #expect {
      try reimport { _, entries in entries["5"]?["batch"] = [2, 2] }
    } throws: { error in
      guard let error = error as? DevToolsImportError else { return false }
      return error.field == "actionsById.5.batch" && error.problem.contains("begins a batch")
    }
  }

  @Test func placesAreRenumberedWithoutTheSkippedActions() {
    let three = [1, 2, 3].map { Optional(BatchPlace(index: $0, count: 3)) }
    #expect(
      DevToolsBatch.renumbered([nil] + three + [nil], isSkipped: [false, false, true, false, true])
        == [nil, BatchPlace(index: 1, count: 2), BatchPlace(index: 2, count: 2)])
    // A batch the file ends inside keeps the count of its missing actions.
    #expect(
      DevToolsBatch.renumbered(Array(three.prefix(2)), isSkipped: [true, false])
        == [BatchPlace(index: 1, count: 2)])
    // However large the count it claims.
    let huge = [nil, BatchPlace(index: 1, count: .max), BatchPlace(index: 2, count: .max)]
    #expect(
      DevToolsBatch.renumbered(huge, isSkipped: [false, false, true])
        == [nil, BatchPlace(index: 1, count: .max - 1)])
  }

  @Test func aFileEndingInsideABatchOfTheLargestCountIsRead() throws {
    let imported = try reimport { _, entries in
      entries["2"]?["batch"] = [1, Int.max]
      entries["3"]?["batch"] = [2, Int.max]
      entries["4"]?["batch"] = [3, Int.max]
      entries["5"]?["batch"] = [4, Int.max]
    }
    #expect(imported.actions.last?.batch == BatchPlace(index: 4, count: .max))
  }
}

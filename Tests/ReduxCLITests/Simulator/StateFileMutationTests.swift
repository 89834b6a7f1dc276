import Foundation
import Redux
import ReduxTestSupport
import Testing

@testable import ReduxCLIKit
@testable import SampleApp

/// State files changed in ways nobody wrote a test for (`simulate --state-file`) are read, or
/// refused with a problem that says what is wrong; nothing traps. A refused file is kept aside
/// byte for byte and the session starts empty, with no subscriber called; a file that reads
/// round-trips and comes back as the windows it holds.
@Suite("simulate --state-file: mutated state files are read or refused")
struct StateFileMutationTests {
  /// How many mutated files the decoder reads: 2 500, about a second in a debug build on a
  /// loaded two-core machine.
  static let decodedCount = 2_500
  /// How many mutated files are loaded from disk into a store, and each that reads and one in
  /// eight of the others into a simulator too: 240, under a second in a debug build on a loaded
  /// two-core machine (a write, and a move aside, takes milliseconds here).
  static let loadedCount = 240

  static let window1 = "BFF833EE-8C95-45F7-BAD7-6E7CA53A3E26"
  static let window2 = "69AADA28-9B9E-4677-B469-6114DD8C327F"
  static let window3 = "C17C3326-A96A-44C6-8160-17CA5ABF7E17"

  /// The file a session of `simulate` saved: window 1 shows two todo lists, window 2 a list and
  /// the settings, window 3 was closed; the settings were changed.
  static let session =
    #"{"settings":{"backgroundColor":"blue","textColor":"black"},"version":2,"#
    + #""windowOrder":["\#(window1)","\#(window2)","\#(window3)"],"windows":{"#
    + #""closedWindows":["\#(window3)"],"formatVersion":1,"windows":[{"screens":["#
    + #"{"instance":1,"state":{"todoList":{"_0":{"isFetchingSuggestion":false,"items":["#
    + #"{"isCompleted":false,"title":"Buy milk"},{"isCompleted":true,"title":"Call Ada"}],"#
    + #""windowUUID":"\#(window1)"}}}},{"instance":8,"state":{"todoList":{"_0":{"#
    + #""isFetchingSuggestion":false,"items":[{"isCompleted":false,"title":"Post the letter"}],"#
    + #""windowUUID":"\#(window1)"}}}}],"window":"\#(window1)"},{"screens":[{"instance":2,"#
    + #""state":{"todoList":{"_0":{"isFetchingSuggestion":false,"items":[{"isCompleted":false,"#
    + #""title":"Book é🙂"}],"windowUUID":"\#(window2)"}}}},{"instance":3,"state":{"settings":{"#
    + #""_0":{"windowUUID":"\#(window2)"}}}}],"window":"\#(window2)"}]}}"#

  /// A todo file of the previous format (version 1), which is migrated.
  static let todoFile =
    #"{"version":1,"windows":[{"windowUUID":"\#(window2)","items":[{"title":"Call Ada","#
    + #""isCompleted":true}]},{"windowUUID":"\#(window1)","items":[{"title":"Buy milk","#
    + #""isCompleted":false}]}]}"#

  /// The valid files: the session compact and as the app writes it, and the todo file.
  static func bases() throws -> [String] {
    let pretty = try SessionFile.decode(Data(session.utf8)).jsonData()
    return [session, String(decoding: pretty, as: UTF8.self), todoFile]
  }

  /// What a run saw.
  struct Outcomes {
    var read = 0
    var refused = 0
  }

  @Test func mutatedStateFilesAreReadOrRefusedWithTheirProblem() throws {
    guard let seed = TestSeed.resolve(default: 0x5EED_F003) else { return }
    var mutator = InputMutator(seed: seed.value)
    let bases = try Self.bases()
    var outcomes = Outcomes()
    for index in 0..<Self.decodedCount {
      let mutated = mutator.mutate(mutator.pick(bases))
      let trial = MutationTrial(seed: seed, index: index, input: mutated)
      switch Result(catching: { () throws(TodoFileError.Problem) in
        try SessionFile.decode(Data(mutated.bytes))
      }) {
      case .success(let session):
        outcomes.read += 1
        try checkRead(session, trial)
      case .failure(let problem):
        outcomes.refused += 1
        check(problem, of: mutated, trial)
      }
    }
    #expect(outcomes.read > 0, "\(seed)")
    #expect(outcomes.refused > 0, "\(seed)")
  }

  @MainActor @Test func aRefusedFileIsKeptAsideAndTheSessionStartsEmpty() async throws {
    guard let seed = TestSeed.resolve(default: 0x5EED_F004) else { return }
    var mutator = InputMutator(seed: seed.value)
    let bases = try Self.bases()
    var outcomes = Outcomes()
    try await TemporaryDirectory.with { directory in
      let url = directory.appendingPathComponent("session.json")
      for index in 0..<Self.loadedCount {
        // The JSON mutations, which leave more files readable than cuts and stray bytes do.
        let mutated = mutator.mutate(mutator.pick(bases), kinds: InputMutation.jsonKinds)
        let trial = MutationTrial(seed: seed, index: index, input: mutated)
        try Data(mutated.bytes).write(to: url)
        let expected = try? SessionFile.decode(Data(mutated.bytes))
        let read = try loadIntoStore(from: url, expecting: expected, trial)
        if read {
          outcomes.read += 1
        } else {
          outcomes.refused += 1
        }
        if read || index % 8 == 0 {
          try Data(mutated.bytes).write(to: url)
          try await loadIntoSimulator(from: url, expecting: expected, trial)
        }
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
          try FileManager.default.removeItem(at: directory.appendingPathComponent(name))
        }
      }
    }
    #expect(outcomes.read > 0, "\(seed)")
    #expect(outcomes.refused > 0, "\(seed)")
  }

  /// Whether two sessions hold the same windows, screens, settings and window order; the
  /// instances of a migrated todo file are numbered afresh each time it is read.
  static func same(_ one: SessionFile, _ other: SessionFile) -> Bool {
    one.windowOrder == other.windowOrder && one.settings == other.settings
      && one.windows.closedWindows == other.windows.closedWindows
      && one.windows.windows.map(\.window) == other.windows.windows.map(\.window)
      && one.windows.windows.map { $0.screens.map(\.state) }
        == other.windows.windows.map { $0.screens.map(\.state) }
  }

  /// A file that reads lists each open window once in its window order, and round-trips.
  private func checkRead(_ session: SessionFile, _ trial: MutationTrial) throws {
    let order = session.windowOrder
    #expect(Set(order).count == order.count, "\(trial)")
    #expect(
      session.windows.windows.allSatisfy { order.contains($0.window) },
      "an open window missing from the window order — \(trial)")
    let again = try JSONDecoder().decode(SessionFile.self, from: session.jsonData())
    #expect(again == session, "the session does not round-trip — \(trial)")
  }

  /// A refusal says what is wrong, and where in the document when the shape is wrong.
  private func check(
    _ problem: TodoFileError.Problem, of input: MutatedInput, _ trial: MutationTrial
  ) {
    let words = SessionFileError.describe(problem)
    #expect(words.count > 10, "\(words) — \(trial)")
    switch problem {
    case .empty:
      #expect(input.bytes.isEmpty, "\(trial)")
    case .notJSON(let reason):
      #expect(!reason.isEmpty, "\(trial)")
    case .wrongShape(let reason):
      // A decoding error says where it is (`at windows.windows[0]: …`); a refusal of the
      // windows snapshot (`WindowsSnapshotError`) names the snapshot or the window instead.
      #expect(
        reason.hasPrefix("at ") || reason.contains("window"), "no place in '\(reason)' — \(trial)")
      #expect(reason.count > 5, "\(reason) — \(trial)")
    case .unsupportedVersion(let version):
      #expect(version != 1 && version != 2, "\(trial)")
    case .unreadable, .tooLarge:
      Issue.record("decoding bytes gave \(problem) — \(trial)")
    }
  }

  /// Loads the file into a store through the app's persistence: a refused file is reported,
  /// moved aside byte for byte, and restoring it changes nothing and calls no subscriber; a file
  /// that reads puts back its windows and settings.
  ///
  /// - Returns: Whether the file was read.
  @MainActor private func loadIntoStore(
    from url: URL, expecting expected: SessionFile?, _ trial: MutationTrial
  ) throws -> Bool {
    let reports = CollectedLines()
    let persistence = SessionPersistenceMiddleware(
      fileStore: SessionFileStore(fileURL: url), report: reports.append)
    let store = Store(
      state: AppState(), reducer: AppState.reducer, middlewares: [persistence.middleware])
    // The restore is dispatched even for a refused file (an empty session): a subscriber that
    // skips repeated states hears of no change.
    let heard = StateCount()
    store.subscribe(heard) { $0.select { $0 } }
    persistence.restore(into: store)
    guard let problem = persistence.loadProblem else {
      #expect(expected != nil, "the persistence read a file the decoder refuses — \(trial)")
      if let expected { #expect(Self.same(persistence.loaded, expected), "\(trial)") }
      let windows = store.state.activeScreens
      #expect(windows.windowUUIDs == persistence.loaded.windows.windows.map(\.window), "\(trial)")
      #expect(store.state.settings == persistence.loaded.settings, "\(trial)")
      return true
    }
    #expect(expected == nil, "the persistence refused a file the decoder reads — \(trial)")
    #expect(store.state == AppState(), "a refused file changed the state — \(trial)")
    #expect(heard.count == 1, "a subscriber heard a change from a refused file — \(trial)")
    #expect(reports.lines == [problem.description], "\(trial)")
    try checkKeptAside(problem, at: url, holding: trial.input.bytes, trial)
    return false
  }

  /// Starts a simulator with the file: a refused file leaves it with no window and the
  /// state of a simulator without a file.
  @MainActor private func loadIntoSimulator(
    from url: URL, expecting expected: SessionFile?, _ trial: MutationTrial
  ) async throws {
    let simulator = Simulator(stateFileURL: url)
    if let problem = simulator.stateFileProblem {
      #expect(expected == nil, "\(trial)")
      #expect(simulator.store.state == AppState(), "\(trial)")
      #expect(simulator.registry.windows.isEmpty, "\(trial)")
      try checkKeptAside(problem, at: url, holding: trial.input.bytes, trial)
    } else {
      #expect(expected != nil, "\(trial)")
      let open = expected?.windows.windows.map(\.window) ?? []
      #expect(simulator.store.state.activeScreens.windowUUIDs == open, "\(trial)")
      // The registry numbers windows in the file's window order, not the snapshot's order.
      #expect(Set(simulator.registry.openWindows.map(\.uuid)) == Set(open), "\(trial)")
    }
    await simulator.shutDown()
  }

  /// The message names the file and its problem, and the file was moved aside as it was.
  private func checkKeptAside(
    _ problem: SessionFileError, at url: URL, holding bytes: [UInt8], _ trial: MutationTrial
  ) throws {
    let path = url.standardizedFileURL.path
    #expect(
      problem.description.hasPrefix("Could not restore the session from \(problem.path): "),
      "\(problem) — \(trial)")
    guard case .unusableFile(_, _, .movedTo(let moved)) = problem else {
      Issue.record("the file was not moved aside: \(problem) — \(trial)")
      return
    }
    #expect(!FileManager.default.fileExists(atPath: path), "\(trial)")
    let kept = try Data(contentsOf: URL(fileURLWithPath: moved))
    #expect(Array(kept) == bytes, "the file kept aside is not the file — \(trial)")
  }
}

/// A subscriber to the whole app state that counts its calls.
@MainActor
private final class StateCount: StoreSubscriber {
  private(set) var count = 0

  func newState(state: AppState) {
    count += 1
  }
}

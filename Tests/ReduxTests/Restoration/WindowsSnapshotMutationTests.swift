import Foundation
import Redux
import ReduxTestSupport
import Testing

/// Windows snapshots changed in ways nobody wrote a test for are decoded, or refused with a
/// ``WindowsSnapshotError`` or a `DecodingError` (what decoding documents); nothing traps. A
/// snapshot that decodes holds only windows that can exist together, survives JSON, and
/// restores into a store as ``RestoreWindowsAction`` promises: its windows in its order, each
/// with its instances, and a second restore changes nothing.
@MainActor
@Suite("Windows snapshot: mutated snapshots are decoded or refused")
struct WindowsSnapshotMutationTests {
  /// How many mutated snapshots a run decodes: 2 500, about a second in a debug build on a
  /// loaded two-core machine.
  static let inputCount = 2_500

  static let windowA = "AAAAAAAA-0000-4000-8000-00000000000A"
  static let windowB = "BBBBBBBB-0000-4000-8000-00000000000B"
  static let windowC = "CCCCCCCC-0000-4000-8000-00000000000C"
  /// A window the store shows before each restore, which no snapshot holds.
  static let windowD = WindowUUID(uuidString: "DDDDDDDD-0000-4000-8000-00000000000D")!

  /// Window A shows two counters and notes, B shows the other screen, C was closed.
  static let compact =
    #"{"closedWindows":["\#(windowC)"],"formatVersion":1,"windows":[{"screens":["#
    + #"{"instance":3,"state":{"counter":{"_0":{"count":1,"didIncrement":false,"#
    + #""windowUUID":"\#(windowA)"}}}},{"instance":4,"state":{"notes":{"_0":{"#
    + #""didAddNote":false,"notes":["milk","é🙂 \"2%\""],"windowUUID":"\#(windowA)"}}}},"#
    + #"{"instance":5,"state":{"counter":{"_0":{"count":2,"didIncrement":false,"#
    + #""windowUUID":"\#(windowA)"}}}}],"window":"\#(windowA)"},{"screens":[{"instance":6,"#
    + #""state":{"other":{"_0":{"pings":0,"wasPinged":false,"windowUUID":"\#(windowB)"}}}}],"#
    + #""window":"\#(windowB)"}]}"#

  /// The same snapshot pretty-printed, one member a line, so that line mutations change it.
  static func prettyPrinted() throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let snapshot = try SnapshotJSON.decode(compact)
    return String(decoding: try encoder.encode(snapshot), as: UTF8.self)
  }

  /// What the run saw.
  struct Outcomes {
    var decoded = 0
    var refusedAsSnapshot = 0
    var refusedAsData = 0
  }

  @Test func mutatedSnapshotsAreDecodedOrRefused() throws {
    guard let seed = TestSeed.resolve(default: 0x5EED_F002) else { return }
    var mutator = InputMutator(seed: seed.value)
    let bases = [Self.compact, try Self.prettyPrinted()]
    #expect(try SnapshotJSON.decode(bases[1]) == SnapshotJSON.decode(bases[0]))
    var outcomes = Outcomes()
    for index in 0..<Self.inputCount {
      let mutated = mutator.mutate(mutator.pick(bases))
      let trial = MutationTrial(seed: seed, index: index, input: mutated)
      do {
        let snapshot = try JSONDecoder().decode(
          WindowsSnapshot<TestScreenState>.self, from: Data(mutated.bytes))
        outcomes.decoded += 1
        checkConsistency(of: snapshot, trial)
        try checkRoundTrip(of: snapshot, trial)
        checkRestore(of: snapshot, trial)
      } catch let error as WindowsSnapshotError {
        outcomes.refusedAsSnapshot += 1
        #expect(error.description.count > 20, "\(error) — \(trial)")
      } catch let error as DecodingError {
        outcomes.refusedAsData += 1
        check(error, trial)
      } catch {
        Issue.record("decoding threw \(type(of: error)): \(error) — \(trial)")
      }
    }
    #expect(outcomes.decoded > 0, "\(seed)")
    #expect(outcomes.refusedAsSnapshot > 0, "\(seed)")
    #expect(outcomes.refusedAsData > 0, "\(seed)")
    // No mutated instance number moved the numbering near its end.
    #expect(ScreenInstanceID().number < UInt64(1) << 61, "\(seed)")
  }

  /// A decoding error says what is wrong, and where when it is not the whole document.
  private func check(_ error: DecodingError, _ trial: MutationTrial) {
    switch error {
    case .dataCorrupted(let context), .keyNotFound(_, let context),
      .typeMismatch(_, let context), .valueNotFound(_, let context):
      #expect(!context.debugDescription.isEmpty, "\(error) — \(trial)")
    @unknown default:
      Issue.record("an unknown DecodingError: \(error) — \(trial)")
    }
    #expect(!String(describing: error).isEmpty, "\(trial)")
  }

  /// What decoding promises of the windows it lets through.
  private func checkConsistency(
    of snapshot: WindowsSnapshot<TestScreenState>, _ trial: MutationTrial
  ) {
    let open = snapshot.windows.map(\.window)
    let instances = snapshot.windows.flatMap(\.screens).map(\.instance)
    #expect(Set(open).count == open.count, "a window listed twice — \(trial)")
    #expect(Set(instances).count == instances.count, "an instance listed twice — \(trial)")
    #expect(Set(open).isDisjoint(with: snapshot.closedWindows), "open and closed — \(trial)")
    #expect(!(open + snapshot.closedWindows).contains(.unavailable), "\(trial)")
    for window in snapshot.windows {
      for screen in window.screens {
        #expect(
          screen.state.windowUUID == nil || screen.state.windowUUID == window.window,
          "a screen of another window — \(trial)")
      }
    }
  }

  /// A decoded snapshot encodes and decodes back to itself.
  private func checkRoundTrip(
    of snapshot: WindowsSnapshot<TestScreenState>, _ trial: MutationTrial
  ) throws {
    let data = try SnapshotJSON.encode(snapshot)
    let decoded = try JSONDecoder().decode(WindowsSnapshot<TestScreenState>.self, from: data)
    #expect(decoded == snapshot, "the snapshot does not round-trip — \(trial)")
  }

  /// Restores the snapshot into a store showing window D: the store then shows the snapshot's
  /// windows in its order with their instances, D is closed, and restoring again changes
  /// neither the state nor what a subscriber heard.
  private func checkRestore(
    of snapshot: WindowsSnapshot<TestScreenState>, _ trial: MutationTrial
  ) {
    let store = Store(state: TestAppState(), reducer: TestAppState.reducer)
    store.dispatch(.showScreen(.counter, in: Self.windowD))
    let windows = RecordingSubscriber<[WindowUUID]>()
    store.subscribe(windows) { $0.select(\.activeScreens.windowUUIDs) }
    store.dispatch(RestoreWindowsAction(snapshot))
    let screens = store.state.activeScreens
    #expect(screens.windowUUIDs == snapshot.windows.map(\.window), "\(trial)")
    #expect(screens.isClosed(Self.windowD), "\(trial)")
    for window in snapshot.windows {
      #expect(
        screens.screens(in: window.window) == window.screens.map(\.state), "\(trial)")
      #expect(
        screens.snapshot().windows.first { $0.window == window.window }?.screens.map(\.instance)
          == window.screens.map(\.instance), "\(trial)")
    }
    let once = store.state
    let heard = windows.received.count
    store.dispatch(RestoreWindowsAction(snapshot))
    #expect(store.state == once, "a second restore changed the state — \(trial)")
    #expect(windows.received.count == heard, "\(trial)")
  }
}

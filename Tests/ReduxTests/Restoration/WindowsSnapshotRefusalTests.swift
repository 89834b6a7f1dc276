import Foundation
import Redux
import Testing

/// A snapshot read from a file is outside data: every inconsistency is refused with a clear
/// error, and nothing traps.
@Suite("Windows snapshot: refusing bad data")
struct WindowsSnapshotRefusalTests {
  let windowA = WindowUUID()
  let windowB = WindowUUID()

  func window(_ window: WindowUUID, _ screens: String...) -> String {
    "{\"window\":\"\(window.uuidString)\",\"screens\":[\(screens.joined(separator: ","))]}"
  }

  func refusal(_ text: String) -> WindowsSnapshotError? {
    do {
      _ = try SnapshotJSON.decode(text)
      return nil
    } catch {
      return error as? WindowsSnapshotError
    }
  }

  @Test func aWellFormedSnapshotIsAccepted() throws {
    let text = SnapshotJSON.text(
      windows: "[\(window(windowA, SnapshotJSON.counter(5, of: windowA)))]")
    let snapshot = try SnapshotJSON.decode(text)
    #expect(snapshot.windows.count == 1)
  }

  @Test func aNewerOrUnknownOrMissingFormatVersionIsRefused() {
    let windows = "[\(window(windowA, SnapshotJSON.counter(5, of: windowA)))]"
    let newer = refusal(SnapshotJSON.text(version: "\"formatVersion\":2,", windows: windows))
    #expect(newer == .unsupportedFormatVersion(found: 2, supported: 1))
    #expect(newer?.description.contains("newer than the one this build reads (1)") == true)
    let unknown = refusal(SnapshotJSON.text(version: "\"formatVersion\":0,", windows: windows))
    #expect(unknown == .unsupportedFormatVersion(found: 0, supported: 1))
    #expect(refusal(SnapshotJSON.text(version: "", windows: windows)) == .missingFormatVersion)
  }

  @Test func aWindowListedTwiceOrBothOpenAndClosedIsRefused() {
    let twice = SnapshotJSON.text(
      windows: "[\(window(windowA, SnapshotJSON.counter(5, of: windowA))),\(window(windowA))]")
    #expect(refusal(twice) == .duplicateWindow(windowA))
    let openAndClosed = SnapshotJSON.text(
      windows: "[\(window(windowA))]", closed: "[\"\(windowA.uuidString)\"]")
    #expect(refusal(openAndClosed) == .windowOpenAndClosed(windowA))
    let closedTwice = SnapshotJSON.text(
      windows: "[]", closed: "[\"\(windowB.uuidString)\",\"\(windowB.uuidString)\"]")
    #expect(refusal(closedTwice) == .duplicateWindow(windowB))
    let everyWindow = SnapshotJSON.text(windows: "[\(window(.unavailable))]")
    #expect(refusal(everyWindow) == .notAWindow(.unavailable))
  }

  @Test func anInstanceListedTwiceInOneWindowOrInTwoIsRefused() throws {
    let inOne = SnapshotJSON.text(
      windows:
        "[\(window(windowA, SnapshotJSON.counter(7, of: windowA), SnapshotJSON.counter(7, of: windowA)))]"
    )
    let error = try #require(refusal(inOne))
    #expect(error == .duplicateInstance(try SnapshotJSON.instance(7)))
    #expect(
      error.description == "screen instance #7 is listed more than once in the windows snapshot")
    let inTwo = SnapshotJSON.text(
      windows: "[\(window(windowA, SnapshotJSON.counter(8, of: windowA))),"
        + "\(window(windowB, SnapshotJSON.counter(8, of: windowB)))]")
    #expect(refusal(inTwo) == .duplicateInstance(try SnapshotJSON.instance(8)))
  }

  @Test func aScreenStateOfAnotherWindowIsRefused() {
    let text = SnapshotJSON.text(
      windows: "[\(window(windowA, SnapshotJSON.counter(9, of: windowB)))]")
    #expect(refusal(text) == .screenOfAnotherWindow(window: windowA, stateWindow: windowB))
  }

  @Test func instanceNumbersOutsideTheRangeAreRefusedWithoutMovingTheNumbering() {
    for number in ["0", "\(UInt64.max)", "\((UInt64(1) << 62) + 1)", "-1", "1.5", "\"7\""] {
      let text = SnapshotJSON.text(
        windows: "[{\"window\":\"\(windowA.uuidString)\",\"screens\":[{\"instance\":\(number),"
          + "\"state\":{\"counter\":{\"_0\":{\"windowUUID\":\"\(windowA.uuidString)\","
          + "\"count\":0,\"didIncrement\":false}}}}]}]")
      #expect(throws: DecodingError.self, "instance \(number)") {
        try SnapshotJSON.decode(text)
      }
    }
    // The numbering was not pushed to the end of its range.
    #expect(ScreenInstanceID().number < UInt64(1) << 61)
  }

  @Test func dataOfAnotherShapeIsADecodingError() {
    for text in [
      "[]", "{\"formatVersion\":1}", "{\"formatVersion\":\"1\",\"windows\":[]}",
      SnapshotJSON.text(windows: "[{\"window\":\"not a uuid\",\"screens\":[]}]"),
      SnapshotJSON.text(
        windows: "[\(window(windowA, "{\"instance\":3,\"state\":{\"nope\":{}}}"))]"),
    ] {
      #expect(throws: DecodingError.self, "\(text)") { try SnapshotJSON.decode(text) }
    }
  }

  @Test func anAppThatShowedOneInstanceInTwoWindowsGetsASnapshotThatDecodingRefuses() throws {
    var state = ActiveScreensState<TestScreenState>()
    let shared = ScreenInstanceID()
    state.reduce(.show(.counter, instance: shared, in: windowA))
    state.reduce(.show(.counter, instance: shared, in: windowB))
    // Taking the snapshot does not trap; reading it back is refused.
    let snapshot = state.snapshot()
    #expect(snapshot.windows.count == 2)
    let data = try SnapshotJSON.encode(snapshot)
    #expect(throws: WindowsSnapshotError.duplicateInstance(shared)) {
      try JSONDecoder().decode(WindowsSnapshot<TestScreenState>.self, from: data)
    }
  }

  @Test func aSnapshotMadeByHandIsCheckedAsADecodedOneIs() throws {
    let instance = ScreenInstanceID()
    let screen = WindowsSnapshot<TestScreenState>.Screen(
      instance: instance, state: .counter(CounterScreenState(windowUUID: windowA)))
    #expect(throws: WindowsSnapshotError.duplicateInstance(instance)) {
      _ = try WindowsSnapshot(
        windows: [.init(window: windowA, screens: [screen]), .init(window: windowB, screens: [])],
        closedWindows: [])
      _ = try WindowsSnapshot(
        windows: [.init(window: windowA, screens: [screen, screen])], closedWindows: [])
    }
  }
}

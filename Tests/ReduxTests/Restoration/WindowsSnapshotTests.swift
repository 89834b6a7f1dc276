import Foundation
import Redux
import Testing

@Suite("Windows snapshot: taking it, encoding it and putting it back")
struct WindowsSnapshotTests {
  let windowA = WindowUUID()
  let windowB = WindowUUID()
  let windowC = WindowUUID()

  /// Window A shows a counter, notes and a second counter; B shows notes; C was closed. Every
  /// screen that an action reached has its transient flag set.
  func makeState() -> (ActiveScreensState<TestScreenState>, second: ScreenInstanceID) {
    var state = ActiveScreensState<TestScreenState>()
    state.reduce(.showScreen(.counter, in: windowA))
    state.reduce(.showScreen(.notes, in: windowA))
    let second = ScreenInstanceID()
    state.reduce(.show(.counter, instance: second, in: windowA))
    state.reduce(.showScreen(.notes, in: windowB))
    state.reduce(.showScreen(.other, in: windowC))
    state.reduce(.closeWindow(windowC))
    state.reduce(.increment(in: windowA))
    state.reduce(.increment(in: windowA, instance: second))
    state.reduce(.increment(in: windowA, instance: second))
    state.reduce(.addNote("milk", in: windowB))
    return (state, second)
  }

  @Test func aSnapshotHoldsTheOpenWindowsInOrderWithInstancesAndLastingStateOnly() throws {
    let (state, second) = makeState()
    #expect(state.screens(in: windowB).first?.isTransientFlagSet == true)
    let snapshot = state.snapshot()
    #expect(snapshot.windows.map(\.window) == [windowA, windowB])
    #expect(snapshot.closedWindows == [windowC])
    let screensOfA = snapshot.windows[0].screens
    #expect(screensOfA.map(\.state.associatedAppScreen) == [.counter, .notes, .counter])
    #expect(
      screensOfA.map(\.instance) == state.instances(of: .counter, in: windowA).prefix(1)
        + state.instances(of: .notes, in: windowA) + [second])
    #expect(screensOfA[0].state == .counter(CounterScreenState(windowUUID: windowA, count: 1)))
    #expect(screensOfA[2].state == .counter(CounterScreenState(windowUUID: windowA, count: 2)))
    let notesOfB = try #require(snapshot.windows[1].screens.first)
    #expect(notesOfB.state == .notes(NotesScreenState(windowUUID: windowB, notes: ["milk"])))
    #expect(snapshot.windows.flatMap(\.screens).allSatisfy { !$0.state.isTransientFlagSet })
  }

  @Test func aSnapshotDescribesItsWindowsAndScreensInALine() throws {
    let (state, _) = makeState()
    #expect(
      "\(state.snapshot())"
        == "2 windows (\(windowA.shortDescription): counter, notes, counter; "
        + "\(windowB.shortDescription): notes), 1 closed")
    #expect("\(ActiveScreensState<TestScreenState>().snapshot())" == "0 windows, none closed")
    // An action that restores one prints it the same way, not its every state.
    let restore = Action.restore(state.snapshot())
    #expect(
      restore.payloadFields.map(\.value) == [
        "2 windows (\(windowA.shortDescription): counter, notes, counter; "
          + "\(windowB.shortDescription): notes), 1 closed"
      ])
  }

  @Test func aSnapshotSurvivesJSONAndRestoresTheSameWindowsAndInstances() throws {
    let (state, second) = makeState()
    let snapshot = state.snapshot()
    let data = try SnapshotJSON.encode(snapshot)
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.hasPrefix("{\"closedWindows\":[\"\(windowC.uuidString)\"],\"formatVersion\":1,"))
    let decoded = try JSONDecoder().decode(WindowsSnapshot<TestScreenState>.self, from: data)
    #expect(decoded == snapshot)

    var restored = ActiveScreensState<TestScreenState>()
    restored.reduce(.restore(decoded))
    #expect(restored.windowUUIDs == [windowA, windowB])
    #expect(restored.isClosed(windowC))
    #expect(
      restored.instances(of: .counter, in: windowA) == state.instances(of: .counter, in: windowA))
    #expect(restored.count(of: second, in: windowA) == 2)
    #expect(restored.snapshot() == snapshot)
    // The second counter is still an instance of its own: actions aimed at it reach it alone.
    restored.reduce(.increment(in: windowA, instance: second))
    #expect(restored.count(of: second, in: windowA) == 3)
    let first = restored.instances(of: .counter, in: windowA)[0]
    #expect(restored.count(of: first, in: windowA) == 1)
  }

  @Test func decodingMovesTheInstanceNumberingPastTheRestoredInstances() throws {
    let window = WindowUUID()
    let far = ScreenInstanceID().number + 1_000_000
    let snapshot = try SnapshotJSON.decode(
      SnapshotJSON.text(
        windows: "[{\"window\":\"\(window.uuidString)\",\"screens\":["
          + SnapshotJSON.counter(far, of: window) + "]}]"))
    #expect(snapshot.windows[0].screens[0].instance.number == far)
    let later = ScreenInstanceID()
    #expect(later.number > far)
    // A screen shown after the restore, without an instance, is numbered after it too.
    var state = ActiveScreensState<TestScreenState>()
    state.reduce(.restore(snapshot))
    state.reduce(.showScreen(.notes, in: window))
    let notes = state.instances(of: .notes, in: window)
    #expect(notes.count == 1)
    #expect(notes.allSatisfy { $0.number > far })
  }

  @Test func restoringPutsBackScreensInTheirOrderAndTheWindowsInTheSnapshotsOrder() {
    var source = ActiveScreensState<TestScreenState>()
    source.reduce(.showScreen(.other, in: windowB))
    source.reduce(.showScreen(.notes, in: windowA))
    source.reduce(.showScreen(.counter, in: windowA))
    let snapshot = source.snapshot()

    var target = ActiveScreensState<TestScreenState>()
    target.reduce(.showScreen(.counter, in: windowA))
    target.reduce(.showScreen(.counter, in: windowB))
    target.reduce(.restore(snapshot))
    #expect(target.windowUUIDs == [windowB, windowA])
    #expect(target.screens(in: windowA).map(\.associatedAppScreen) == [.notes, .counter])
    #expect(target.screens(in: windowB).map(\.associatedAppScreen) == [.other])
    #expect(target == source)
  }
}

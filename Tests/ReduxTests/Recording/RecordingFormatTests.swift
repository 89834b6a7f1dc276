import Foundation
import ReduxTestSupport
import Testing

@testable import Redux

@MainActor
@Suite("Recording: the lines a recorder writes")
struct RecordingFormatTests {
  private let first = BoardWindows.first
  private let second = BoardWindows.second

  @Test func theHeaderThenOneLinePerActionInTheOrderTheStoreProcessedThem() async throws {
    let (file, recorder, store) = try BoardRecording.start(headerHoldsState: true)
    defer { file.cleanUp() }
    store.dispatch(
      BoardScreenAction(windowUUID: first, actionType: ScreenActionType.showScreen, screen: .notes))
    store.dispatch(NoteAction(windowUUID: first, actionType: .add("Milk \"2%\"")))
    store.dispatch(StampAction(windowUUID: first, stamp: 7))
    try await recorder.finish()

    let w1 = first.uuidString
    #expect(
      try file.lines() == [
        #"{"formatVersion":1,"app":"Board","initialState":{"activeScreens":{"closedWindows":[],"windows":[]},"added":0}}"#,
        #"{"position":1,"time":"2026-11-28T17:30:05.250Z","window":"\#(w1)","action":"ScreenAction<BoardScreen>","type":"ScreenActionType.showScreen","payload":{"actionType":{"showScreen":{}},"screen":"notes"}}"#,
        #"{"position":2,"time":"2026-11-28T17:30:05.250Z","window":"\#(w1)","action":"NoteAction","type":"NoteActionType.add","payload":{"add":{"_0":"Milk \"2%\""}}}"#,
        #"{"position":3,"time":"2026-11-28T17:30:05.250Z","window":"\#(w1)","action":"StampAction","type":"StampActionType.stamp","payload":{"stamp":7}}"#,
      ])
  }

  @Test func actionsThatCannotBeRecordedAreNamedWithTheReason() async throws {
    let (file, recorder, store) = try BoardRecording.start()
    defer { file.cleanUp() }
    store.dispatch(Action(windowUUID: .unavailable, actionType: PingActionType.ping))
    store.dispatch(StrayAction(windowUUID: second, actionType: .clear))
    try await recorder.finish()

    #expect(
      try file.lines() == [
        #"{"formatVersion":1,"app":"Board"}"#,
        #"{"position":1,"time":"2026-11-28T17:30:05.250Z","window":"00000000-0000-0000-0000-000000000000","unrecordable":"Action","type":"PingActionType.ping","reason":"Action is not a CustomRecordableAction"}"#,
        #"{"position":2,"time":"2026-11-28T17:30:05.250Z","window":"\#(second.uuidString)","unrecordable":"StrayAction","type":"NoteActionType.clear","reason":"StrayAction is not in the ActionRegistry"}"#,
      ])
  }

  @Test func anActionAimedAtAScreenInstanceCarriesItsNumber() async throws {
    let (file, recorder, store) = try BoardRecording.start()
    defer { file.cleanUp() }
    let instance = ScreenInstanceID()
    store.dispatch(
      ScreenAction<BoardScreen>(
        windowUUID: first, actionType: .showScreen, screen: .notes, instance: instance))
    try await recorder.finish()

    let lines = try file.lines()
    #expect(lines.count == 2)
    #expect(
      lines.last
        == #"{"position":1,"time":"2026-11-28T17:30:05.250Z","window":"\#(first.uuidString)","instance":\#(instance.number),"action":"ScreenAction<BoardScreen>","type":"ScreenActionType.showScreen","payload":{"actionType":{"showScreen":{}},"screen":"notes"}}"#
    )
  }

  @Test func anInstanceActionOfAClassThatCannotTakeItBackIsNamedUnrecordable() async throws {
    let (file, recorder, store) = try BoardRecording.start()
    defer { file.cleanUp() }
    let instance = ScreenInstanceID()
    store.dispatch(NoteAction(windowUUID: first, screenInstance: instance, actionType: .clear))
    try await recorder.finish()

    let lines = try file.lines()
    #expect(lines.count == 2)
    #expect(
      lines.last
        == #"{"position":1,"time":"2026-11-28T17:30:05.250Z","window":"\#(first.uuidString)","unrecordable":"NoteAction","type":"NoteActionType.clear","reason":"it is aimed at screen instance \#(instance) and NoteAction is not an InstanceRecordableAction"}"#
    )
  }

  @Test func actionsDispatchedByMiddlewaresAreRecordedWhereTheStoreProcessedThem() async throws {
    let dispatcher = StoreDispatcher()
    // A middleware placed before the recorder, which answers every note with a stamp.
    let stamper: Middleware<BoardState> = { _, action in
      if case .add? = action.actionType(as: NoteActionType.self) {
        dispatcher.dispatch(StampAction(windowUUID: action.windowUUID, stamp: 1))
      }
    }
    let (file, recorder, store) = try BoardRecording.start(before: [stamper])
    defer { file.cleanUp() }
    dispatcher.connect(to: store)
    store.dispatch(NoteAction(windowUUID: first, actionType: .add("a")))
    store.dispatch(NoteAction(windowUUID: first, actionType: .clear))
    try await recorder.finish()

    let recording = try Recording(contentsOf: file.url, registry: .board)
    #expect(recording.actions.map(\.name) == ["NoteAction", "StampAction", "NoteAction"])
    #expect(recording.actions.map(\.position) == [1, 2, 3])
  }

  @Test func recordedActionsAreMadeAgainWithTheirWindowAndPayload() throws {
    let text = """
      {"formatVersion":1,"app":"Board"}
      {"position":1,"window":"\(first.uuidString)","action":"NoteAction","type":"NoteActionType.add","payload":{"add":{"_0":"Milk"}}}
      {"position":2,"window":"00000000-0000-0000-0000-000000000000","action":"StampAction","payload":{"stamp":3}}
      """
    let recording = try Recording(text: text, file: "board.jsonl", registry: .board)
    #expect(recording.header.app == "Board")
    #expect(recording.header.formatVersion == 1)
    #expect(!recording.header.hasInitialState)
    let note = try #require(recording.actions[0].makeAction() as? NoteAction)
    #expect(note.windowUUID == first)
    #expect(note.actionType(as: NoteActionType.self) == .add("Milk"))
    let stamp = try #require(recording.actions[1].makeAction() as? StampAction)
    #expect(stamp.windowUUID == .unavailable)
    #expect(stamp.stamp == 3)
    #expect(recording.actions[0].typeDescription == "NoteActionType.add")
    #expect(recording.actions[1].typeDescription == nil)
  }

  @Test func theWindowAndScreenActionsOfTheFrameworkRoundTrip() throws {
    let file = "frame.jsonl"
    let actions: [Action] = [
      WindowAction(windowUUID: first, actionType: .openWindow),
      BoardScreenAction(windowUUID: first, actionType: .showScreen, screen: .notes),
      BoardScreenAction(windowUUID: first, actionType: .closeScreen, screen: .notes),
      WindowAction(windowUUID: first, actionType: .closeWindow),
    ]
    let lines = actions.enumerated().map { offset, action in
      String(
        decoding: RecordingLines.line(
          position: offset + 1, RecordingEntry(action, registry: .board, time: Date())),
        as: UTF8.self)
    }
    let text = ([#"{"formatVersion":1,"app":"Board"}"# + "\n"] + lines).joined()
    let recording = try Recording(text: text, file: file, registry: .board)
    let again = recording.actions.compactMap { $0.makeAction() }
    #expect(again.map(\.description) == actions.map(\.description))
  }

  @Test func eachActionsTimeIsReadBackAndALineWithoutOneStillReads() throws {
    let text = """
      {"formatVersion":1,"app":"Board"}
      {"position":1,"time":"2026-11-28T17:30:05.250Z","window":"\(first.uuidString)","action":"StampAction","payload":{"stamp":1}}
      {"position":2,"time":"2026-11-28T17:30:06Z","window":"\(first.uuidString)","action":"StampAction","payload":{"stamp":2}}
      {"position":3,"window":"\(first.uuidString)","action":"StampAction","payload":{"stamp":3}}
      """
    let recording = try Recording(text: text, file: "times.jsonl", registry: .board)
    #expect(
      recording.actions.map(\.time) == [
        RecordingClock.fixed, Date(timeIntervalSince1970: 1_795_887_006), nil,
      ])
  }

  @Test(arguments: ["yesterday", "2026-13-01T00:00:00Z", ""])
  func aTimeThatIsNotOneIsRefusedNamingItsLine(time: String) {
    let text = """
      {"formatVersion":1,"app":"Board"}
      {"position":1,"time":"\(time)","window":"\(first.uuidString)","action":"StampAction","payload":{"stamp":1}}
      """
    #expect {
      try Recording(text: text, file: "times.jsonl", registry: .board)
    } throws: { error in
      guard case .malformedLine(_, let line, let problem)? = error as? RecordingError else {
        return false
      }
      return line == 2 && problem.contains("not an ISO 8601 date and time")
    }
  }
}

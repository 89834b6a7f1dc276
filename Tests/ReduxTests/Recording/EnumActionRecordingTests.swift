import Foundation
import Redux
import ReduxTestSupport
import Testing

/// An enum action renamed from `MemoAction`, which keeps the name its lines were recorded under.
enum RenamedMemoAction: ModernAction, Equatable, Codable {
  static let recordingName = "MemoAction"

  case jot(String)
  case strike(index: Int)
  case wipe
}

@MainActor
@Suite("Recording: enum actions, registered once")
struct EnumActionRecordingTests {
  private let first = BoardWindows.first
  private let second = BoardWindows.second

  /// Records a session of the board that mixes class and enum actions in two windows and for
  /// every window, with a middleware that answers a `wipe` with a stamp and a note with a memo,
  /// and a window closed; returns the store's final state and the file.
  private func recordMixedSession() async throws -> (BoardState, TemporaryRecordingFile) {
    let dispatcher = StoreDispatcher()
    let echo: Middleware<BoardState> = { _, action in
      if action.actionType(as: MemoAction.self) == .wipe {
        dispatcher.dispatch(StampAction(windowUUID: action.windowUUID, stamp: 9))
      }
      if case .add(let text)? = action.actionType(as: NoteActionType.self) {
        dispatcher.dispatch(MemoAction.jot("re \(text)"), forWindowUUID: action.windowUUID)
      }
    }
    let (file, recorder, store) = try BoardRecording.start(
      registry: .memoBoard, headerHoldsState: true, after: [echo])
    dispatcher.connect(to: store)
    for window in [first, second] {
      store.dispatch(BoardScreenAction(windowUUID: window, actionType: .showScreen, screen: .notes))
    }
    store.dispatch(MemoAction.jot("a"), forWindowUUID: first)
    store.dispatch(NoteAction(windowUUID: second, actionType: .add("b")))
    store.dispatch(MemoAction.strike(index: 0), forWindowUUID: second)
    store.dispatch(MemoAction.jot("all"), forWindowUUID: .unavailable)
    store.dispatch(MemoAction.wipe, forWindowUUID: first)
    store.dispatch(MemoAction.jot("c"), forWindowUUID: first)
    store.dispatch(WindowAction(windowUUID: second, actionType: .closeWindow))
    store.dispatch(MemoAction.jot("ignored"), forWindowUUID: second)
    try await recorder.finish()
    return (store.state, file)
  }

  @Test func aMixedSessionReplaysToTheStateItReached() async throws {
    let (final, file) = try await recordMixedSession()
    defer { file.cleanUp() }
    let recording = try Recording(contentsOf: file.url, registry: .memoBoard)
    let replayed = try recording.replay(
      from: recording.initialState(as: BoardState.self), reducer: BoardState.reducer)
    #expect(replayed == final)
    #expect(
      replayed.activeScreens.screens(in: first) == [
        .notes(NotesState(windowUUID: first, notes: ["stamp 9", "memo c"]))
      ])
    #expect(
      recording.actions.map(\.name) == [
        "ScreenAction<BoardScreen>", "ScreenAction<BoardScreen>", "MemoAction", "NoteAction",
        "MemoAction", "MemoAction", "MemoAction", "MemoAction", "StampAction", "MemoAction",
        "WindowAction", "MemoAction",
      ])
    #expect(recording.actions.filter(\.isModernAction).count == 7)
    #expect(recording.actions[4].typeDescription == "MemoAction.jot")
    // An enum action is made again as the store carried it: a plain `Action` holding the enum.
    let made = try #require(recording.actions[4].makeAction())
    #expect(type(of: made) == Action.self)
    #expect(made.windowUUID == second)
    #expect(made.modernAction as? MemoAction == .jot("re b"))
  }

  @Test func anEnumActionsLineHasTheFieldsOfAClassActionsLine() async throws {
    let (file, recorder, store) = try BoardRecording.start(registry: .memoBoard)
    defer { file.cleanUp() }
    let instance = ScreenInstanceID()
    store.dispatch(NoteAction(windowUUID: first, actionType: .add("Milk")))
    store.dispatch(MemoAction.jot("Milk"), forWindowUUID: first)
    store.dispatch(MemoAction.wipe, forWindowUUID: .unavailable)
    store.dispatch(
      Action(windowUUID: first, screenInstance: instance, actionType: MemoAction.strike(index: 0)))
    try await recorder.finish()

    let start = #"{"position":"#
    let time = #","time":"\#(RecordingClock.fixedText)","#
    let w1 = #""window":"\#(first.uuidString)","#
    let all = #""window":"00000000-0000-0000-0000-000000000000","#
    #expect(
      try file.lines() == [
        BoardRecording.header,
        start + "1" + time + w1
          + #""action":"NoteAction","type":"NoteActionType.add","payload":{"add":{"_0":"Milk"}}}"#,
        start + "2" + time + w1
          + #""action":"MemoAction","type":"MemoAction.jot","payload":{"jot":{"_0":"Milk"}}}"#,
        start + "3" + time + all
          + #""action":"MemoAction","type":"MemoAction.wipe","payload":{"wipe":{}}}"#,
        start + "4" + time + w1 + #""instance":\#(instance.number),"#
          + #""action":"MemoAction","type":"MemoAction.strike","payload":{"strike":{"index":0}}}"#,
      ])
    let recording = try Recording(contentsOf: file.url, registry: .memoBoard)
    let aimed = try #require(recording.actions.last?.makeAction())
    #expect(aimed.screenInstance == instance)
    #expect(aimed.modernAction as? MemoAction == .strike(index: 0))
  }

  @Test func enumActionsThatCannotBeRecordedAreNamedWithTheReason() async throws {
    let (file, recorder, store) = try BoardRecording.start(registry: .memoBoard)
    defer { file.cleanUp() }
    store.dispatch(StrayMemoAction.jot("x"), forWindowUUID: first)
    store.dispatch(PlainMemoAction.jot("x"), forWindowUUID: first)
    try await recorder.finish()

    let prefix = #","time":"\#(RecordingClock.fixedText)","window":"\#(first.uuidString)","#
    #expect(
      try file.lines() == [
        BoardRecording.header,
        #"{"position":1"# + prefix
          + #""unrecordable":"StrayMemoAction","type":"StrayMemoAction.jot","#
          + #""reason":"StrayMemoAction is not in the ActionRegistry"}"#,
        #"{"position":2"# + prefix
          + #""unrecordable":"PlainMemoAction","type":"PlainMemoAction.jot","#
          + #""reason":"PlainMemoAction is not Codable"}"#,
      ])
  }

  @Test func aRenamedEnumThatKeepsItsNameKeepsItsLines() async throws {
    let line =
      #"{"position":1,"window":"\#(first.uuidString)","action":"MemoAction","type":"MemoAction.jot","payload":{"jot":{"_0":"x"}}}"#
    let registry = ActionRegistry(modernActions: [RenamedMemoAction.self])
    #expect(registry.names == ["MemoAction"])
    let recording = try Recording(
      text: BoardRecording.text([line]), file: "old.jsonl", registry: registry)
    #expect(recording.actions.first?.makeAction()?.modernAction as? RenamedMemoAction == .jot("x"))

    // And it writes them as the type of its old name did.
    let (file, recorder, store) = try BoardRecording.start(registry: registry)
    defer { file.cleanUp() }
    store.dispatch(RenamedMemoAction.jot("x"), forWindowUUID: first)
    try await recorder.finish()
    #expect(
      try file.lines().last
        == line.replacingOccurrences(
          of: #""window""#, with: #""time":"\#(RecordingClock.fixedText)","window""#))
  }

  @Test func registeringAnEnumOnceRecordsEveryCase() {
    var registry = ActionRegistry()
    #expect(!registry.contains(MemoAction.self))
    registry.register(MemoAction.self)
    registry.register(MemoAction.self)
    #expect(registry.names == ["MemoAction"])
    #expect(registry.contains(MemoAction.self))
    #expect(!registry.contains(RenamedMemoAction.self))
    #expect(ActionRegistry.memoBoard.contains(NoteAction.self))
  }

  @Test func aRegistryRefusesTwoTypesUnderOneName() async throws {
    let result = try await #require(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      var registry = ActionRegistry(modernActions: [MemoAction.self])
      registry.register(RenamedMemoAction.self)
    }
    #if DEBUG
    // Unoptimized builds print the precondition message; optimized builds drop it.
    let standardError = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(
      standardError.contains(
        "Two recordable action types are named 'MemoAction' in one ActionRegistry; give one "
          + "of them another `recordingName`."))
    #else
    _ = result
    #endif
  }

  // MARK: Bad lines

  private func read(_ line: String, registry: ActionRegistry = .memoBoard) -> RecordingError? {
    let text =
      BoardRecording.header + "\n"
      + #"{"position":1,"window":"\#(first.uuidString)","action":"NoteAction","payload":{"clear":{}}}"#
      + "\n" + line
    do {
      _ = try Recording(text: text, file: "bug.jsonl", registry: registry)
      return nil
    } catch {
      return error
    }
  }

  @Test func anEnumActionThatWasNeverRegisteredIsRefusedNamingTheLineAndTheType() {
    let error = read(
      #"{"position":2,"window":"\#(first.uuidString)","action":"MemoAction","type":"MemoAction.jot","payload":{"jot":{"_0":"x"}}}"#,
      registry: .board)
    #expect(error == .unknownActionType(file: "bug.jsonl", line: 3, name: "MemoAction"))
    #expect(
      error?.description
        == "bug.jsonl:3: unknown action type 'MemoAction'; register it in the app's "
        + "ActionRegistry")
  }

  @Test(arguments: [#"{"jot":{"_0":7}}"#, #"{"fly":{}}"#, #""jot""#, "null"])
  func aPayloadThatIsNotTheEnumIsRefusedNamingTheLine(payload: String) {
    let error = read(
      #"{"position":2,"window":"\#(first.uuidString)","action":"MemoAction","type":"MemoAction.jot","payload":\#(payload)}"#
    )
    guard case .undecodablePayload(let file, let line, let name, _)? = error else {
      Issue.record("expected undecodablePayload, got \(String(describing: error))")
      return
    }
    #expect(file == "bug.jsonl")
    #expect(line == 3)
    #expect(name == "MemoAction")
    #expect(error?.description.hasPrefix("bug.jsonl:3: the payload of 'MemoAction'") == true)
  }

  @Test func aLineOfAnotherActionUnderTheEnumsNameIsRefusedClearly() {
    // A line an older version of the app wrote, when `MemoAction` was a class whose action type
    // was `MemoActionType`: the payload would decode, but the type says whose line it is.
    let error = read(
      #"{"position":2,"window":"\#(first.uuidString)","action":"MemoAction","type":"MemoActionType.jot","payload":{"jot":{"_0":"x"}}}"#
    )
    #expect(
      error
        == .malformedLine(
          file: "bug.jsonl", line: 3,
          problem: "'MemoActionType.jot' is not a case of 'MemoAction', the enum MemoAction; "
            + "the line was recorded for another action of that name, such as a class of an "
            + "older version of the app"))
  }

  @Test func aTypeThatNamesAnotherCaseThanThePayloadIsRefused() {
    let error = read(
      #"{"position":2,"window":"\#(first.uuidString)","action":"MemoAction","type":"MemoAction.wipe","payload":{"jot":{"_0":"x"}}}"#
    )
    #expect(
      error
        == .malformedLine(
          file: "bug.jsonl", line: 3,
          problem: "the type is 'MemoAction.wipe', but the payload makes MemoAction.jot"))
  }

  // MARK: Time travel

  @Test func goingBackAndForthThroughEnumStepsReachesTheReplayedStates() async throws {
    let (final, file) = try await recordMixedSession()
    defer { file.cleanUp() }
    let recording = try Recording(contentsOf: file.url, registry: .memoBoard)
    let count = recording.actions.count
    let replayed = try recording.replay(
      from: BoardState(), reducer: BoardState.reducer, statesAt: Set(0...count))
    let history = StoreHistory(initialState: BoardState())
    let store = Store(
      state: BoardState(), reducer: history.reducer(wrapping: BoardState.reducer),
      middlewares: [history.middleware])
    for recorded in recording.actions {
      guard let action = recorded.makeAction() else { continue }
      store.dispatch(action)
    }
    #expect(store.state == final)
    #expect(history.action(at: 3)?.modernAction as? MemoAction == .jot("a"))
    #expect(history.action(at: 3)?.description.contains("MemoAction.jot") == true)

    try history.undo(in: store)
    #expect(store.state == replayed.states[count - 1])
    try history.goto(3, in: store)
    #expect(store.state == replayed.states[3])
    try history.undo(in: store)
    #expect(store.state == replayed.states[2])
    #expect(store.state.activeScreens.screens(in: first) == [.notes(NotesState(windowUUID: first))])
    try history.redo(in: store)
    #expect(
      store.state.activeScreens.screens(in: first) == [
        .notes(NotesState(windowUUID: first, notes: ["memo a"]))
      ])
    for position in 0...count {
      try history.goto(position, in: store)
      #expect(store.state == replayed.states[position], "position \(position)")
    }
  }
}

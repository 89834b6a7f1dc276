import Foundation
import Redux
import ReduxTestSupport

// Fixtures of the recording tests: a small windowed app (a board of notes per window, with a
// count of every note added), a recordable action, an action with a payload of its own, an enum
// action, and actions that cannot be recorded.

/// The screens of the board.
enum BoardScreen: String, Hashable, Sendable, Codable {
  case notes
}

typealias BoardScreenAction = ScreenAction<BoardScreen>

/// The notes of one window.
struct NotesState: ScreenState, Codable {
  var windowUUID: WindowUUID
  var notes: [String] = []

  static func defaultState(from state: NotesState) -> NotesState { state }

  static let reducer: Reducer<NotesState> = { state, action in
    guard action.windowUUID == .unavailable || action.windowUUID == state.windowUUID else {
      return state
    }
    var next = state
    switch action.actionType(as: NoteActionType.self) {
    case .add(let text)?: next.notes.append(text)
    case .clear?: next.notes = []
    case nil: break
    }
    if let stamp = action as? StampAction { next.notes.append("stamp \(stamp.stamp)") }
    switch action.actionType(as: MemoAction.self) {
    case .jot(let text)?: next.notes.append("memo \(text)")
    case .strike(let index)?:
      if next.notes.indices.contains(index) { next.notes.remove(at: index) }
    case .wipe?: next.notes = []
    case nil: break
    }
    return next
  }
}

/// The screen states of the board.
enum BoardScreenState: ActiveScreenState, Codable {
  case notes(NotesState)

  static let reducer: Reducer<Self> = { state, action in
    switch state {
    case .notes(let notes): return .notes(NotesState.reducer(notes, action))
    }
  }

  static func initialState(for screen: BoardScreen, window: WindowUUID) -> Self {
    switch screen {
    case .notes: return .notes(NotesState(windowUUID: window))
    }
  }

  var associatedAppScreen: BoardScreen {
    switch self {
    case .notes: return .notes
    }
  }

  var windowUUID: WindowUUID? {
    switch self {
    case .notes(let state): return state.windowUUID
    }
  }
}

/// The board: every window's notes, and how many notes were added in all.
struct BoardState: WindowedState, Codable {
  var activeScreens = ActiveScreensState<BoardScreenState>()
  var added = 0

  static func defaultState(from state: BoardState) -> BoardState { state }

  static let reducer: InPlaceReducer<BoardState> = { state, action in
    guard !state.activeScreens.isClosed(action.windowUUID) else { return }
    if case .add? = action.actionType(as: NoteActionType.self) { state.added += 1 }
    state.activeScreens.reduce(action)
  }
}

/// What happens to notes.
enum NoteActionType: ActionType, Equatable, Codable {
  case add(String)
  case clear
}

/// A note action: recordable with no code but `Codable` on its action type. It can be aimed at a
/// screen instance but is not an `InstanceRecordableAction`, so such an action is unrecordable.
final class NoteAction: Action, RecordableAction {
  init(windowUUID: WindowUUID, actionType: NoteActionType) {
    super.init(windowUUID: windowUUID, actionType: actionType)
  }

  init(windowUUID: WindowUUID, screenInstance: ScreenInstanceID?, actionType: NoteActionType) {
    super.init(windowUUID: windowUUID, screenInstance: screenInstance, actionType: actionType)
  }
}

enum StampActionType: ActionType, Codable {
  case stamp
}

/// An action with a stored field of its own, recorded with a custom payload.
final class StampAction: Action, CustomRecordableAction {
  struct RecordedPayload: Codable, Sendable {
    var stamp: Int
  }

  let stamp: Int

  init(windowUUID: WindowUUID, stamp: Int) {
    self.stamp = stamp
    super.init(windowUUID: windowUUID, actionType: StampActionType.stamp)
  }

  var recordedPayload: RecordedPayload? { RecordedPayload(stamp: stamp) }

  convenience init(windowUUID: WindowUUID, recordedPayload: RecordedPayload) {
    self.init(windowUUID: windowUUID, stamp: recordedPayload.stamp)
  }
}

/// An action that is not recordable at all.
enum PingActionType: ActionType {
  case ping
}

/// A recordable action that the board's registry does not list.
final class StrayAction: Action, RecordableAction {
  init(windowUUID: WindowUUID, actionType: NoteActionType) {
    super.init(windowUUID: windowUUID, actionType: actionType)
  }
}

/// An enum action of the board: recordable once its type is registered.
enum MemoAction: ModernAction, Equatable, Codable {
  case jot(String)
  case strike(index: Int)
  case wipe
}

/// An enum action that is `Codable` but in no registry.
enum StrayMemoAction: ModernAction, Codable {
  case jot(String)
}

/// An enum action that is not `Codable`, so not recordable.
enum PlainMemoAction: ModernAction {
  case jot(String)
}

extension ActionRegistry {
  /// The board's recordable actions.
  static let board = ActionRegistry([
    WindowAction.self, BoardScreenAction.self, NoteAction.self, StampAction.self,
  ])

  /// The board's recordable actions and its enum action.
  static let memoBoard = ActionRegistry(
    [WindowAction.self, BoardScreenAction.self, NoteAction.self, StampAction.self],
    modernActions: [MemoAction.self])
}

/// Fixed windows, so that recorded lines can be compared as text.
enum BoardWindows {
  static let first = WindowUUID(uuidString: "11111111-1111-1111-1111-111111111111")!
  static let second = WindowUUID(uuidString: "22222222-2222-2222-2222-222222222222")!
}

/// A file in a fresh temporary folder, removed by `cleanUp()`.
struct TemporaryRecordingFile {
  let folder: URL
  let url: URL

  init(name: String = "session.jsonl") throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("redux-recording-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    url = folder.appendingPathComponent(name)
  }

  /// The file's lines, without the final newline.
  func lines() throws -> [String] {
    let text = try String(contentsOf: url, encoding: .utf8)
    return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
  }

  func cleanUp() {
    try? FileManager.default.removeItem(at: folder)
  }
}

extension TemporaryRecordingFile {
  /// A recorder of the board writing to this file, every action at `RecordingClock.fixed` so
  /// that its lines compare as text; its header holds `initialState` when one is given.
  func boardRecorder(
    registry: ActionRegistry = .board, initialState: BoardState? = nil
  ) throws -> ActionRecorder<BoardState> {
    guard let initialState else {
      return ActionRecorder(
        writingTo: url, app: "Board", registry: registry, clock: { RecordingClock.fixed })
    }
    return try ActionRecorder(
      writingTo: url, app: "Board", registry: registry, initialState: initialState,
      clock: { RecordingClock.fixed })
  }
}

/// What the recording tests start from: the text of a board recording, and a board store that
/// records to a fresh file.
enum BoardRecording {
  /// The header of a board recording that does not hold the initial state.
  static let header = #"{"formatVersion":1,"app":"Board"}"#

  /// A board recording's text: ``header``, then `lines`, each ending in a line break.
  static func text(_ lines: [String]) -> String {
    ([header] + lines).joined(separator: "\n") + "\n"
  }

  /// A fresh file, a recorder of the board writing to it (`boardRecorder`), and a store of a new
  /// board whose middlewares are `before`, the recorder's, then `after`; the header holds the
  /// store's initial state if `headerHoldsState`. The caller cleans the file up.
  @MainActor
  static func start(
    registry: ActionRegistry = .board, headerHoldsState: Bool = false,
    before: [Middleware<BoardState>] = [], after: [Middleware<BoardState>] = []
  ) throws -> (
    file: TemporaryRecordingFile, recorder: ActionRecorder<BoardState>, store: Store<BoardState>
  ) {
    let file = try TemporaryRecordingFile()
    let recorder: ActionRecorder<BoardState>
    do {
      recorder = try file.boardRecorder(
        registry: registry, initialState: headerHoldsState ? BoardState() : nil)
    } catch {
      file.cleanUp()
      throw error
    }
    return (file, recorder, store(recordingWith: recorder, before: before, after: after))
  }

  /// A store of a new board whose middlewares are `before`, `recorder`'s, then `after`.
  @MainActor
  static func store(
    recordingWith recorder: ActionRecorder<BoardState>,
    before: [Middleware<BoardState>] = [], after: [Middleware<BoardState>] = []
  ) -> Store<BoardState> {
    Store(
      state: BoardState(), reducer: BoardState.reducer,
      middlewares: before + [recorder.middleware] + after)
  }
}

import Foundation
import Redux

// Fixtures of the replay tests: a small recordable score, and a recording of it written by the
// framework's recorder.

enum ScoreActionType: ActionType, Equatable, Codable {
  case add(Int)
  case rename(String)
}

final class ScoreAction: Action, RecordableAction {
  init(windowUUID: WindowUUID, actionType: ScoreActionType) {
    super.init(windowUUID: windowUUID, actionType: actionType)
  }
}

struct Score: StateType, Codable {
  var points = 0
  var name = ""

  static func defaultState(from state: Score) -> Score { state }

  static let reducer: Reducer<Score> = { state, action in
    var next = state
    switch action.actionType(as: ScoreActionType.self) {
    case .add(let points)?: next.points += points
    case .rename(let name)?: next.name = name
    case nil: break
    }
    return next
  }

  static let inPlaceReducer: InPlaceReducer<Score> = { state, action in
    state = reducer(state, action)
  }
}

extension ActionRegistry {
  static let score = ActionRegistry([ScoreAction.self])
}

/// A recording of a score session in a temporary folder: add 2, rename "ten", add 8.
struct ScoreRecording {
  let folder: URL
  let url: URL

  @MainActor
  init() async throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("redux-replay-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    url = folder.appendingPathComponent("score.jsonl")
    let recorder = try ActionRecorder(
      writingTo: url, app: "Score", registry: .score, initialState: Score())
    let store = Store(state: Score(), reducer: Score.reducer, middlewares: [recorder.middleware])
    store.dispatch(ScoreAction(windowUUID: .unavailable, actionType: .add(2)))
    store.dispatch(ScoreAction(windowUUID: .unavailable, actionType: .rename("ten")))
    store.dispatch(ScoreAction(windowUUID: .unavailable, actionType: .add(8)))
    try await recorder.finish()
  }

  /// Writes another recording, of the given text, beside this one.
  func writing(_ text: String, name: String) throws -> URL {
    let other = folder.appendingPathComponent(name)
    try Data(text.utf8).write(to: other)
    return other
  }

  func cleanUp() {
    try? FileManager.default.removeItem(at: folder)
  }
}

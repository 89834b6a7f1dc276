import Redux

// Fixtures of the cost tests: subscriber types to tell apart, and a count middlewares keep.

/// Watches the notes of one window.
@MainActor
final class NoteWatcher: StoreSubscriber {
  var heard: [[String]] = []
  func newState(state: [String]) { heard.append(state) }
}

/// Watches how many notes were added, in one window.
@MainActor
final class TallyWatcher: StoreSubscriber {
  var heard: [Int] = []
  func newState(state: Int) { heard.append(state) }
}

/// Watches another window's notes: it must never be called for the first window's actions.
@MainActor
final class ElsewhereWatcher: StoreSubscriber {
  var heard: [[String]] = []
  func newState(state: [String]) { heard.append(state) }
}

/// A count a middleware can change from its closure.
@MainActor
final class CallCounter {
  var count = 0
}

extension BoardState {
  /// The notes a window's notes screen shows, or none.
  static func notes(in window: WindowUUID) -> (BoardState) -> [String] {
    { state in
      guard case .notes(let notes) = state.activeScreens.screenState(for: .notes, window: window)
      else { return [] }
      return notes.notes
    }
  }
}

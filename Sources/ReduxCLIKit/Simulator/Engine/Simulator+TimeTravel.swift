import Redux
import SampleApp

extension Simulator {
  /// One entry of the session's history.
  struct HistoryEntry {
    /// Its position: 0 for the start, K for the state after action K.
    let position: Int
    /// The action that led to it, or `nil` for the start.
    let action: Action?
  }

  /// The positions the history holds, oldest first, with their actions, and the current one.
  ///
  /// - Returns: The entries and the current position.
  /// - Throws: ``SimulatorError`` for a simulator without a history.
  func historyEntries() throws(SimulatorError) -> (entries: [HistoryEntry], current: Int) {
    guard let history = timeTravel.history else {
      throw SimulatorError("this session keeps no history")
    }
    let entries = (history.earliestPosition...history.latestPosition).map {
      HistoryEntry(position: $0, action: history.action(at: $0))
    }
    return (entries, history.position)
  }

  /// Takes the store back or forward in its history, then brings the windows, their numbers
  /// and their controllers in line with the state jumped to, and waits until the store is idle.
  ///
  /// - Parameters:
  ///   - move: Where to go.
  /// - Throws: ``SimulatorError`` when the move leaves the history, or when the session does
  ///   not travel in time; nothing changed then.
  func travel(_ move: TimeTravelMove) async throws(SimulatorError) {
    guard let history = timeTravel.history else {
      throw SimulatorError("this session keeps no history")
    }
    if let refusal = timeTravel.refusal { throw SimulatorError(refusal) }
    let target = try position(of: move, in: history)
    retire(registry.windows.filter { !$0.isOpen })
    let before = instancesBeforeJump()
    do {
      try history.goto(target, in: store)
    } catch {
      throw SimulatorError(error.description)
    }
    while store.pendingActionCount > 0 {
      await Task.yield()
    }
    let screens = store.state.activeScreens
    registry.reflect { screens.isOpen($0) }
    retire(registry.windows.filter { !$0.isOpen })
    timeTravel.stalledFetches = Set(
      registry.openWindows.map(\.uuid).filter { window in
        screens.screens(in: window).contains { state in
          guard case .todoList(let list) = state else { return false }
          return list.isFetchingSuggestion
        }
      })
    reconcileControllers(after: before)
    try await settle()
  }

  /// Refuses a step that names a window or an instance a jump brought back, and lets a
  /// `todo suggest` be waited for again.
  ///
  /// - Parameters:
  ///   - step: The step about to be performed.
  /// - Throws: ``SimulatorError`` when the step names a retired window that is open, or a
  ///   retired instance its window shows.
  func checkTimeTravel(allows step: SimulatorStep) throws(SimulatorError) {
    guard let word = step.windowWord else { return }
    let window = try registry.window(named: word)
    if timeTravel.retiredWindows.contains(window.uuid) {
      throw SimulatorError(
        "window \(window.number) is back only as time travel shows it: its work ended when "
          + "the session went back over its closing or its opening, and it takes no commands. "
          + "'open' opens a new window")
    }
    try checkRetiredInstance(named: step, in: window)
    if case .todo(_, .suggest, _) = step {
      timeTravel.stalledFetches.remove(window.uuid)
    }
  }

  /// The position a move goes to, checked against the history.
  private func position(
    of move: TimeTravelMove,
    in history: StoreHistory<AppState>
  ) throws(SimulatorError) -> Int {
    let current = history.position
    let earliest = history.earliestPosition
    let latest = history.latestPosition
    switch move {
    case .undo(let steps):
      guard current > earliest else {
        throw SimulatorError("nothing to undo: the session is at its start (position \(current))")
      }
      // Counts are compared with the room there is, never added to a position: a count may be
      // as large as `Int.max`.
      guard steps <= current - earliest else {
        throw SimulatorError(
          "cannot undo \(steps) actions: the session is at position \(current), so "
            + "'undo \(current - earliest)' goes back to position \(earliest)")
      }
      return current - steps
    case .redo(let steps):
      guard current < latest else {
        throw SimulatorError(
          "nothing to redo: the session is at its latest action (position \(current)); "
            + "a command after 'undo' drops the undone actions")
      }
      guard steps <= latest - current else {
        let undone = latest - current
        throw SimulatorError(
          "cannot redo \(steps) actions: \(undone == 1 ? "1 action was" : "\(undone) actions were") "
            + "undone, 'redo \(undone)' goes forward to position \(latest)")
      }
      return current + steps
    case .goto(let target):
      guard target >= earliest, target <= latest else {
        throw SimulatorError(
          "no position \(target): the history holds positions \(earliest) to \(latest)",
          hint: .usage(of: "history"))
      }
      return target
    }
  }

  /// Marks windows retired: they take no commands from now on.
  private func retire(_ windows: [WindowRegistry.Window]) {
    timeTravel.retiredWindows.formUnion(windows.map(\.uuid))
  }
}

extension SimulatorStep {
  /// The word naming the window the step is for, if it names one.
  var windowWord: String? {
    switch self {
    case .open: return nil
    case .close(let word), .show(let word, _, _), .hide(let word, _, _), .todo(let word, _, _),
      .example(let word):
      return word
    case .settings(_, let word): return word
    }
  }
}

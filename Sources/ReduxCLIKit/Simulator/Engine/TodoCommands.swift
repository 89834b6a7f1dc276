import SampleApp

/// Carries out a `todo` command through the todo list controller of a window, after checking it
/// against the window's list: a position outside the list, or a suggestion that is not there,
/// is refused before anything is dispatched.
///
/// Positions count from 1, as the list shows them; the controller's intents count from 0.
@MainActor
struct TodoCommands {
  /// The simulator whose window's list changes.
  let simulator: Simulator
  /// The window.
  let window: WindowRegistry.Window

  /// Checks a change against the window's list, then makes it.
  ///
  /// - Parameters:
  ///   - change: The change.
  /// - Throws: ``SimulatorError`` when the window does not show its todo list or the change does
  ///   not fit the list.
  func apply(_ change: TodoChange) throws(SimulatorError) {
    let list: TodoListController = try simulator.controller(showing: .todoList, in: window)
    let state = simulator.store.state.screenState(
      TodoListState.self, for: .todoList, window: window.uuid)
    let count = state?.items.count ?? 0
    switch change {
    case .add(let title):
      list.addTapped(title: title)
    case .toggle(let position):
      try check(position, count: count)
      list.toggleTapped(at: position - 1)
    case .move(let from, let to):
      try check(from, count: count)
      try check(to, count: count)
      list.moveTapped(from: from - 1, to: to - 1)
    case .remove(let position):
      try check(position, count: count)
      list.removeTapped(at: position - 1)
    case .suggest:
      list.suggestionTapped()
    case .accept:
      guard state?.suggestion != nil else {
        throw SimulatorError(
          "window \(window.number) has no suggestion to accept: "
            + "'todo suggest \(window.number)' asks for one")
      }
      list.acceptSuggestionTapped()
    }
  }

  /// Refuses a position outside the list.
  private func check(_ position: Int, count: Int) throws(SimulatorError) {
    guard position > count else { return }
    let todos = count == 1 ? "1 todo" : "\(count) todos"
    throw SimulatorError(
      count == 0
        ? "window \(window.number) has no todos"
        : "window \(window.number) has no todo \(position): it has \(todos)")
  }
}

import SampleApp

/// Carries out a `todo` command through a todo list controller of a window (its first list, or
/// the instance the command names, as in `todo add 1#2 Milk`), after checking it against that
/// list: a list the window does not show, a position outside the list, or a suggestion that is
/// not there, is refused before anything is dispatched.
///
/// Positions count from 1, as the list shows them; the controller's intents count from 0.
@MainActor
struct TodoCommands {
  /// The simulator whose window's list changes.
  let simulator: Simulator
  /// The window.
  let window: WindowRegistry.Window
  /// The number of the window's todo list, from 1.
  var instance = 1

  /// Checks a change against the window's list, then makes it.
  ///
  /// - Parameters:
  ///   - change: The change.
  /// - Throws: ``SimulatorError`` when the window does not show its todo list or the change does
  ///   not fit the list.
  func apply(_ change: TodoChange) throws(SimulatorError) {
    let list: TodoListController = try simulator.controller(
      showing: .todoList, number: instance, in: window)
    let state = simulator.store.state.todoList(in: window.uuid, instance: list.instance)
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
          "\(listName) has no suggestion to accept: 'todo suggest \(listWord)' asks for one")
      }
      list.acceptSuggestionTapped()
    case .import(let count):
      list.importTapped(titles: (1...count).map { "Imported todo \($0)" })
    }
  }

  /// Refuses a position outside the list.
  private func check(_ position: Int, count: Int) throws(SimulatorError) {
    guard position > count else { return }
    let todos = count == 1 ? "1 todo" : "\(count) todos"
    throw SimulatorError(
      count == 0
        ? "\(listName) has no todos"
        : "\(listName) has no todo \(position): it has \(todos)")
  }

  /// `window 1` for a window's first list, `window 1's todoList#2` for another.
  private var listName: String {
    instance == 1
      ? "window \(window.number)"
      : "window \(window.number)'s \(ScreenReference.name(of: .todoList, number: instance))"
  }

  /// `1` or `1#2`: how a todo command names the list.
  private var listWord: String {
    instance == 1 ? "\(window.number)" : "\(window.number)#\(instance)"
  }
}

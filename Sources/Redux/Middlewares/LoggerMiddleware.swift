/// A middleware that logs each action and the state fields it changed.
///
/// For each action, the logger writes one message: the action's ``Action/description``, then one
/// indented line per changed field (see ``StateDiff``), or `  (no change)`:
///
/// ```
/// AddTodoAction(TodoActionType.add, window: 1A2B3C4D, text: "Buy milk")
///   todoList.items[3]: (none) → Item(title: "Buy milk", isDone: false)
/// SelectTabAction(TabActionType.select, window: 1A2B3C4D, tab: 0)
///   (no change)
/// ```
///
/// A middleware only receives the new state, so the logger remembers the last state it saw,
/// starting with the `initialState` it was given: pass the store's initial state.
///
/// ```swift
/// let logger = LoggerMiddleware(initialState: initialState)
/// let store = Store(
///   state: initialState, reducer: AppState.reducer, middlewares: [logger.middleware])
/// ```
///
/// Give each store its own logger: copies of a logger share the remembered state. It is not
/// `Sendable`: the store calls middlewares on the main actor, one action at a time, so the logger
/// needs no locking, and must not be called from other threads.
public struct LoggerMiddleware<State> {
  /// The state after the last action seen, logged or not.
  private let lastSeen: LastSeenState<State>
  private let shouldLog: (Action) -> Bool
  let output: (String) -> Void

  /// Makes a logger.
  ///
  /// - Parameters:
  ///   - initialState: The state before the first action: pass the store's initial state.
  ///   - output: Where each message goes, one call per logged action; the message spans
  ///     several lines separated by `"\n"`, without a trailing newline. `print` unless given.
  ///   - shouldLog: Whether to log an action; every action unless given. Actions that are not
  ///     logged still update the remembered state, so the next logged action shows only its own
  ///     changes.
  public init(
    initialState: State,
    output: @escaping (String) -> Void = { print($0) },
    shouldLog: @escaping (Action) -> Bool = { _ in true }
  ) {
    self.lastSeen = LastSeenState(initialState)
    self.shouldLog = shouldLog
    self.output = output
  }

  /// The middleware to give to the store.
  ///
  /// Every closure returned shares this logger's remembered state.
  public var middleware: Middleware<State> {
    { newState, action in self.log(newState, after: action) }
  }

  func log(_ newState: State, after action: Action) {
    let oldState = lastSeen.state
    lastSeen.state = newState
    guard shouldLog(action) else { return }
    output(Self.message(for: action, diff: StateDiff(from: oldState, to: newState)))
  }

  static func message(for action: Action, diff: StateDiff) -> String {
    let details = diff.isEmpty ? ["(no change)"] : diff.changes.map(\.description)
    return ([action.description] + details.map { "  \($0)" }).joined(separator: "\n")
  }
}

/// Shared by the closures a ``LoggerMiddleware`` makes. Not `Sendable`: it is read and written
/// only by the middleware, which the store calls on the main actor.
private final class LastSeenState<State> {
  var state: State

  init(_ state: State) {
    self.state = state
  }
}

import Redux

/// An object of an actor's own state: not `Sendable`, and changed by the actor.
final class Counter {
  var value = 0
}

/// An action that carries a reference to a ``Counter``.
final class CounterAction: Action {
  let counter: Counter

  init(counter: Counter) {
    self.counter = counter
    super.init(windowUUID: .unavailable, actionType: CounterActionType.report)
  }
}

enum CounterActionType: ActionType {
  case report
}

struct EmptyState: StateType {
  static func defaultState(from state: EmptyState) -> EmptyState { state }
}

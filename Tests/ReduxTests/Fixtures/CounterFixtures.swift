import Redux

/// Action kinds of the counter used across the store tests.
enum CounterActionType: ActionType {
  case increment
  case add
  case flash
  case noop
}

/// An action that adds an amount to the counter.
final class AddAction: Action {
  let amount: Int

  init(amount: Int, windowUUID: WindowUUID = .unavailable) {
    self.amount = amount
    super.init(windowUUID: windowUUID, actionType: CounterActionType.add)
  }
}

/// A small state with a persistent count, a transient flag and a log of every action it saw.
struct CounterState: StateType {
  var count = 0
  var isFlashing = false
  var seen: [String] = []

  static func defaultState(from state: CounterState) -> CounterState {
    CounterState(count: state.count, isFlashing: false, seen: state.seen)
  }

  static let reducer: Reducer<CounterState> = { state, action in
    var next = defaultState(from: state)
    next.seen.append(tag(of: action))
    switch action.actionType {
    case CounterActionType.increment:
      next.count += 1
    case CounterActionType.add:
      next.count += (action as? AddAction)?.amount ?? 0
    case CounterActionType.flash:
      next.isFlashing = true
    default:
      break
    }
    return next
  }

  /// A short name for an action, used to check processing order.
  static func tag(of action: Action) -> String {
    if let add = action as? AddAction { return "add\(add.amount)" }
    return "\(action.actionType)"
  }
}

/// Makes an action of a given kind for every window.
func counterAction(_ type: CounterActionType, window: WindowUUID = .unavailable) -> Action {
  Action(windowUUID: window, actionType: type)
}

/// A subscriber that records every value it receives.
@MainActor
final class RecordingSubscriber<Value>: StoreSubscriber {
  typealias SubscriberStateType = Value

  private(set) var received: [Value] = []
  var onNewState: ((Value) -> Void)?

  func newState(state: Value) {
    received.append(state)
    onNewState?(state)
  }
}

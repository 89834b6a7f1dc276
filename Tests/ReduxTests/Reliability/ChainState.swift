import Redux

/// An action of a re-entrancy test, numbered in the order it was dispatched, from zero.
final class ChainAction: Action {
  let number: Int

  init(number: Int) {
    self.number = number
    super.init(windowUUID: .unavailable, actionType: ChainActionType.next)
  }
}

/// The only kind of ``ChainAction``.
enum ChainActionType: ActionType {
  case next
}

/// What the store reduced in a re-entrancy test.
///
/// Actions are numbered when they are dispatched, so first-in first-out processing means the
/// reducer sees the numbers 0, 1, 2, ... in this order; any other order counts in
/// ``outOfOrder``.
struct ChainState: StateType {
  /// How many chain actions were reduced.
  var reduced = 0
  /// The number of the last chain action reduced, or -1 before the first.
  var lastNumber = -1
  /// How many chain actions were reduced out of their dispatch order.
  var outOfOrder = 0

  static func defaultState(from state: ChainState) -> ChainState {
    state
  }

  static let reducer: InPlaceReducer<ChainState> = { state, action in
    guard let action = action as? ChainAction else { return }
    if action.number != state.lastNumber + 1 { state.outOfOrder += 1 }
    state.lastNumber = action.number
    state.reduced += 1
  }
}

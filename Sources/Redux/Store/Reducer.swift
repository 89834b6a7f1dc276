/// A pure function that computes the next state from the current state and an action.
///
/// Reducers run on the main actor, one action at a time. They must not have side effects: work
/// with the outside world belongs in a ``Middleware``. A reducer is `@Sendable` so that it can be
/// stored in a `static let`, as features do:
///
/// ```swift
/// static let reducer: Reducer<Self> = { state, action in
///   switch action.actionType {
///   case CounterActionType.increment:
///     return CounterState(count: state.count + 1)
///   default:
///     return defaultState(from: state)
///   }
/// }
/// ```
public typealias Reducer<State> = @Sendable (State, Action) -> State

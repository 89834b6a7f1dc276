/// A keyed reducer written inline as a closure.
///
/// ```swift
/// let counterReducer = BlockReducer(initialState: Counter(value: 0)) { state, action in
///   guard action.actionType as? CounterActionType == .increment else { return nil }
///   return Counter(value: state.value + 1)
/// }
/// ```
public struct BlockReducer<State: Equatable & Sendable>: KeyedReducer {
  /// The value of the sub-state when the store is created.
  public let initialState: State

  /// The key the sub-state is stored under.
  public let stateKey: String

  private let block: @Sendable (State, Action) -> State?

  /// Makes a reducer from a closure.
  ///
  /// - Parameters:
  ///   - initialState: The value of the sub-state when the store is created.
  ///   - stateKey: The key to store the sub-state under; by default the name of `State`.
  ///   - reduce: Returns the next sub-state, or `nil` when the action does not change it.
  public init(
    initialState: State,
    stateKey: String? = nil,
    reduce: @escaping @Sendable (_ state: State, _ action: Action) -> State?
  ) {
    self.initialState = initialState
    self.stateKey = stateKey ?? KeyedState.defaultKey(for: State.self)
    self.block = reduce
  }

  /// Calls the closure.
  ///
  /// - Parameters:
  ///   - state: The current sub-state.
  ///   - action: The action being reduced.
  public func reduce(state: State, action: Action) -> State? {
    block(state, action)
  }
}

extension Store where State == KeyedState {
  /// Makes a store whose state is built from keyed reducers, as Suas does: its initial state
  /// holds each reducer's ``KeyedReducer/initialState`` under its key.
  ///
  /// - Precondition: Every reducer has its own state key. Two reducers with the same key stop the
  ///   program with a message naming them; call ``CombinedReducer/validate()`` first to handle
  ///   the error instead.
  /// - Parameters:
  ///   - reducer: The combined reducers.
  ///   - middlewares: Side-effect providers, called in order after each action is reduced.
  public convenience init(reducer: CombinedReducer, middlewares: [Middleware<KeyedState>] = []) {
    if let duplicate = reducer.duplicateStateKey {
      preconditionFailure(duplicate.description)
    }
    self.init(
      state: reducer.initialState,
      reducer: { state, action in reducer.reduce(state: state, action: action) },
      middlewares: middlewares
    )
  }

  /// Makes a store whose state is the sub-state of a single keyed reducer.
  ///
  /// - Parameters:
  ///   - reducer: The reducer.
  ///   - middlewares: Side-effect providers, called in order after each action is reduced.
  public convenience init<R: KeyedReducer>(reducer: R, middlewares: [Middleware<KeyedState>] = []) {
    self.init(reducer: CombinedReducer(reducer), middlewares: middlewares)
  }
}

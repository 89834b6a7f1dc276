/// Firefox's modern reducer: the state, an enum action, and the window it was dispatched for.
///
/// Install one as it is with ``StateType/reducer(modern:)``.
public typealias ModernReducer<State> = @Sendable (State, any ModernAction, WindowUUID) -> State

extension StateType {
  /// A reducer that receives its own enum action and the window, with no cast in the app's code.
  ///
  /// ```swift
  /// struct CounterState: ScreenState {
  ///   var windowUUID: WindowUUID
  ///   var count = 0
  ///
  ///   static let reducer: Reducer<Self> = reducer(handling: CounterAction.self) {
  ///     state, action, window in
  ///     guard window == state.windowUUID else { return defaultState(from: state) }
  ///     switch action {
  ///     case .increment: return CounterState(windowUUID: window, count: state.count + 1)
  ///     case .reset: return CounterState(windowUUID: window)
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// The framework finds the action's type once, when the reducer is called; for every action of
  /// another type, the reducer returns ``defaultState(from:)``, as a reducer written by hand does
  /// for an action it does not handle. The result is an ordinary ``Reducer``: a `ScreenState`'s
  /// `reducer`, an `ActiveScreensState` and window routing use it as any other.
  ///
  /// - Parameters:
  ///   - actionType: The enum this reducer handles.
  ///   - reduce: Computes the next state from the state, the action and its window.
  /// - Returns: The reducer.
  public static func reducer<A: ModernAction>(
    handling actionType: A.Type,
    _ reduce: @escaping @Sendable (_ state: Self, _ action: A, _ window: WindowUUID) -> Self
  ) -> Reducer<Self> {
    { state, action in
      guard let typed = action.actionType(as: A.self) else { return defaultState(from: state) }
      return reduce(state, typed, action.windowUUID)
    }
  }

  /// An in-place reducer that receives its own enum action and the window; see
  /// ``reducer(handling:_:)``.
  ///
  /// For every action of another type, the state is left as it is.
  ///
  /// - Parameters:
  ///   - actionType: The enum this reducer handles.
  ///   - reduce: Applies the action, for its window, to the state.
  /// - Returns: The in-place reducer.
  public static func inPlaceReducer<A: ModernAction>(
    handling actionType: A.Type,
    _ reduce: @escaping @Sendable (_ state: inout Self, _ action: A, _ window: WindowUUID) -> Void
  ) -> InPlaceReducer<Self> {
    { state, action in
      guard let typed = action.actionType(as: A.self) else { return }
      reduce(&state, typed, action.windowUUID)
    }
  }

  /// Installs Firefox's modern reducer as it is: called for every enum action, with its window.
  ///
  /// ```swift
  /// let store = Store(state: AppState(), reducer: AppState.reducer(modern: AppState.modernReducer))
  /// ```
  ///
  /// A class action leaves the state as it is. To handle both kinds in one reducer, write a
  /// ``Reducer`` and read ``Action/modernAction``.
  ///
  /// - Parameter reduce: The modern reducer.
  /// - Returns: The reducer.
  public static func reducer(modern reduce: @escaping ModernReducer<Self>) -> Reducer<Self> {
    { state, action in
      guard let modernAction = action.modernAction else { return state }
      return reduce(state, modernAction, action.windowUUID)
    }
  }
}

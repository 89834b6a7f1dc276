/// Firefox's modern reducer: the state, an enum action, and the window it was dispatched for.
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
  ///     state, action, _ in
  ///     switch action {
  ///     case .increment: return CounterState(windowUUID: state.windowUUID, count: state.count + 1)
  ///     case .reset: return CounterState(windowUUID: state.windowUUID)
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// For an action of another type, the reducer returns ``defaultState(from:)``, as a reducer
  /// written by hand does for an action it does not handle: transient fields that
  /// `defaultState(from:)` clears are cleared by any other action. The result is an ordinary
  /// ``Reducer``. ``inPlaceReducer(handling:_:)`` and ``reducer(modern:)`` differ here: they leave
  /// the state as it is.
  ///
  /// - Parameters:
  ///   - actionType: The enum this reducer handles.
  ///   - reduce: Computes the next state from the state, the action and its window.
  /// - Returns: The reducer.
  @inlinable
  public static func reducer<A: ModernAction>(
    handling actionType: A.Type,
    _ reduce: @escaping @Sendable (_ state: Self, _ action: A, _ window: WindowUUID) -> Self
  ) -> Reducer<Self> {
    { state, action in
      guard let typed = action.actionType(as: A.self) else { return defaultState(from: state) }
      return reduce(state, typed, action.windowUUID)
    }
  }

  /// An in-place reducer that receives its own enum action and the window, as
  /// ``reducer(handling:_:)`` does.
  ///
  /// Unlike ``reducer(handling:_:)``, for an action of another type it leaves the state exactly
  /// as it is and does not call ``defaultState(from:)``: a transient field that
  /// `defaultState(from:)` would clear stays set until one of the enum's own cases clears it.
  ///
  /// - Parameters:
  ///   - actionType: The enum this reducer handles.
  ///   - reduce: Applies the action, for its window, to the state.
  /// - Returns: The in-place reducer.
  @inlinable
  public static func inPlaceReducer<A: ModernAction>(
    handling actionType: A.Type,
    _ reduce: @escaping @Sendable (_ state: inout Self, _ action: A, _ window: WindowUUID) -> Void
  ) -> InPlaceReducer<Self> {
    { state, action in
      guard let typed = action.actionType(as: A.self) else { return }
      reduce(&state, typed, action.windowUUID)
    }
  }

  /// Installs Firefox's modern reducer as it is: called for every enum action, of any enum type,
  /// with its window. A class action leaves the state exactly as it is: ``defaultState(from:)`` is
  /// not called for it, unlike in ``reducer(handling:_:)``. To handle both kinds in one reducer,
  /// write a ``Reducer`` and read ``Action/modernAction``.
  ///
  /// ```swift
  /// let store = Store(state: AppState(), reducer: AppState.reducer(modern: AppState.modernReducer))
  /// ```
  ///
  /// - Parameter reduce: The modern reducer.
  /// - Returns: The reducer.
  @inlinable
  public static func reducer(modern reduce: @escaping ModernReducer<Self>) -> Reducer<Self> {
    { state, action in
      guard let modernAction = action.modernAction else { return state }
      return reduce(state, modernAction, action.windowUUID)
    }
  }
}

/// A reducer that updates the state where it is, instead of returning a new copy.
///
/// A value ``Reducer`` receives the state while the store still holds it, so the first change
/// to a collection inside it copies the whole collection. An in-place reducer changes the
/// store's own state, so changing one window's screens does not copy the other windows':
///
/// ```swift
/// struct AppState: WindowedState {
///   var activeScreens = ActiveScreensState<AppScreenState>()
///
///   static let reducer: InPlaceReducer<AppState> = { state, action in
///     state.activeScreens.reduce(action)
///   }
/// }
///
/// let store = Store(state: AppState(), reducer: AppState.reducer)
/// ```
///
/// Like any reducer it must be pure. While it runs it has exclusive access to the store's state,
/// so it must not read `store.state`: it receives the state to change.
public typealias InPlaceReducer<State> = @Sendable (inout State, Action) -> Void

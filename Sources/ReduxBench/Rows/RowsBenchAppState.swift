import Redux

/// The state of the rows and batch workloads' `Store`: windows that show the list screen,
/// reduced in place, as an app that cares about the cost of a dispatch reduces.
struct RowsBenchAppState: WindowedState {
  var activeScreens = ActiveScreensState<RowsBenchScreenState>()

  /// The app's reducer: in place, so that a window's screens are reduced without copying the
  /// app state.
  static let reducer: InPlaceReducer<RowsBenchAppState> = { state, action in
    state.activeScreens.reduce(action)
  }

  static func defaultState(from state: RowsBenchAppState) -> RowsBenchAppState {
    state
  }

  /// The list screen's rows in a window, or `nil` when the window does not show it.
  subscript(rowsIn window: WindowUUID) -> Rows<BenchListRow>? {
    guard case .list(let list) = activeScreens.screenState(for: .list, window: window) else {
      return nil
    }
    return list.items
  }
}

import Redux

extension Store where State == RowsBenchAppState {
  /// A store with one window showing the list screen, its rows 0 to `rows` − 1 put in by one
  /// action.
  ///
  /// - Parameters:
  ///   - rows: How many rows the list holds.
  ///   - window: The window.
  /// - Returns: The store.
  static func showingBenchRows(_ rows: Int, in window: WindowUUID) -> Store<RowsBenchAppState> {
    let store = Store(state: RowsBenchAppState(), reducer: RowsBenchAppState.reducer)
    store.dispatch(
      ScreenAction<RowsBenchScreen>(windowUUID: window, actionType: .showScreen, screen: .list))
    store.dispatch(RowsBenchAction.fill(count: rows), forWindowUUID: window)
    return store
  }

  /// Subscribes one probe per row, each selecting its own row: with a row subscription
  /// (`.row(_:of:in:)`), or with a store-wide one (`.store`).
  ///
  /// Both select an `Equatable` row, so the store skips a repeat of the value.
  ///
  /// - Parameters:
  ///   - rows: How many rows, and so probes.
  ///   - window: The window that shows the list.
  ///   - byRow: `true` for row subscriptions, `false` for store-wide ones.
  /// - Returns: The probes, by row id.
  func subscribeRowProbes(_ rows: Int, in window: WindowUUID, byRow: Bool) -> [RowProbe] {
    (0..<rows).map { id in
      let probe = RowProbe()
      let scope: SubscriptionScope<RowsBenchAppState> =
        byRow ? .row(id, of: \.[rowsIn: window], in: window) : .store
      subscribe(probe, to: scope) { $0.select { $0[rowsIn: window]?[id: id] } }
      return probe
    }
  }
}

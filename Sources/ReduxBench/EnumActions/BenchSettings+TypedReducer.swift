import Redux

extension BenchSettings: StateType {
  static func defaultState(from state: BenchSettings) -> BenchSettings {
    state
  }

  /// ``reduce(_:_:)``, written for the theme's enum action with `inPlaceReducer(handling:)`.
  static let typedReducer = inPlaceReducer(handling: BenchThemeAction.self) { state, action, _ in
    switch action {
    case .nextTheme: state.theme += 1
    }
  }
}

/// Changes the app-wide theme in the enum-action workload: the counterpart of
/// ``BenchThemeActionType``, which the benchmark never dispatches either.
enum BenchThemeAction: ModernAction {
  case nextTheme
}

import Redux

/// The state of the enum-action workload's `Store`: ``BenchAppState``'s windows, screens and
/// settings, every reducer written for enum actions (`reducer(handling:)` and
/// `inPlaceReducer(handling:)`).
struct EnumBenchAppState: WindowedState {
  var activeScreens = ActiveScreensState<EnumBenchScreenState>()
  var settings = BenchSettings()

  var appWideState: BenchSettings { settings }

  static let reducer: InPlaceReducer<EnumBenchAppState> = { state, action in
    guard !state.activeScreens.isClosed(action.windowUUID) else { return }
    BenchSettings.typedReducer(&state.settings, action)
    state.activeScreens.reduce(action)
  }

  static func defaultState(from state: EnumBenchAppState) -> EnumBenchAppState {
    state
  }
}

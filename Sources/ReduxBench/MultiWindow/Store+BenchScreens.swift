import Redux

extension Store where State: WindowedState, State.AppScreenState.Screen == BenchScreen {
  /// Shows every screen in each window, with a probe subscribed to each, as the sample app's
  /// controllers subscribe: the multi-window workload's windows, in any store that holds its
  /// screens.
  ///
  /// The subscription is left to the caller, so that its selection is compiled for the store's
  /// own state: it runs on every notification that is timed.
  ///
  /// - Parameters:
  ///   - windows: The windows, opened by the first action for each.
  ///   - subscribe: Subscribes a probe to a screen of a window.
  /// - Returns: The probes, window after window in the order of `windows`, and in each window
  ///   screen after screen in the order of `BenchScreen.allCases`.
  func showBenchScreens(
    in windows: [WindowUUID], subscribing subscribe: (ScreenProbe, BenchScreen, WindowUUID) -> Void
  ) -> [ScreenProbe] {
    var probes: [ScreenProbe] = []
    for window in windows {
      for screen in BenchScreen.allCases {
        dispatch(
          ScreenAction<BenchScreen>(
            windowUUID: window, actionType: ScreenActionType.showScreen, screen: screen))
        let probe = ScreenProbe()
        subscribe(probe, screen, window)
        probes.append(probe)
      }
    }
    return probes
  }
}

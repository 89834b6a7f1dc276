import Redux

/// The enum-action workload on this project's `Store`: the windows, screens and probes of
/// ``StoreMultiWindowSubject``, each action the screen's enum action dispatched with
/// `dispatch(_:forWindowUUID:)`, reduced by typed reducers.
@MainActor
final class EnumStoreMultiWindowSubject: ScreenProbing {
  /// The store, with its windows open and its probes subscribed.
  let store: Store<EnumBenchAppState>
  private var script: ActionScript
  /// The probes, window after window, screen after screen.
  let probes: [ScreenProbe]

  /// Opens the script's windows, shows every screen in each, and subscribes a probe per screen.
  ///
  /// - Parameters:
  ///   - script: The windows and the actions to dispatch.
  init(script: ActionScript) {
    self.script = script
    let store = Store(state: EnumBenchAppState(), reducer: EnumBenchAppState.reducer)
    self.store = store
    probes = store.showBenchScreens(in: script.windows) { probe, screen, window in
      store.subscribe(probe, to: .screen(screen, in: window)) {
        $0.select { $0.activeScreens.screenState(for: screen, window: window)?.state.panel }
      }
    }
  }

  func dispatchNext(_ count: Int) {
    // A local script for the batch, as in `StoreMultiWindowSubject`.
    var script = self.script
    for _ in 0..<count {
      let target = script.nextTarget()
      store.dispatch(target.screen.tapAction, forWindowUUID: target.window)
    }
    self.script = script
  }
}

import Redux

/// The multi-window workload on this project's `Store`: windows showing five screens each, one
/// screen subscription per screen selecting that screen's state in its window, as the sample
/// app's controllers subscribe.
@MainActor
final class StoreMultiWindowSubject: ScreenProbing {
  /// The store, with its windows open and its probes subscribed.
  let store: Store<BenchAppState>
  private var script: ActionScript
  /// The probes, window after window, screen after screen.
  let probes: [ScreenProbe]

  /// Opens the script's windows, shows every screen in each, and subscribes a probe per screen.
  ///
  /// - Parameters:
  ///   - script: The windows and the actions to dispatch.
  init(script: ActionScript) {
    self.script = script
    let store = Store(state: BenchAppState(), reducer: BenchAppState.reducer)
    self.store = store
    probes = store.showBenchScreens(in: script.windows) { probe, screen, window in
      store.subscribe(probe, to: .screen(screen, in: window)) {
        $0.select { $0.screenState(BenchPanelState.self, for: screen, window: window) }
      }
    }
  }

  func dispatchNext(_ count: Int) {
    // The script is moved into a local for the batch, as the floors move their state: reading
    // the next action from a class's stored property would add a run-time exclusivity check to
    // every dispatch, a cost of this harness rather than of the store.
    var script = self.script
    for _ in 0..<count {
      store.dispatch(script.nextAction())
    }
    self.script = script
  }
}

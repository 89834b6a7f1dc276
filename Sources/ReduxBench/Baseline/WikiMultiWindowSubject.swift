import Redux

/// The multi-window workload on the wiki baseline: the same windows, screens and subscribers as
/// on the `Store`, with the wiki's state, reducer, lookup and store.
@MainActor
final class WikiMultiWindowSubject: ScreenProbing {
  private let store: WikiStore
  private var script: ActionScript
  /// The probes, window after window, screen after screen.
  private(set) var probes: [ScreenProbe] = []

  /// Shows every screen in each of the script's windows, then subscribes a probe per screen.
  ///
  /// The screens are shown before anyone subscribes, so that building hundreds of windows does
  /// not notify every subscriber at every step.
  ///
  /// - Parameters:
  ///   - script: The windows and the actions to dispatch.
  init(script: ActionScript) {
    self.script = script
    store = WikiStore(
      state: WikiAppState.showingEveryScreen(in: script.windows),
      reducer: WikiAppState.reducer)
    for window in script.windows {
      for screen in BenchScreen.allCases {
        let probe = ScreenProbe()
        store.subscribe(probe) { $0.screenState(BenchPanelState.self, for: screen, window: window) }
        probes.append(probe)
      }
    }
  }

  func dispatchNext(_ count: Int) {
    // A local for the batch, as in every multi-window row: see `StoreMultiWindowSubject`.
    var script = self.script
    for _ in 0..<count {
      store.dispatch(script.nextAction())
    }
    self.script = script
  }
}

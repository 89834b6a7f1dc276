import Redux

/// The memory workload: many cycles of opening a window, showing five screens with a subscriber
/// each, and closing it, on one `Store`; then what one open window costs; then how many
/// allocations one dispatch makes (``DispatchAllocationCount``).
@MainActor
struct MemoryWorkload {
  /// The workload's name in the results.
  nonisolated static let name = "memory"

  /// How many open-and-close cycles to make.
  var cycles: Int
  /// How many windows to keep open at once to find what one costs.
  var windowsForCost: Int
  /// How many dispatches each allocation count spans.
  var allocationDispatches: Int
  /// The seed of the allocation counts' action scripts.
  var seed: UInt64

  /// Runs the cycles, then opens ``windowsForCost`` windows, then counts allocations, and returns
  /// one `store` row.
  ///
  /// Resident memory is read after the store is made and one cycle has run (so that one-time
  /// allocations, such as the store's queue and the runtime's type metadata, are not counted),
  /// and again after the cycles. The row's time is the mean cost of the cycles' dispatches, its
  /// notifications the states the cycles' subscribers received (each gets its screen's state when
  /// it subscribes) per dispatch.
  func run() -> BenchRow {
    let store = Store(state: BenchAppState(), reducer: BenchAppState.reducer)
    _ = cycle(store)
    var notifications = 0
    let before = ResidentMemory.current()
    var dispatches = 0
    let elapsed = DispatchTimer.time {
      for _ in 0..<cycles {
        notifications += cycle(store)
        dispatches += Self.dispatchesPerCycle
      }
    }
    let after = ResidentMemory.current()
    let nanosecondsPerDispatch = dispatches > 0 ? Double(elapsed) / Double(dispatches) : 0
    var row = BenchRow(
      workload: Self.name, implementation: "store", windows: 1,
      timing: Timing(
        nanosecondsPerDispatch: nanosecondsPerDispatch,
        notificationsPerDispatch: dispatches > 0
          ? Double(notifications) / Double(dispatches) : 0,
        repetitions: 1, dispatchesPerRepetition: dispatches))
    row.screensPerWindow = BenchScreen.allCases.count
    row.cycles = cycles
    row.residentBytesBefore = before
    row.residentBytesAfter = after
    row.bytesPerOpenWindow = costOfOneOpenWindow(store)
    switch DispatchAllocationCount(dispatches: allocationDispatches, seed: seed).run() {
    case .success(let counts):
      row.setAllocations(at1Window: counts.storeAt1Window, at64Windows: counts.storeAt64Windows)
      row.floorUUIDAllocationsPerDispatch = counts.floorUUIDAt64Windows
    case .failure(let unavailable):
      row.allocationCounting = "not counted: \(unavailable.reason)"
    }
    return row
  }

  /// Open, show five screens, close: seven dispatches.
  private static let dispatchesPerCycle = 2 + BenchScreen.allCases.count

  /// Opens a window, shows every screen with a subscriber, closes the window.
  ///
  /// - Returns: The states the cycle's subscribers received.
  private func cycle(_ store: Store<BenchAppState>) -> Int {
    let window = WindowUUID()
    store.dispatch(WindowAction(windowUUID: window, actionType: .openWindow))
    let probes = subscribeProbes(to: store, in: window)
    store.dispatch(WindowAction(windowUUID: window, actionType: .closeWindow))
    return probes.reduce(0) { $0 + $1.received }
  }

  /// Shows every screen in a window, each with a probe subscribed to it.
  private func subscribeProbes(
    to store: Store<BenchAppState>, in window: WindowUUID
  )
    -> [ScreenProbe]
  {
    BenchScreen.allCases.map { screen in
      store.dispatch(
        ScreenAction<BenchScreen>(
          windowUUID: window, actionType: ScreenActionType.showScreen, screen: screen))
      let probe = ScreenProbe()
      store.subscribe(probe, to: .window(window)) {
        $0.select { $0.screenState(BenchPanelState.self, for: screen, window: window) }
      }
      return probe
    }
  }

  /// The resident bytes one open window costs: the growth while ``windowsForCost`` windows are
  /// opened and kept open, divided by their number; `nil` where memory cannot be read.
  private func costOfOneOpenWindow(_ store: Store<BenchAppState>) -> Int? {
    guard windowsForCost > 0, let before = ResidentMemory.current() else { return nil }
    var open: [(window: WindowUUID, probes: [ScreenProbe])] = []
    for _ in 0..<windowsForCost {
      let window = WindowUUID()
      open.append((window, subscribeProbes(to: store, in: window)))
    }
    guard let after = ResidentMemory.current() else { return nil }
    for (window, _) in open {
      store.dispatch(WindowAction(windowUUID: window, actionType: .closeWindow))
    }
    return max(0, after - before) / windowsForCost
  }
}

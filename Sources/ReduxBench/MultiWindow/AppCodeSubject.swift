import Redux

/// The `app-code` row of the multi-window workload: the benchmark app's own code, run with no
/// store, so that what the store costs beyond the app's code is measured rather than estimated.
///
/// Each dispatch does what the app's code does in the store's row, and nothing else:
/// - makes its action object from the script, as the store's row does;
/// - runs the app-wide reducer (``BenchSettings/reduce(_:_:)``), and the screen reducer
///   (``BenchScreenState/reducer``, with its `actionType(as:)` matches) of each screen of the
///   action's window, found by its `WindowUUID` in a dictionary built once;
/// - compares each screen's new state with its previous one, the only way to know what a
///   value-returning reducer changed;
/// - calls the subscriber of each screen that changed with that screen's state.
///
/// What it leaves out is the store's work: the main-actor check, the queue, publishing, the
/// subscriptions with their selections and repeat filters, the weak references. It is not a
/// floor: the app's reducers return new values and allocate the action, where the floors change
/// their state in place and allocate nothing.
@MainActor
final class AppCodeSubject: ScreenProbing {
  /// Each window's screen states, in the order of the script's windows and, in each window, of
  /// `BenchScreen.allCases`.
  private var windows: [[BenchScreenState]]
  /// The app-wide state, which every action goes through as it does in the store's row.
  private var settings = BenchSettings()
  /// Each window's index in ``windows``, by identifier.
  private let indexByWindow: [WindowUUID: Int]
  /// The actions to make, in the order every implementation dispatches them.
  private var script: ActionScript
  /// Each screen's subscriber, window after window, screen after screen.
  let probes: [ScreenProbe]

  /// The screens each window shows.
  private static let screens = BenchScreen.allCases

  /// Opens the script's windows, each showing every screen with a subscriber, and indexes them by
  /// identifier.
  ///
  /// - Parameters:
  ///   - script: The windows and the actions, in the order every implementation dispatches them.
  init(script: ActionScript) {
    self.script = script
    windows = script.windows.map { window in
      Self.screens.map { BenchScreenState.initialState(for: $0, window: window) }
    }
    indexByWindow = Dictionary(
      script.windows.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { $1 })
    probes = (0..<(script.windows.count * Self.screens.count)).map { _ in ScreenProbe() }
  }

  func dispatchNext(_ count: Int) {
    // The state and the script are moved into locals for the batch, as the floors and the
    // store's row move theirs: the loop then reads and writes plain values, with none of the
    // checks a class's stored property costs.
    var windows: [[BenchScreenState]] = []
    swap(&windows, &self.windows)
    var settings = self.settings
    var script = self.script
    for _ in 0..<count {
      let action = script.nextAction()
      BenchSettings.reduce(&settings, action)
      guard let index = indexByWindow[action.windowUUID] else { continue }
      var changed: UInt8 = 0
      for position in Self.screens.indices {
        let state = windows[index][position]
        let newState = BenchScreenState.reducer(state, action)
        guard newState != state else { continue }
        windows[index][position] = newState
        changed |= 1 << UInt8(position)
      }
      notify(changed, in: windows[index], firstProbe: index * Self.screens.count)
    }
    self.script = script
    self.settings = settings
    swap(&windows, &self.windows)
  }

  /// Calls the subscriber of each screen of a window whose state changed, with its new state.
  ///
  /// - Parameters:
  ///   - changed: One bit per screen whose state changed, at its position in the window.
  ///   - screens: The window's screen states.
  ///   - firstProbe: The position in ``probes`` of the window's first screen's subscriber.
  @inline(__always)
  private func notify(_ changed: UInt8, in screens: [BenchScreenState], firstProbe: Int) {
    var changed = changed
    while changed != 0 {
      let position = changed.trailingZeroBitCount
      changed &= changed - 1
      probes[firstProbe + position].newState(state: screens[position].panel)
    }
  }
}

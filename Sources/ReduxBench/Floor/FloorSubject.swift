import Redux

/// The `floor` row of the multi-window workload: the same windows, screens, subscribers and
/// actions as the store's, with nothing else.
///
/// No store and no allocation: a plain struct of windows with their screen states inline
/// (``FloorState``), a `switch` reducer changing it in place, a direct call of each subscriber
/// whose screen changed, and actions, precomputed from the script, that name the window by its
/// index. Whatever a store does beyond this is its own cost.
@MainActor
final class FloorSubject: ScreenProbing {
  /// The windows and their subscribers.
  private var state: FloorState
  /// The script's actions, in order.
  private let actions: [FloorAction]
  /// The next action's position in ``actions``.
  private var position = 0

  /// Each screen's subscriber, window after window, screen after screen.
  var probes: [ScreenProbe] { state.probes }

  /// Opens the script's windows, each showing every screen with a subscriber, and precomputes
  /// the script's actions.
  ///
  /// - Parameters:
  ///   - script: The windows and the actions, in the order every implementation dispatches them.
  init(script: ActionScript) {
    state = FloorState(windowUUIDs: script.windows)
    actions = script.targets.map { FloorAction(window: $0.window, screen: $0.screen) }
  }

  func dispatchNext(_ count: Int) {
    // The state is moved into a local for the batch, so that the loop reads and writes a plain
    // value, with none of the checks a class's stored property costs.
    var state = FloorState.empty
    swap(&state, &self.state)
    var position = self.position
    for _ in 0..<count {
      let action = actions[position]
      position += 1
      if position == actions.count { position = 0 }
      state.tap(action.screen, inWindowAt: action.window)
    }
    self.position = position
    swap(&state, &self.state)
  }
}

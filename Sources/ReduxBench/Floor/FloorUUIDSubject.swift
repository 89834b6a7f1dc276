import Redux

/// The `floor-uuid` row of the multi-window workload: the ``FloorSubject``, with each action
/// naming its window by its `WindowUUID` and the window found by it, as every store must find it.
///
/// The lookup is a `Dictionary` from each window's identifier to its index, built once; the
/// actions are precomputed from the script; nothing is allocated per dispatch.
@MainActor
final class FloorUUIDSubject: ScreenProbing {
  /// The windows and their subscribers.
  private var state: FloorState
  /// Each window's index in the state, by identifier.
  private let indexByWindow: [WindowUUID: Int]
  /// The script's actions, in order.
  private let actions: [FloorUUIDAction]
  /// The next action's position in ``actions``.
  private var position = 0

  /// Each screen's subscriber, window after window, screen after screen.
  var probes: [ScreenProbe] { state.probes }

  /// Opens the script's windows, each showing every screen with a subscriber, indexes them by
  /// identifier and precomputes the script's actions.
  ///
  /// - Parameters:
  ///   - script: The windows and the actions, in the order every implementation dispatches them.
  init(script: ActionScript) {
    state = FloorState(windowUUIDs: script.windows)
    indexByWindow = Dictionary(
      script.windows.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { $1 })
    actions = script.targets.map {
      FloorUUIDAction(window: script.windows[$0.window], screen: $0.screen)
    }
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
      guard let index = indexByWindow[action.window] else { continue }
      state.tap(action.screen, inWindowAt: index)
    }
    self.position = position
    swap(&state, &self.state)
  }
}

import Redux

/// The seeded stream of actions a multi-window measurement dispatches: each aimed at one random
/// window and carrying one random screen's action type.
///
/// Only the targets are stored; each action is made when it is dispatched, as an app makes its
/// actions, in every implementation's timed loop alike: an action object (``nextAction()``), or
/// the screen's enum action for its window (``nextTarget()``). The stream repeats once it is used
/// up.
struct ActionScript: Sendable {
  /// The windows the actions are aimed at.
  let windows: [WindowUUID]
  /// The targets, in order: each action's window, by its position in ``windows``, and screen.
  /// The floors precompute their actions from them.
  let targets: [(window: Int, screen: BenchScreen)]
  private var position = 0

  /// Makes a stream of `length` targets over `windows`.
  ///
  /// - Parameters:
  ///   - windows: The open windows; at least one.
  ///   - length: How many targets to draw before the stream repeats.
  ///   - seed: The seed of the draw.
  init(windows: [WindowUUID], length: Int, seed: UInt64) {
    self.windows = windows
    var generator = SeededGenerator(seed: seed)
    targets = (0..<max(1, length)).map { _ in
      (
        window: Int.random(in: 0..<windows.count, using: &generator),
        screen: BenchScreen.allCases.randomElement(using: &generator) ?? .feed
      )
    }
  }

  /// Makes a stream over `windows` new windows, drawn from `seed` and the window count: every
  /// workload, and every count of allocations, that measures that many windows dispatches the
  /// same actions.
  ///
  /// - Parameters:
  ///   - windows: How many windows to open; at least one.
  ///   - length: How many targets to draw before the stream repeats.
  ///   - seed: The run's seed.
  static func opening(_ windows: Int, length: Int, seed: UInt64) -> ActionScript {
    ActionScript(
      windows: (0..<windows).map { _ in WindowUUID() }, length: length,
      seed: seed &+ UInt64(windows))
  }

  /// The next target of the stream: the window and the screen of its next action.
  mutating func nextTarget() -> (window: WindowUUID, screen: BenchScreen) {
    let target = targets[position]
    position += 1
    if position == targets.count { position = 0 }
    return (windows[target.window], target.screen)
  }

  /// Makes the next action of the stream, as an action object.
  mutating func nextAction() -> Action {
    let target = nextTarget()
    return Action(windowUUID: target.window, actionType: target.screen.tapActionType)
  }
}

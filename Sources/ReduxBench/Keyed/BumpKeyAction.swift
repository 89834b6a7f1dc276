import Redux

/// The action of the keyed-states workload: it changes the sub-state of one key.
final class BumpKeyAction: Action {
  /// The position of the key it changes.
  let key: Int

  /// Makes an action that increments the counter under one key.
  ///
  /// - Parameters:
  ///   - key: The key's position.
  init(key: Int) {
    self.key = key
    super.init(windowUUID: .unavailable, actionType: BumpKeyActionType.bump)
  }
}

/// The kinds of ``BumpKeyAction``.
enum BumpKeyActionType: ActionType {
  case bump
}

/// The sub-state kept under each key: a counter.
struct KeyCounter: Equatable, Sendable {
  /// How many times the key was bumped.
  var value = 0
}

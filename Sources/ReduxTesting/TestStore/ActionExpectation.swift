import Redux

/// What a call of `receive` expects: a test that an action passes, and the words that describe it
/// in failure messages.
struct ActionExpectation {
  /// The expectation in words, such as `an action of type CounterActionType.add(2)`.
  let description: String
  /// Whether an action is the expected one.
  let matches: (Action) -> Bool

  /// Expects an action whose `actionType` equals `actionType`, for `window` unless it is `nil`.
  static func actionType<T: ActionType & Equatable>(
    _ actionType: T, window: WindowUUID?
  ) -> ActionExpectation {
    ActionExpectation(
      description: "an action of type \(type(of: actionType)).\(actionType)"
        + windowDescription(window),
      matches: { action in
        (action.actionType as? T) == actionType && isFor(window, action)
      }
    )
  }

  /// Expects an instance of `actionClass` (or a subclass), for `window` unless it is `nil`, that
  /// passes `predicate` unless it is `nil`.
  static func actionClass<A: Action>(
    _ actionClass: A.Type, window: WindowUUID?, predicate: ((A) -> Bool)?
  ) -> ActionExpectation {
    ActionExpectation(
      description: "an action of class \(actionClass)" + windowDescription(window)
        + (predicate == nil ? "" : " matching the predicate"),
      matches: { action in
        guard let action = action as? A, isFor(window, action) else { return false }
        return predicate?(action) ?? true
      }
    )
  }

  private static func windowDescription(_ window: WindowUUID?) -> String {
    window.map { " for window \($0.shortDescription)" } ?? ""
  }

  private static func isFor(_ window: WindowUUID?, _ action: Action) -> Bool {
    window.map { $0 == action.windowUUID } ?? true
  }
}

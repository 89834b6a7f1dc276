/// Two or more keyed reducers claim the same state key.
///
/// A keyed state holds one sub-state per key, so reducers that share a key would overwrite each
/// other. Give one of them its own ``KeyedReducer/stateKey``.
public struct DuplicateStateKeyError: Error, Equatable, CustomStringConvertible {
  /// The key claimed more than once.
  public let stateKey: String

  /// The type names of the reducers that claim it, in combination order.
  public let reducerNames: [String]

  /// A sentence naming the key, the reducers and the fix.
  public var description: String {
    "The state key \"\(stateKey)\" is used by more than one reducer ("
      + reducerNames.joined(separator: ", ")
      + "). Give each reducer its own stateKey."
  }
}

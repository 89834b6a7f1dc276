/// A value that a ``Store`` holds: app state, a screen's state or a keyed state.
///
/// States are values: `Equatable`, so that subscribers hear only about real changes, and
/// `Sendable`, so that a copy can be handed to other tasks safely.
///
/// Every state says how to reset its *transient* data: values that describe a moment rather than
/// the state of things, such as "show a toast now" or "scroll to the top". Reducers return
/// ``defaultState(from:)`` for every action they do not handle, so a transient flag is seen by
/// subscribers once and then cleared.
///
/// ```swift
/// struct ExampleState: StateType {
///   var exampleProperty: Bool
///   var exampleTransientProperty = false
///
///   static func defaultState(from state: ExampleState) -> ExampleState {
///     ExampleState(exampleProperty: state.exampleProperty)
///   }
/// }
/// ```
public protocol StateType: Equatable, Sendable {
  /// Returns a copy of `state` with every transient property set back to its default value.
  ///
  /// A state without transient data returns `state` unchanged.
  ///
  /// - Parameter state: The state to copy.
  static func defaultState(from state: Self) -> Self

  // The store's window routing. Every state gets these from the framework: a state without
  // windows from `StateType+WindowRouting`, a `WindowedState` from `WindowedState+WindowRouting`,
  // the more specific one winning for a type that is both. Being requirements, they reach the
  // store's generic code through the conformance, with no cast, and the app's module compiles
  // them for its own state type. The leading underscore keeps them out of the documentation and
  // of completion: a state never implements them.

  /// Applies an in-place reducer; returns what changed that window routing needs.
  static func _reduce(
    _ state: inout Self, _ action: Action, with reducer: InPlaceReducer<Self>
  ) -> _RoutingChange

  /// What changed between two states that window routing needs.
  static func _routingChange(from old: Self, to new: Self) -> _RoutingChange

  /// The revisions of a window's screens, or `nil` when the state has no such window.
  static func _screenRevisions(in window: WindowUUID, of state: Self) -> _ScreenRevisions?

  /// Whether a window is closed in a state.
  static func _isClosed(_ window: WindowUUID, in state: Self) -> Bool

  /// Whether a window is open in a state.
  static func _isOpen(_ window: WindowUUID, in state: Self) -> Bool
}

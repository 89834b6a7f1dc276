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
}

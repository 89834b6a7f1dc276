/// How a store applies an action to its state: with a value ``Reducer`` or an ``InPlaceReducer``.
///
/// Shared by `Store` and the testing kit's `TestStore`. Each switches over it itself: a value
/// reducer must be called with a copy of the state, outside any `inout` access to the store's
/// storage, so that it may read the store while it runs.
@usableFromInline
package enum Reduction<State> {
  /// A reducer that returns the next state.
  case value(Reducer<State>)
  /// A reducer that changes the state where it is.
  case inPlace(InPlaceReducer<State>)

}

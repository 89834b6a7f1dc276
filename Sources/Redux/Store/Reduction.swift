/// A store's reducer, of either kind. ``StoreCore`` takes it apart once, when it is made: a value
/// reducer must be called with a copy of the state, outside any `inout` access to the store's
/// storage, so that it may read the store while it runs.
@usableFromInline
package enum Reduction<State> {
  case value(Reducer<State>)
  case inPlace(InPlaceReducer<State>)

}

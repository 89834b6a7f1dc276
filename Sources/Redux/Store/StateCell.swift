/// The store's state, held in a noncopyable cell so that the store can lend it, uncopied, to the
/// middlewares and subscribers of an action that an in-place reducer processed.
///
/// Handing a class-held value to other code normally copies it: the store's property could change
/// during the call, so Swift takes a copy first, which for an app's state means a retain and a
/// release of each of its buffers on every action. A noncopyable value cannot be copied, so
/// lending it as a `borrowing` argument keeps the store's access to the property open for the
/// whole call instead: a read access, checked at run time like any access to a class's property.
///
/// Reads meanwhile (a subscriber reading `Store.state`, a subscription delivering its first
/// state) are reads too, which Swift lets overlap. Writes cannot happen: the store changes the
/// state only while it processes an action, and an action dispatched while one is processed
/// waits its turn. Were a write ever to overlap the loan, Swift's exclusivity check would stop
/// the app at once rather than let it see a state change under it.
@usableFromInline
struct StateCell<State>: ~Copyable {
  /// The state.
  @usableFromInline var value: State

  /// Holds a state.
  ///
  /// - Parameter value: The state.
  @inlinable
  init(_ value: State) {
    self.value = value
  }
}

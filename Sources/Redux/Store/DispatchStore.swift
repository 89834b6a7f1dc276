/// Something actions can be dispatched to: the ``Store``, or a test double that records them.
///
/// `dispatch` may be called from anywhere, reducers, middlewares and subscribers included. Actions
/// are processed on the main actor in the order they were dispatched, each after the one before
/// it has been published to every subscriber.
public protocol DispatchStore: AnyObject, Sendable {
  /// Dispatches an action to the store.
  ///
  /// Called on the main actor outside of any other dispatch, the action is reduced, passed to the
  /// middlewares and published before this call returns, so `store.state` already shows its
  /// effect, and so does every action it caused. Called from anywhere else (another actor, a
  /// task, a thread, or a reducer, middleware or subscriber while the store is busy) the action
  /// joins the store's first-in first-out queue and is processed on the main actor after the
  /// actions before it.
  ///
  /// Where the call runs is checked when it is made, so code that only claims to be on the main
  /// actor (a main-actor closure that Swift 5 code calls on another thread, say) gets its action
  /// queued: reducers, middlewares and subscribers run on the main actor only.
  ///
  /// - Parameter action: The action to dispatch. It is handed over to the store (`sending`): the
  ///   compiler refuses an action that the caller could still reach afterwards, such as one that
  ///   holds an object of an actor's own state. Make a fresh action, with `Sendable` payloads.
  func dispatch(_ action: sending Action)
}

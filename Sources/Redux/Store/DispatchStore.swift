/// Something actions can be dispatched to: the ``Store``, or a test double that records them.
///
/// Features that only send actions depend on this protocol rather than on a concrete store, so
/// that tests can hand in their own.
///
/// `dispatch` may be called from any thread, task or actor, and from inside reducers,
/// middlewares and subscribers. Actions are processed on the main actor in the order they were
/// dispatched. A dispatch made while another action is being processed waits its turn: it is
/// reduced after the current action has been published to every subscriber.
public protocol DispatchStore: AnyObject, Sendable {
  /// Dispatches an action, telling the store which isolation domain the caller runs in.
  ///
  /// Call ``dispatch(_:isolation:)`` instead; it passes the caller's isolation for you.
  /// Implementations process the action at once when the caller is on the main actor and no other
  /// action is being processed, and queue it otherwise.
  ///
  /// - Parameters:
  ///   - action: The action. It is handed over: the caller must not change it afterwards.
  ///   - isolation: The caller's actor, or `nil` when the caller is not isolated to any actor.
  func dispatch(_ action: sending Action, from isolation: isolated (any Actor)?)
}

extension DispatchStore {
  /// Dispatches an action to the store.
  ///
  /// ```swift
  /// store.dispatch(
  ///   ExampleAction(windowUUID: windowUUID, actionType: ExampleActionType.anExampleActionForExample)
  /// )
  /// ```
  ///
  /// Called from main-actor-isolated code outside of any other dispatch, the action is reduced,
  /// passed to the middlewares and published before this call returns, so `store.state` already
  /// shows its effect. Called from anywhere else (code isolated to another actor, nonisolated
  /// code even when it happens to run on the main thread, or a reducer, middleware or subscriber
  /// while the store is busy) the action joins the store's first-in first-out queue and is
  /// processed on the main actor after the actions before it.
  ///
  /// - Parameters:
  ///   - action: The action to dispatch. It is handed over to the store: do not change it
  ///     afterwards. The compiler enforces this for callers that are not on the main actor;
  ///     immutable payloads can still be read.
  ///   - isolation: The caller's isolation. Leave it out: the compiler fills it in.
  @inlinable
  public func dispatch(
    _ action: sending Action,
    isolation: isolated (any Actor)? = #isolation
  ) {
    dispatch(action, from: isolation)
  }
}

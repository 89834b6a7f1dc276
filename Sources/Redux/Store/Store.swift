/// The single source of truth of an app: holds the state, reduces actions, runs middlewares and
/// notifies subscribers.
///
/// ```swift
/// @MainActor let store = Store(
///   state: AppState(),
///   reducer: AppState.reducer,
///   middlewares: [ExampleMiddleware().exampleProvider]
/// )
/// ```
///
/// The store lives on the main actor, like the user interface its state drives. Each action, one
/// at a time:
///
/// 1. the reducer computes the new state, which becomes ``state``;
/// 2. every middleware is called with the new state and the action;
/// 3. every subscriber hears about it, through its subscription's filters, in the order they
///    subscribed; then the listeners whose part of the state changed, in the order they were added.
///
/// Actions dispatched meanwhile, or from other threads, are queued and processed in order once
/// the current action is finished; see ``dispatch(_:)``.
@MainActor
public final class Store<State: StateType>: DefaultDispatchStore {
  /// The current state. It changes only by dispatching actions.
  ///
  /// A reducer must use the state it is given: reading this (through `MainActor.assumeIsolated`,
  /// say) while the store reduces in place stops the app, since it is the value being changed.
  public var state: State {
    MainActorCheck.require("Store.state")
    precondition(
      !core.isReducingInPlace,
      "Store.state was read while the store's in-place reducer was changing it; a reducer must "
        + "use the state it is given.")
    return core.state
  }

  @usableFromInline let core: StoreCore<State>
  @usableFromInline let drain = ActionDrain()
  let windowTaskCount = WindowTaskCount()
  #if DEBUG
  /// Debug builds only: what closed windows left alive (`Store+LifetimeWarnings.swift`).
  let lifetimeWatch = LifetimeWatch()
  #endif

  /// Makes a store.
  ///
  /// - Parameters:
  ///   - state: The initial state.
  ///   - reducer: The function that computes each new state from the current one and an action.
  ///   - middlewares: Side-effect providers, called in this order after each action is reduced.
  @inlinable
  public convenience init(
    state: State,
    reducer: @escaping Reducer<State>,
    middlewares: [Middleware<State>] = []
  ) {
    self.init(state: state, reduction: .value(reducer), middlewares: middlewares)
  }

  /// Makes a store whose reducer changes the state in place.
  ///
  /// Prefer an ``InPlaceReducer`` for a state with many windows: an action for one window then
  /// costs the same however many windows are open.
  ///
  /// - Parameters:
  ///   - state: The initial state.
  ///   - reducer: The function that applies each action to the state.
  ///   - middlewares: Side-effect providers, called in this order after each action is reduced.
  @inlinable
  public convenience init(
    state: State,
    reducer: @escaping InPlaceReducer<State>,
    middlewares: [Middleware<State>] = []
  ) {
    self.init(state: state, reduction: .inPlace(reducer), middlewares: middlewares)
  }

  // Inlinable, like the initializers that call it, so that the processing is compiled in the
  // app's module for the app's state type.
  @inlinable
  init(state: State, reduction: Reduction<State>, middlewares: [Middleware<State>]) {
    core = StoreCore(state: state, reduction: reduction, middlewares: middlewares)
  }

  /// The number of subscribers that are alive and subscribed.
  public var subscriberCount: Int {
    core.subscriberCount
  }

  /// The number of dispatched actions that wait to be processed: non-zero only while an action is
  /// processed, or before the main actor reaches actions dispatched from elsewhere.
  public nonisolated var pendingActionCount: Int {
    drain.queue.count
  }
}

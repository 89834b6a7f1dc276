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
/// The store lives on the main actor, like the user interface its state drives. Each action
/// goes through the same steps, one action at a time:
///
/// 1. the reducer computes the new state, which becomes ``state``;
/// 2. every middleware is called with the new state and the action;
/// 3. every subscriber hears about the new state, through its subscription's filters, in the
///    order the subscribers subscribed; then the listeners added with `addListener` whose part of
///    the state changed are called, in the order they were added.
///
/// Actions dispatched during these steps, or from other threads, are queued and processed in
/// the order they were dispatched once the current action is finished. See
/// ``dispatch(_:)``.
@MainActor
public final class Store<State: StateType>: DefaultDispatchStore {
  /// The current state. It changes only by dispatching actions.
  ///
  /// A reducer must not read it (through `MainActor.assumeIsolated`, say) while the store reduces
  /// in place: it is the very value the reducer is changing. The store stops the app with a
  /// message saying so. A reducer has the state it is given.
  public var state: State {
    MainActorCheck.require("Store.state")
    precondition(
      !isReducingInPlaceFlag,
      "Store.state was read while the store's in-place reducer was changing it; a reducer must "
        + "use the state it is given.")
    return currentState
  }

  // The dispatch path is inlinable, so that an app's module compiles it for its own state type
  // instead of running generic code that looks up type metadata at every step.
  /// The current state.
  @usableFromInline var currentState: State
  /// Whether an in-place reducer is changing ``currentState``.
  ///
  /// Private, and set through ``setReducingInPlace(_:)``, which is not inlined into other
  /// modules: the compiler then sees every access to it, finds that none can overlap another,
  /// and checks exclusive access when compiling rather than twice on every dispatch.
  private var isReducingInPlaceFlag = false
  @usableFromInline let reduction: Reduction<State>
  /// The reducer of ``reduction`` when it reduces in place, wrapped by the window router so that
  /// it also says whether the app-wide state or the closed windows changed. Kept apart so that
  /// calling it, on every action, does not copy it out of the enum (a retain and a release of its
  /// context).
  @usableFromInline let inPlaceReducer: ObservedReducer<State>?
  @usableFromInline let middlewares: [Middleware<State>]
  /// The queue of actions and the drain that processes them one at a time; see ``ActionDrain``.
  @usableFromInline let drain = ActionDrain()
  @usableFromInline let subscriptions: SubscriptionHub<State>
  @usableFromInline let listeners = ListenerRegistry<State>()
  /// The window tasks in flight, for ``waitForWindowTasks(in:timeout:)``; see `Store+WindowTasks`.
  let windowTaskCount = WindowTaskCount()

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
  /// ```swift
  /// let store = Store(state: AppState(), reducer: AppState.reducer, middlewares: middlewares)
  /// ```
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

  // Inlinable, like the initializers that call it, so that the window router is made, and
  // specialized, in the app's module for the app's state type: see `WindowRouter.make(for:)`.
  @inlinable
  init(state: State, reduction: Reduction<State>, middlewares: [Middleware<State>]) {
    self.currentState = state
    self.reduction = reduction
    let subscriptions = SubscriptionHub(initialState: state)
    if case .inPlace(let reducer) = reduction {
      self.inPlaceReducer = subscriptions.windowRouter.observing(reducer)
    } else {
      self.inPlaceReducer = nil
    }
    self.middlewares = middlewares
    self.subscriptions = subscriptions
  }

  /// Records whether an in-place reducer is changing ``currentState``.
  ///
  /// - Parameter isReducing: `true` before the reducer runs, `false` after.
  @usableFromInline
  func setReducingInPlace(_ isReducing: Bool) {
    isReducingInPlaceFlag = isReducing
  }

  /// The number of subscribers that are alive and subscribed.
  public var subscriberCount: Int {
    subscriptions.count
  }

  /// The number of dispatched actions that wait to be processed.
  ///
  /// Non-zero only while an action is being processed on the main actor, or when actions were
  /// dispatched from outside the main actor and it has not reached them yet.
  public nonisolated var pendingActionCount: Int {
    drain.queue.count
  }
}

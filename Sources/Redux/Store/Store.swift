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
/// ``DispatchStore/dispatch(_:isolation:)``.
@MainActor
public final class Store<State: StateType>: DefaultDispatchStore {
  /// The current state. It changes only by dispatching actions.
  ///
  /// A reducer must not read it (through `MainActor.assumeIsolated`, say) while the store reduces
  /// in place: it is the very value the reducer is changing. The store stops the app with a
  /// message saying so. A reducer has the state it is given.
  public var state: State {
    precondition(
      !isReducingInPlace,
      "Store.state was read while the store's in-place reducer was changing it; a reducer must "
        + "use the state it is given.")
    return currentState
  }

  // The dispatch path is inlinable, so that an app's module compiles it for its own state type
  // instead of running generic code that looks up type metadata at every step.
  //
  // The store's accesses to `currentState` skip Swift's dynamic exclusivity checks, which every
  // action would otherwise pay twice. Two accesses can overlap:
  // - a read of `state` while an in-place reducer changes the state: `state` checks for it with
  //   `isReducingInPlace` and stops the app;
  // - a read of `state` by a middleware or subscriber while the store hands them the state
  //   `inout` (see `hand(_:to:then:after:)`): nothing writes the state during that call, so
  //   both find the same value.
  // Every other access is made by the store's own code, on the main actor, one after the other.
  @exclusivity(unchecked) @usableFromInline var currentState: State
  /// Whether an in-place reducer is changing ``currentState``.
  @exclusivity(unchecked) @usableFromInline var isReducingInPlace = false
  @usableFromInline let reduction: Reduction<State>
  /// The reducer of ``reduction`` when it reduces in place, kept apart so that calling it, on
  /// every action, does not copy it out of the enum (a retain and a release of its context).
  @usableFromInline let inPlaceReducer: InPlaceReducer<State>?
  @usableFromInline let middlewares: [Middleware<State>]
  @usableFromInline let queue = ActionQueue()
  /// Whether actions are being processed on the main actor; dispatches made meanwhile wait in
  /// the queue. Only the main actor reads and writes it, each access a single load or store, so
  /// no dynamic exclusivity check is needed on this field every dispatch uses.
  @exclusivity(unchecked) @usableFromInline var isDraining = false
  @usableFromInline let subscriptions: SubscriptionHub<State>
  @usableFromInline let listeners = ListenerRegistry<State>()
  /// Processes an action dispatched on the main actor; call it on the main actor only. See
  /// `makeMainActorDispatch()`.
  ///
  /// Made once, by the initializer, which an app's module compiles for its own state type: a
  /// dispatch allocates nothing for it, and one made through a protocol existential (such as
  /// `any DefaultDispatchStore<AppState>`), which runs the generic code of
  /// ``dispatch(_:from:)``, still processes the action with code compiled for the app's state.
  @usableFromInline nonisolated let mainActorDispatch: ActionHandler

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
    if case .inPlace(let reducer) = reduction {
      self.inPlaceReducer = reducer
    } else {
      self.inPlaceReducer = nil
    }
    self.middlewares = middlewares
    self.subscriptions = SubscriptionHub(initialState: state)
    self.mainActorDispatch = Self.makeMainActorDispatch()
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
    queue.count
  }

  /// Dispatches an action; see ``DispatchStore/dispatch(_:isolation:)``.
  ///
  /// - Parameters:
  ///   - action: The action to process.
  ///   - isolation: The caller's isolation.
  @inlinable
  public func dispatch(_ action: sending Action, from isolation: isolated (any Actor)?) {
    guard let isolation, ObjectIdentifier(isolation) == mainActorIdentity else {
      if queue.appendFromElsewhere(action) {
        Task { @MainActor in
          self.queue.scheduledDrainDidStart()
          // Nothing to hold: this drains the queue, unless a drain is already running.
          self.holdingDispatches {}
        }
      }
      return
    }
    // Safety: the caller's isolation is the main actor, and an `isolated` parameter can only be
    // the actor the caller runs on, so this code runs on the main actor's executor, where
    // `mainActorDispatch` must be called.
    mainActorDispatch(self, action)
  }

  /// A function that takes a store and an action, with no isolation of its own; `Sendable`, as
  /// the main-actor function it is made from is, so that the store keeps it nonisolated.
  @usableFromInline typealias ActionHandler = @Sendable (Store, sending Action) -> Void

  /// Makes ``mainActorDispatch``: ``dispatchOnMainActor(_:)`` as a function with no isolation of
  /// its own.
  ///
  /// Calling the main-actor method through a nonisolated function type skips
  /// `MainActor.assumeIsolated`, whose run-time check would only find, on every dispatch, what
  /// the caller's isolation already proves. The function must therefore be called on the main
  /// actor only.
  @inlinable
  static func makeMainActorDispatch() -> ActionHandler {
    let dispatchHere: @MainActor (Store, sending Action) -> Void = { store, action in
      store.dispatchOnMainActor(action)
    }
    return unsafeBitCast(dispatchHere, to: ActionHandler.self)
  }

  /// Processes an action dispatched on the main actor, with whatever it causes to be dispatched:
  /// at once when no other action is being processed or waiting, otherwise after those.
  @inlinable
  func dispatchOnMainActor(_ action: sending Action) {
    guard !isDraining else {
      queue.append(action)
      return
    }
    isDraining = true
    // Actions queued from elsewhere before this one keep their place ahead of it.
    if queue.isKnownEmpty {
      process(action)
    } else if let action = queue.takeUnlessActionsWait(action) {
      process(action)
    }
    // Then whatever processing dispatched: reducers and middlewares are not isolated to the
    // main actor, so their actions arrive through the queue and are drained here, before this
    // dispatch returns.
    processQueuedActions()
    isDraining = false
  }

  /// Runs `work` the way an action is processed: actions dispatched meanwhile, for example by a
  /// subscriber receiving its first state, wait and are processed when `work` is done.
  @usableFromInline
  func holdingDispatches(_ work: () -> Void) {
    guard !isDraining else {
      work()
      return
    }
    isDraining = true
    work()
    processQueuedActions()
    isDraining = false
  }

  /// Processes every queued action, in order, including those queued while processing.
  @inlinable
  func processQueuedActions() {
    while let action = queue.next() {
      process(action)
    }
  }

  /// Hands the state after an action to the middlewares, then to the subscribers, without
  /// copying it.
  ///
  /// Passing ``currentState``, a stored property, as an argument would copy it first: a retain
  /// and a release of every reference it holds (each window table, array and set of an app's
  /// state), on every action. Taken `inout`, it is passed where it is stored.
  ///
  /// Middlewares and subscribers may read ``state`` during the call. By the letter of Swift's
  /// exclusivity rule, an `inout` access counts as a write and such a read overlaps it, which is
  /// why the store's accesses to `currentState` are not checked dynamically. Nothing is written
  /// in fact: this function only passes `state` on, for reading, and the state changes only when
  /// the store reduces an action, one action at a time. So every read finds the same value.
  ///
  /// - Parameters:
  ///   - state: The store's state, which this function only reads.
  ///   - middlewares: The store's middlewares.
  ///   - subscriptions: The store's subscriptions.
  ///   - action: The action that was just reduced.
  @inlinable
  static func hand(
    _ state: inout State,
    to middlewares: [Middleware<State>],
    then subscriptions: SubscriptionHub<State>,
    after action: Action
  ) {
    for middleware in middlewares {
      middleware(state, action)
    }
    subscriptions.publish(state, after: action)
  }

  @inlinable
  func process(_ action: Action) {
    // The previous state is kept only for listeners, which compare it with the new one; without
    // them an in-place reducer finds the state's storage unshared and changes it without a copy.
    let oldState = listeners.isEmpty ? nil : currentState
    if inPlaceReducer != nil {
      isReducingInPlace = true
      inPlaceReducer?(&currentState, action)
      isReducingInPlace = false
    } else if case .value(let reducer) = reduction {
      currentState = reducer(currentState, action)
    }
    subscriptions.stateDidChange()
    Self.hand(&currentState, to: middlewares, then: subscriptions, after: action)
    if let oldState {
      listeners.publish(from: oldState, to: currentState)
    }
  }
}

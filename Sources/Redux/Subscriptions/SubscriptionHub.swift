/// A store's subscriptions and their window routing: what `Store` and the testing kit's
/// `TestStore` share, so that both attach and notify subscribers in exactly the same way.
///
/// The hub counts state versions, so that a subscriber added while an action is processed does
/// not receive the same state twice: the store calls ``stateDidChange()`` right after reducing,
/// before its middlewares run, and ``publish(_:after:version:change:)`` once they are done.
@MainActor
@usableFromInline
package final class SubscriptionHub<State> {
  @usableFromInline let subscribers = SubscriberList<State>()
  /// Knows the windows of a ``WindowedState``; `nil` for other states.
  @usableFromInline let windowRouter: WindowRouter<State>
  /// The version of the state, counted up after each action.
  ///
  /// Read and counted through this module's own code, never inlined elsewhere, so that the
  /// compiler sees every access to the stored count and checks exclusive access when compiling
  /// rather than on every dispatch.
  @usableFromInline var version: Int { latestVersion }
  private var latestVersion = 0

  /// The router's ``WindowRouter/route``, kept here too: called through a field of the hub
  /// itself, the function is not retained and released around each call, as it is through the
  /// router.
  @usableFromInline let route:
    (_ action: Action, _ state: State, _ change: RouterChange) -> WindowRoute

  /// Makes the hub of a store whose state starts as `initialState`.
  @inlinable
  package init(initialState: State) {
    windowRouter = WindowRouter.make(for: initialState) ?? WindowRouter.windowless()
    route = windowRouter.route
  }

  /// The number of subscribers that are alive and subscribed.
  package var count: Int {
    subscribers.count
  }

  /// The number of subscribers alive and subscribed to one window.
  package func count(in window: WindowUUID) -> Int {
    subscribers.count(in: window)
  }

  /// Ends a subscriber's subscription; does nothing when it is not subscribed.
  package func remove(_ subscriber: AnyObject) {
    subscribers.remove(subscriber)
  }

  /// Records that the state changed: the next publish is a new version.
  ///
  /// - Returns: The new version, for ``publish(_:after:version:change:)``.
  @usableFromInline
  @discardableResult
  package func stateDidChange() -> Int {
    latestVersion &+= 1
    return latestVersion
  }

  /// Builds a subscriber's pipeline and registers it.
  ///
  /// A subscription to a window that is already closed replaces the subscriber's previous one
  /// but is not registered: a closed window's subscribers hear nothing more.
  ///
  /// - Returns: A function that delivers a state to the subscriber through its pipeline, while
  ///   the subscription is on, with which the caller delivers the current state; or `nil` when
  ///   the window is closed and nothing must be delivered.
  ///
  /// - Parameters:
  ///   - subscriber: The subscriber, held weakly.
  ///   - window: The window the subscription watches, or `nil` for the whole store.
  ///   - locateScreen: For a screen subscription, finds its screen in a state; the subscription
  ///     is then evaluated only when that screen changed, or the app-wide state did.
  ///   - currentState: The store's state, which the caller delivers to the subscriber at once.
  ///   - pipeline: The subscriber's transform.
  @inlinable
  package func attach<SelectedState, S: StoreSubscriber>(
    _ subscriber: S,
    window: WindowUUID?,
    locateScreen: (any ScreenLocating<State>)? = nil,
    currentState: State,
    pipeline: (Subscription<State>) -> Subscription<SelectedState>
  ) -> ((State) -> Void)? where S.SubscriberStateType == SelectedState {
    if let window, windowRouter.isClosed(window, currentState) {
      subscribers.remove(subscriber)
      return nil
    }
    let receive = Self.composePipeline(pipeline(Subscription<State>()), for: S.self)
    let gate = locateScreen.map { ScreenGate(found: $0.locate(in: currentState)) }
    let entry = subscribers.add(
      subscriber, window: window, version: version, locateScreen: locateScreen, gate: gate,
      receive: receive)
    return { state in
      // A subscription that a `deinit` run by `add` replaced already delivers nothing.
      guard entry.isActive else { return }
      receive(state, subscriber)
    }
  }

  /// Composes a subscription's stages into the function that delivers the store's states to
  /// its subscriber, of type `S`.
  ///
  /// A transform must return a stage built from the one it was given; one built from a stage of
  /// another state type is a programming error, which stops the app with a message rather than
  /// letting a subscriber receive what another pipeline selected.
  ///
  /// - Parameters:
  ///   - last: The last stage, returned by the subscriber's transform.
  ///   - subscriber: The type of the subscriber.
  /// - Returns: The pipeline's input, called with a state and the subscriber.
  @inlinable
  package static func composePipeline<SelectedState, S: StoreSubscriber>(
    _ last: Subscription<SelectedState>, for subscriber: S.Type
  ) -> (State, consuming AnyObject) -> Void where S.SubscriberStateType == SelectedState {
    let receive = last.pipeline(from: State.self) { value, target in
      // `target` is the subscriber its entry holds, passed in by the lane for the call: an `S`.
      // The checked cast costs a comparison of types and keeps it so whatever happens.
      (target as? S)?.newState(state: value)
    }
    guard let receive else {
      preconditionFailure(
        "The transform passed to subscribe returned a subscription that was not built from the "
          + "one it was given; build it with select, skip or only from the transform's argument.")
    }
    return receive
  }

  /// Notifies the subscribers of a state that a reducer returning the next state made; see
  /// ``publish(_:after:version:change:)``.
  ///
  /// - Parameters:
  ///   - state: The new state.
  ///   - action: The action that made it.
  ///   - previous: The state before the action.
  package func publish(_ state: State, after action: Action, changedFrom previous: State) {
    publish(state, after: action, version: version, change: windowRouter.change(previous, state))
  }

  /// Notifies the store-wide subscribers and those of the windows an action concerns; first ends
  /// the subscriptions of windows that closed.
  ///
  /// After an action that replaces the windows (``Action/replacesWindows``: a jump in time, a
  /// restore), the subscriptions of every window that is not open in the new state end: those
  /// closed there, and those not opened there, such as a window whose opening a jump undid.
  ///
  /// - Parameters:
  ///   - state: The new state.
  ///   - action: The action that made it.
  ///   - version: Its version, as ``stateDidChange()`` returned it.
  ///   - change: What the action changed that routing needs, as the store's observed reducer or
  ///     the router's comparison of the states before and after the action said.
  @inlinable
  func publish(_ state: State, after action: Action, version: Int, change: RouterChange) {
    let route = route(action, state, change)
    // One pass over the windows: a window not open in the new state includes every closed one.
    if action.opensOrClosesWindowsOrScreens, action.replacesWindows {
      subscribers.removeWindows { !windowRouter.isOpen($0, state) }
    } else if route.windowsClosed {
      subscribers.removeWindows { windowRouter.isClosed($0, state) }
    }
    subscribers.publish(state, version: version, route: route)
  }
}

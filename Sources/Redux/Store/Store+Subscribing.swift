extension Store {
  /// Subscribes an object to a part of the state within a scope; see
  /// ``DefaultDispatchStore/subscribe(_:to:transform:)-6k8tr``.
  ///
  /// - Parameters:
  ///   - subscriber: The object to notify.
  ///   - scope: Which actions the subscription hears.
  ///   - transform: Builds the subscription from the store's state.
  @inlinable
  public func subscribe<SelectedState, S: StoreSubscriber>(
    _ subscriber: S,
    to scope: SubscriptionScope<State>,
    transform: (Subscription<State>) -> Subscription<SelectedState>
  ) where S.SubscriberStateType == SelectedState {
    attach(subscriber, scope: scope, pipeline: transform)
  }

  /// Subscribes an object to an `Equatable` part of the state within a scope, skipping repeated
  /// values; see ``DefaultDispatchStore/subscribe(_:to:transform:)-92ia8``.
  ///
  /// - Parameters:
  ///   - subscriber: The object to notify.
  ///   - scope: Which actions the subscription hears.
  ///   - transform: Builds the subscription from the store's state.
  @inlinable
  public func subscribe<SelectedState: Equatable, S: StoreSubscriber>(
    _ subscriber: S,
    to scope: SubscriptionScope<State>,
    transform: (Subscription<State>) -> Subscription<SelectedState>
  ) where S.SubscriberStateType == SelectedState {
    attach(subscriber, scope: scope) {
      transform($0).skipRepeats()
    }
  }

  /// The number of subscribers alive and subscribed to one window.
  ///
  /// - Parameter window: The window.
  /// - Returns: How many subscriptions scoped to the window, or to its screens, watch it.
  public func subscriberCount(in window: WindowUUID) -> Int {
    core.subscriberCount(in: window)
  }

  /// Ends a subscriber's subscription; see ``DefaultDispatchStore/unsubscribe(_:)``.
  ///
  /// - Parameter subscriber: The object to stop notifying.
  public func unsubscribe(_ subscriber: any StoreSubscriber) {
    MainActorCheck.require("Store.unsubscribe")
    core.unsubscribe(subscriber)
  }

  /// Runs as an action's processing does: an action the transform or the subscriber dispatches
  /// waits until the first delivery is done, so the subscription receives the state it was built
  /// from.
  @inlinable
  func attach<SelectedState, S: StoreSubscriber>(
    _ subscriber: S,
    scope: SubscriptionScope<State>,
    pipeline: (Subscription<State>) -> Subscription<SelectedState>
  ) where S.SubscriberStateType == SelectedState {
    MainActorCheck.require("Store.subscribe")
    holdingDispatches {
      let deliver = core.subscribe(
        subscriber, scope: scope, pipeline: pipeline)
      deliver?(core.state)
    }
  }
}

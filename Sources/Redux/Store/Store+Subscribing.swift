extension Store {
  /// Subscribes to the whole state; see ``DefaultDispatchStore/subscribe(_:)``.
  ///
  /// - Parameter subscriber: The object to notify.
  @inlinable
  public func subscribe<S: StoreSubscriber>(_ subscriber: S)
  where S.SubscriberStateType == State {
    subscribe(subscriber) { $0 }
  }

  /// Subscribes to a part of the state; see ``DefaultDispatchStore/subscribe(_:transform:)-79ko0``.
  ///
  /// ```swift
  /// store.subscribe(self) { $0.select(\.settings) }
  /// ```
  ///
  /// - Parameters:
  ///   - subscriber: The object to notify.
  ///   - transform: Builds the subscription from the store's state.
  @inlinable
  public func subscribe<SelectedState, S: StoreSubscriber>(
    _ subscriber: S,
    transform: (Subscription<State>) -> Subscription<SelectedState>
  ) where S.SubscriberStateType == SelectedState {
    attach(subscriber, window: nil, pipeline: transform)
  }

  /// Subscribes to an `Equatable` part of the state, skipping repeated values; see
  /// ``DefaultDispatchStore/subscribe(_:transform:)-508eo``.
  ///
  /// - Parameters:
  ///   - subscriber: The object to notify.
  ///   - transform: Builds the subscription from the store's state.
  @inlinable
  public func subscribe<SelectedState: Equatable, S: StoreSubscriber>(
    _ subscriber: S,
    transform: (Subscription<State>) -> Subscription<SelectedState>
  ) where S.SubscriberStateType == SelectedState {
    attach(subscriber, window: nil) { transform($0).skipRepeats() }
  }

  /// Subscribes to a part of the state that belongs to one window; see
  /// ``DefaultDispatchStore/subscribe(_:window:transform:)-44dku``.
  ///
  /// ```swift
  /// store.subscribe(self, window: windowUUID) {
  ///   $0.select { $0.screenState(TodoListState.self, for: .todoList, window: uuid) }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - subscriber: The object to notify.
  ///   - window: The window whose actions the subscription hears.
  ///   - transform: Builds the subscription from the store's state.
  @inlinable
  public func subscribe<SelectedState, S: StoreSubscriber>(
    _ subscriber: S,
    window: WindowUUID,
    transform: (Subscription<State>) -> Subscription<SelectedState>
  ) where S.SubscriberStateType == SelectedState {
    attach(subscriber, window: window, pipeline: transform)
  }

  /// Subscribes to an `Equatable` part of the state that belongs to one window, skipping
  /// repeated values; see ``DefaultDispatchStore/subscribe(_:window:transform:)-6ozs1``.
  ///
  /// - Parameters:
  ///   - subscriber: The object to notify.
  ///   - window: The window whose actions the subscription hears.
  ///   - transform: Builds the subscription from the store's state.
  @inlinable
  public func subscribe<SelectedState: Equatable, S: StoreSubscriber>(
    _ subscriber: S,
    window: WindowUUID,
    transform: (Subscription<State>) -> Subscription<SelectedState>
  ) where S.SubscriberStateType == SelectedState {
    attach(subscriber, window: window) { transform($0).skipRepeats() }
  }

  /// The number of subscribers alive and subscribed to one window.
  ///
  /// - Parameter window: The window.
  /// - Returns: How many subscriptions made with `subscribe(_:window:transform:)` watch it.
  public func subscriberCount(in window: WindowUUID) -> Int {
    subscriptions.count(in: window)
  }

  /// Ends a subscriber's subscription; see ``DefaultDispatchStore/unsubscribe(_:)``.
  ///
  /// - Parameter subscriber: The object to stop notifying.
  public func unsubscribe(_ subscriber: any StoreSubscriber) {
    MainActorCheck.require("Store.unsubscribe")
    subscriptions.remove(subscriber)
  }

  /// Registers a subscriber's pipeline and delivers the current state through it.
  ///
  /// The whole registration runs as an action's processing does: an action that the transform
  /// or the subscriber dispatches meanwhile waits until the delivery is done, so the state the
  /// subscription is built from is the state it receives.
  @inlinable
  func attach<SelectedState, S: StoreSubscriber>(
    _ subscriber: S,
    window: WindowUUID?,
    locateScreen: (any ScreenLocating<State>)? = nil,
    pipeline: (Subscription<State>) -> Subscription<SelectedState>
  ) where S.SubscriberStateType == SelectedState {
    MainActorCheck.require("Store.subscribe")
    holdingDispatches {
      let deliver = subscriptions.attach(
        subscriber, window: window, locateScreen: locateScreen, currentState: currentState,
        pipeline: pipeline)
      deliver?(currentState)
    }
  }
}

extension DefaultDispatchStore {
  /// Subscribes an object to the whole state, after every action.
  ///
  /// The same as `subscribe(subscriber, to: .store) { $0 }`.
  ///
  /// - Parameter subscriber: The object to notify.
  @MainActor
  public func subscribe<S: StoreSubscriber>(_ subscriber: S)
  where S.SubscriberStateType == State {
    subscribe(subscriber, to: .store) { $0 }
  }

  /// Subscribes an object to a part of the state, evaluated after every action, as the wiki's
  /// code does (`store.subscribe(self, transform: { $0.select { ... } })`): the same as
  /// ``DefaultDispatchStore/subscribe(_:to:transform:)-6k8tr`` with ``SubscriptionScope/store``.
  /// A screen's controller in a many-window app subscribes to its screen instead.
  ///
  /// - Parameters:
  ///   - subscriber: The object to notify.
  ///   - transform: Builds the subscription from the store's state: `$0.select { ... }`.
  @MainActor
  public func subscribe<SelectedState, S: StoreSubscriber>(
    _ subscriber: S,
    transform: (Subscription<State>) -> Subscription<SelectedState>
  ) where S.SubscriberStateType == SelectedState {
    subscribe(subscriber, to: .store, transform: transform)
  }

  /// Subscribes an object to an `Equatable` part of the state, evaluated after every action,
  /// skipping values equal to the previous one.
  ///
  /// - Parameters:
  ///   - subscriber: The object to notify.
  ///   - transform: Builds the subscription from the store's state: `$0.select { ... }`.
  @MainActor
  public func subscribe<SelectedState: Equatable, S: StoreSubscriber>(
    _ subscriber: S,
    transform: (Subscription<State>) -> Subscription<SelectedState>
  ) where S.SubscriberStateType == SelectedState {
    subscribe(subscriber, to: .store, transform: transform)
  }
}
